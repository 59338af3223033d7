import ConstraintGrammar
import LayoutSolver
import ReactantAnalysis
import Support
import XMLSyntax

/// The layout solved on every built-in device, as a check: `--check` runs it with the other
/// participants; the server publishes its findings after the quick ones (see
/// `DiagnosticsSource.slowDiagnostics`), so solving never delays a keystroke's diagnostics.
public struct LayoutCheck: SyntaxAndWorkspaceParticipant {
    /// Past this many constraints in one document its layout is not solved: the solver's work
    /// grows faster than the constraints, and a value pasted with 200,000 of them must not hold
    /// up the check. Real screens stay far below (1,000 views make about 3,000).
    public static let constraintLimit = 10_000
    /// Past this many views a component's layout is not solved either: the solver's tableau
    /// holds each determined variable as a row over the constraints it depends on, so along a
    /// chain of views (a stack's arranged views, views placed one below another) its size and
    /// the work grow with the square of the chain's length. Real screens stay far below.
    public static let viewLimit = 1_000
    /// Past this many views arranged by one stack view it is not solved either: a stack is such
    /// a chain, and an `equalCentering` one also prefers each centre distance at a priority of
    /// its own (up to 149 levels, each optimised in turn), which multiplies the work again.
    public static let arrangedViewLimit = 100
    public static let notSolvedCode = "layout.not-solved"
    /// libxml2 rejects elements nested deeper than this (`xml.nesting-too-deep`), and the
    /// generator with it: such a document has no layout to check, and laying out thousands of
    /// nested containers would cost far more than reading the file.
    public static let maximumDepth = 256

    /// The `layout:` values' analyses, shared with the constraint check.
    private let analyses: LayoutValueAnalyses
    /// Whether a conflict's or an ambiguous view's fixes are found (each verified by laying
    /// the document out again), for an output that carries them.
    private let verifiesFixes: Bool

    /// Where the path each device's solve took is recorded, when asked (`--trace-layout`).
    private let trace: LayoutTrace?

    public init(analyses: LayoutValueAnalyses = LayoutValueAnalyses(), verifiesFixes: Bool = true, trace: LayoutTrace? = nil) {
        self.analyses = analyses
        self.verifiesFixes = verifiesFixes
        self.trace = trace
    }

    public func findings(in context: AnalysisContext) -> [Finding] {
        let styles = StyleLibrary(reachableFrom: context.document, path: context.path, in: context.workspace)
        let (diagnostics, layouts) = Self.diagnosticsAndLayouts(
            document: context.document, tree: context.tree, values: analyses, styles: styles,
            holds: FieldLayoutHolds(document: context.document, swift: context.workspace.swift), isCancelled: { false })
        trace?.record(context.path, layouts.compactMap(\.solve))
        let fixed = verifiesFixes ? LayoutFixes(context: context, values: analyses).addingFixes(to: diagnostics) : diagnostics
        return fixed.map {
            // The held fields depend on the Swift files.
            Finding($0, isCrossFile: $0.code == FieldLayoutHolds.noteCode)
        }
    }

    /// A component that applies a style of a `.styles.xml` group is laid out with that group's
    /// styles.
    public func readsOtherFiles(_ document: ReactantDocument) -> Bool {
        document.kind == .component && document.styleReferences.contains { if case .global = $0.target { true } else { false } }
    }

    /// Besides the document, the layout reads the style groups it applies, the Swift
    /// declarations (views code may lay out) and the application's resources: the first pass
    /// has the last two.
    public var readsStyleGroupsAlone: Bool { true }

    /// - Parameter isCancelled: asked as the work goes; when it says yes, the work stops and
    ///   nothing is returned (the server's result for a version that moved on is dropped anyway).
    /// - Parameter holds: the views code may lay out (nil: every view with a field, no note).
    public static func diagnostics(
        document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses = LayoutValueAnalyses(),
        styles: StyleLibrary = .empty, holds: FieldLayoutHolds? = nil, isCancelled: () -> Bool = { false }
    ) -> [Diagnostic] {
        diagnosticsAndLayouts(document: document, tree: tree, values: values, styles: styles, holds: holds, isCancelled: isCancelled).diagnostics
    }

    /// The diagnostics, and the layouts they were read from (empty when none was solved).
    /// - Parameter holds: made only for a component that is laid out: one past the limits
    ///   needs none, and making them reads every view's field.
    static func diagnosticsAndLayouts(
        document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses,
        styles: StyleLibrary, holds: @autoclosure () -> FieldLayoutHolds?, isCancelled: () -> Bool
    ) -> (diagnostics: [Diagnostic], layouts: [ComponentLayout]) {
        let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: values, limit: constraintLimit)
        if let note = notSolvedNote(document: document, tree: tree, constraints: constraints) { return ([note], []) }
        let holds = holds()
        guard let layouts = layouts(
            document: document, tree: tree, constraints: constraints, styles: styles, holds: holds, isCancelled: isCancelled)
        else { return ([], []) }
        return (LayoutDiagnostics.diagnostics(for: layouts, in: document) + heldFieldsNote(layouts: layouts, holds: holds, in: document), layouts)
    }

    /// The note that some fields are held for want of their classes, for a document that was
    /// laid out.
    public static func heldFieldsNote(layouts: [ComponentLayout], holds: FieldLayoutHolds?, in document: ReactantDocument) -> [Diagnostic] {
        guard !layouts.isEmpty, let note = holds?.note(in: document) else { return [] }
        return [note]
    }

    /// Whether a stack view of the document arranges more than `arrangedViewLimit` views.
    static func arrangesTooMany(_ document: ReactantDocument) -> Bool {
        var arranged: [Int: Int] = [:]
        for view in document.views {
            guard let parent = view.parentView, document.views.indices.contains(parent), document.views[parent].tag == "StackView"
            else { continue }
            arranged[parent, default: 0] += 1
            if arranged[parent, default: 0] > arrangedViewLimit { return true }
        }
        return false
    }

    /// For a component past `constraintLimit`: the one note that its layout is not solved
    /// (information: nothing about the layout is known, so nothing is warned of).
    public static func notSolvedNote(
        document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses = LayoutValueAnalyses()
    ) -> Diagnostic? {
        guard document.kind == .component else { return nil }  // before walking the views
        return notSolvedNote(
            document: document, tree: tree,
            constraints: LayoutSceneBuilder.analyses(of: document, tree: tree, values: values, limit: constraintLimit))
    }

    private static func notSolvedNote(
        document: ReactantDocument, tree: XMLSyntaxTree, constraints: LayoutSceneBuilder.ViewConstraints
    ) -> Diagnostic? {
        guard document.kind == .component, let root = document.scopes.first,
              let size = sizePastLimits(document: document, constraints: constraints) else { return nil }
        return Diagnostic(
            code: notSolvedCode, severity: .information,
            message: "This component has \(size); past that its layout is not solved, "
                + "so ambiguous views and conflicting constraints are not looked for",
            range: tree.elements[root.element].name.range)
    }

    /// What puts the component past `constraintLimit`, `viewLimit` or `arrangedViewLimit`
    /// ("more than 1000 views"), nil when it is within them.
    private static func sizePastLimits(document: ReactantDocument, constraints: LayoutSceneBuilder.ViewConstraints) -> String? {
        if constraints.count > constraintLimit { return "more than \(constraintLimit) constraints" }
        if document.views.count > viewLimit { return "more than \(viewLimit) views" }
        if arrangesTooMany(document) { return "a stack view arranging more than \(arrangedViewLimit) views" }
        return nil
    }

    /// Why the component's layout is not solved, as the check would not solve it (too large, or
    /// nested deeper than the parser accepts), for the preview and hover, which lay out one
    /// device on demand and must stay within the same bounds; nil when it is solved.
    public static func notSolvedReason(
        document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses = LayoutValueAnalyses()
    ) -> String? {
        guard document.kind == .component else { return nil }
        if tree.elements.contains(where: { $0.depth > maximumDepth }) {
            return "elements nested more than \(maximumDepth) levels deep"
        }
        return sizePastLimits(
            document: document, constraints: LayoutSceneBuilder.analyses(of: document, tree: tree, values: values, limit: constraintLimit))
    }

    /// The component laid out on every built-in device, in `DevicePreset.all`'s order (empty
    /// for a document that lays out nothing); nil when cancelled part way.
    /// - Parameter styles: the styles of other files the document applies.
    public static func layouts(
        document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses = LayoutValueAnalyses(),
        styles: StyleLibrary = .empty, holds: FieldLayoutHolds? = nil, isCancelled: () -> Bool = { false }
    ) -> [ComponentLayout]? {
        layoutsAndSystems(document: document, tree: tree, values: values, styles: styles, holds: holds, isCancelled: isCancelled)?.layouts
    }

    /// `layouts`, solved from an earlier version's systems where given, and with this version's
    /// systems for the next: after an edit the document is mostly the same problem (a label's
    /// text made longer changes a few constants in place), so it is changed, not built again.
    public static func layoutsAndSystems(
        document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses = LayoutValueAnalyses(),
        styles: StyleLibrary = .empty, holds: FieldLayoutHolds? = nil, reusing earlier: SolvedLayoutSystems? = nil,
        isCancelled: () -> Bool = { false }
    ) -> (layouts: [ComponentLayout], systems: SolvedLayoutSystems?)? {
        var systems = earlier
        guard let layouts = layouts(
            document: document, tree: tree,
            constraints: LayoutSceneBuilder.analyses(of: document, tree: tree, values: values, limit: constraintLimit),
            styles: styles, holds: holds, systems: &systems, isCancelled: isCancelled)
        else { return nil }
        return (layouts, systems)
    }

    /// - Parameter reusesSystems: false solves every scene afresh (tests compare the two).
    static func layouts(
        document: ReactantDocument, tree: XMLSyntaxTree, constraints: LayoutSceneBuilder.ViewConstraints,
        styles: StyleLibrary = .empty, holds: FieldLayoutHolds? = nil, reusesSystems: Bool = true, isCancelled: () -> Bool
    ) -> [ComponentLayout]? {
        // No next version reads these systems: each is changed in place into the next device's.
        var systems: SolvedLayoutSystems?
        return layouts(
            document: document, tree: tree, constraints: constraints, styles: styles, holds: holds,
            reusesSystems: reusesSystems, keepsSystems: false, systems: &systems, isCancelled: isCancelled)
    }

    /// - Parameter systems: on entry, an earlier version's systems to solve from (nil: none);
    ///   on return, this version's (unchanged when nothing was solved, or when not `keepsSystems`).
    static func layouts(
        document: ReactantDocument, tree: XMLSyntaxTree, constraints: LayoutSceneBuilder.ViewConstraints,
        styles: StyleLibrary = .empty, holds: FieldLayoutHolds? = nil, reusesSystems: Bool = true, keepsSystems: Bool = true,
        systems: inout SolvedLayoutSystems?, isCancelled: () -> Bool
    ) -> [ComponentLayout]? {
        guard var devices = deviceSolving(
            document: document, tree: tree, constraints: constraints, styles: styles, holds: holds, reusesSystems: reusesSystems,
            keepsSystems: keepsSystems, earlier: systems)
        else { return [] }
        defer { if let solved = devices.systems { systems = solved } }
        return devices.solveInOrder(isCancelled: isCancelled)
    }

    /// `layoutsAndSystems` for the server's layout stage: the first device of each later group
    /// of traits, whose answer does not depend on the devices before it, is solved on the other
    /// core meanwhile (`DeviceSolving.solveSideBySide`), with the same answer. Those solves
    /// stop when the calling task is cancelled.
    public static func layoutsAndSystemsSideBySide(
        document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses = LayoutValueAnalyses(),
        styles: StyleLibrary = .empty, holds: FieldLayoutHolds? = nil, reusing earlier: SolvedLayoutSystems? = nil,
        isCancelled: () -> Bool = { Task.isCancelled }
    ) async -> (layouts: [ComponentLayout], systems: SolvedLayoutSystems?)? {
        let constraints = LayoutSceneBuilder.analyses(of: document, tree: tree, values: values, limit: constraintLimit)
        guard var devices = deviceSolving(
            document: document, tree: tree, constraints: constraints, styles: styles, holds: holds, reusesSystems: true,
            earlier: earlier)
        else { return ([], earlier) }
        let layouts = await devices.solveSideBySide(isCancelled: isCancelled)
        let systems = devices.systems ?? earlier
        return layouts.map { ($0, systems) }
    }

    /// The devices' scenes of a document to solve, or nil when its layout is not solved (not
    /// a component, or past the limits).
    static func deviceSolving(
        document: ReactantDocument, tree: XMLSyntaxTree, constraints: LayoutSceneBuilder.ViewConstraints,
        styles: StyleLibrary, holds: FieldLayoutHolds?, reusesSystems: Bool, keepsSystems: Bool = true, earlier: SolvedLayoutSystems?
    ) -> DeviceSolving? {
        guard document.kind == .component, !tree.elements.contains(where: { $0.depth > maximumDepth }) else { return nil }
        guard let analyses = constraints.byView, constraints.count <= constraintLimit, document.views.count <= viewLimit,
              !arrangesTooMany(document) else { return nil }
        // One build holds every device's constraints, each with its condition; devices on
        // which every condition comes out alike share one scene but for the root's numbers.
        guard let first = DevicePreset.all.first else { return nil }
        var builder = LayoutSceneBuilder(document: document, tree: tree, preset: first, rootSizeIsRequired: nil)
        builder.analyses = analyses
        builder.valueAnalyses = constraints.values
        builder.styles = styles
        builder.heldViews = holds?.heldViews
        guard let conditional = builder.buildForEveryDevice() else { return nil }
        // Those of constraints that name no view too: they decide where views are left unchecked.
        let conditions = Array(Set(conditional.conditions.compactMap { $0 }).union(conditional.incompleteUnder.keys)).sorted()
        return DeviceSolving(
            conditional: conditional, conditions: conditions, earlier: earlier, reusesSystems: reusesSystems, keepsSystems: keepsSystems)
    }
}
