import LayoutSolver
import ReactantAnalysis
import Support

/// Problems of the whole layout, found by solving it on every device: views AutoLayout cannot
/// place (ambiguous) and required constraints that contradict each other. Warnings: the app
/// builds and runs, but UIKit guesses, and the screen differs from what was written. Each
/// names the devices where it shows; the same problem on several devices is one diagnostic.
/// Which views and conflicts are reported is `LayoutReportPolicy`'s to decide; this words them.
public enum LayoutDiagnostics {
    public static let ambiguousCode = "layout.ambiguous"
    public static let conflictCode = "layout.conflict"
    public static let notCheckedCode = "layout.not-checked"

    /// - Parameter layouts: the document laid out on each device, in the order to name them.
    public static func diagnostics(for layouts: [ComponentLayout], in document: ReactantDocument) -> [Diagnostic] {
        guard !layouts.isEmpty else { return [] }
        let allDevices = layouts.count
        var diagnostics: [Diagnostic] = []

        // Ambiguity: per view and kind of problem, the devices where it shows; what is reported
        // of a view is `LayoutReportPolicy.reportedAmbiguity`. How many views follow it may
        // differ by device (a guide's inset decides whether one is placed from it); that does
        // not split the warning.
        struct AmbiguityKey: Hashable {
            let view: Int
            let ambiguity: Ambiguity
            let withoutConstraints: Bool
        }
        var ambiguous: [AmbiguityKey: [String]] = [:], ambiguousOrder: [AmbiguityKey] = []
        var followers: [AmbiguityKey: Set<Int>] = [:]
        // The views a broken constraint could have placed are not judged (`notCheckedNote` says which).
        for layout in layouts {
            let solution = layout.solution
            for item in solution.ownAmbiguity.indices {
                guard let ambiguity = LayoutReportPolicy.reportedAmbiguity(ofItem: item, in: layout),
                      let view = layout.view(ofItem: item) else { continue }
                let key = AmbiguityKey(view: view, ambiguity: ambiguity,
                                       withoutConstraints: layout.isPlacedByConstraintsAlone(item) && layout.origins.withoutConstraints[item])
                if ambiguous[key] == nil { ambiguousOrder.append(key) }
                ambiguous[key, default: []].append(layout.preset.displayName)
                followers[key, default: []].insert(solution.followers[item])
            }
        }
        for key in ambiguousOrder {
            let view = document.views[key.view]
            let devices = ambiguous[key]!
            var message = if key.withoutConstraints {
                "\(name(of: view).capitalizedFirst) has no `layout:` constraint"
                    + (devices.count == allDevices ? "" : " \(where: devices, of: allDevices)") + ": AutoLayout cannot place it"
            } else {
                "\(name(of: view).capitalizedFirst) \(describe(key.ambiguity)) \(where: devices, of: allDevices): AutoLayout can put it "
                    + "anywhere along that axis. \(suggestion(for: key.ambiguity))"
            }
            let counts = followers[key] ?? [], most = counts.max() ?? 0
            let upTo = counts.count > 1 ? "up to " : ""
            if most == 1 {
                message += ". \(upTo.capitalizedFirst)1 view placed from it moves with it and is not reported on its own"
            } else if most > 1 {
                message += ". \(upTo.capitalizedFirst)\(most) views placed from it move with it and are not reported on their own"
            }
            diagnostics.append(Diagnostic(code: ambiguousCode, severity: .warning, message: message, range: view.tagRange))
        }

        // Conflicts: per set of constraint texts, the devices where it shows; which are reported
        // is `LayoutReportPolicy.isReported`.
        struct ConflictKey: Hashable { let members: [Int]; let broken: Int }
        var conflicts: [ConflictKey: (devices: [String], layout: ComponentLayout, conflict: LayoutSolution.Conflict)] = [:]
        var conflictOrder: [ConflictKey] = []
        for layout in layouts {
            for conflict in layout.solution.conflicts where LayoutReportPolicy.isReported(conflict, in: layout) {
                let members = conflict.constraints.compactMap { layout.sceneConstraint($0) }
                guard let broken = layout.sceneConstraint(conflict.broken) ?? members.last else { continue }
                let key = ConflictKey(members: members.map { layout.origins.constraints[$0].range.lowerBound },
                                      broken: layout.origins.constraints[broken].range.lowerBound)
                if conflicts[key] == nil {
                    conflictOrder.append(key)
                    conflicts[key] = ([], layout, conflict)
                }
                // Each part of a multi-part attribute (`edges`, `size`) may contradict on one device.
                if conflicts[key]!.devices.last != layout.preset.displayName {
                    conflicts[key]!.devices.append(layout.preset.displayName)
                }
            }
        }
        for key in conflictOrder {
            let (devices, layout, conflict) = conflicts[key]!
            let members = conflict.constraints.compactMap { layout.sceneConstraint($0) }
            guard let brokenIndex = layout.sceneConstraint(conflict.broken) ?? members.last else { continue }
            let broken = layout.origins.constraints[brokenIndex]
            let others = conflict.constraints.filter { layout.sceneConstraint($0) != brokenIndex }
            var related: [Diagnostic.RelatedLocation] = []
            var seen = Set<Range<Int>>()
            for source in conflict.constraints {
                if let index = layout.sceneConstraint(source) {
                    let origin = layout.origins.constraints[index]
                    guard seen.insert(origin.range).inserted else { continue }
                    related.append(.init(range: origin.range, message: describe(origin, in: document)
                        + (index == brokenIndex ? " (UIKit breaks this one)" : "")))
                } else {
                    related.append(.init(range: document.views[broken.view].tagRange, message: describe(source, layout, document)))
                }
            }
            let partners = others.count == 1 ? "another required constraint" : "\(others.count) other required constraints"
            diagnostics.append(Diagnostic(
                code: conflictCode, severity: .warning,
                message: "`\(broken.text)` (\(broken.attributeName) on \(name(of: document.views[broken.view]))) contradicts "
                    + "\(partners) \(where: devices, of: allDevices): UIKit logs \"Unable to simultaneously satisfy "
                    + "constraints\" and breaks this one at run time",
                range: broken.range, related: related))
        }
        if let note = notCheckedNote(for: layouts, in: document) { diagnostics.append(note) }
        return diagnostics
    }

    /// The one note that some views are not checked for ambiguity: which have a constraint that
    /// could not be read or names no view, and which are laid out with them; on the first such
    /// view's tag. Only when views other than those are left out: the error on a broken view's
    /// own constraint already says that its layout is not known (the note would be its echo).
    static func notCheckedNote(for layouts: [ComponentLayout], in document: ReactantDocument) -> Diagnostic? {
        var broken = Set<Int>(), unchecked = Set<Int>(), devices: [String] = []
        for layout in layouts where !layout.uncheckedItems.subtracting(layout.origins.brokenItems).isEmpty {
            devices.append(layout.preset.displayName)
            broken.formUnion(layout.origins.brokenItems.compactMap { layout.view(ofItem: $0) })
            unchecked.formUnion(layout.uncheckedItems.compactMap { layout.view(ofItem: $0) })
        }
        let brokenViews = broken.sorted(), others = unchecked.subtracting(broken).sorted()
        guard let first = brokenViews.first, !others.isEmpty else { return nil }
        func list(_ views: [Int]) -> String {
            let names = views.prefix(3).map { listName(of: document.views[$0]) }
            let rest = views.count - names.count
            if rest > 0 { return names.joined(separator: ", ") + " and \(rest) more" }
            return names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
        var message = brokenViews.count == 1
            ? "\(list(brokenViews).capitalizedFirst) is not checked for ambiguity: a constraint of it could not be read or names no view"
            : "\(list(brokenViews).capitalizedFirst) are not checked for ambiguity: a constraint of each could not be read or names no view"
        let them = brokenViews.count == 1 ? "it" : "them"
        message += others.count == 1
            ? "; nor is 1 view laid out with \(them) (\(list(others)))"
            : "; nor are \(others.count) views laid out with \(them) (\(list(others)))"
        if devices.count < layouts.count { message += " (\(where: devices, of: layouts.count))" }
        return Diagnostic(code: notCheckedCode, severity: .information, message: message, range: document.views[first].tagRange)
    }

    /// How a list names a view: its field, its layout id, else "a" and its tag.
    private static func listName(of view: ViewElement) -> String {
        if view.field == nil && view.layoutID == nil { return "a \(view.tag)" }
        return name(of: view)
    }

    /// How messages name a view: its field, its layout id, else its tag.
    static func name(of view: ViewElement) -> String {
        if let field = view.field { return "`\(field.name)`" }
        if let id = view.layoutID { return "`id:\(id.name)`" }
        return "this \(view.tag)"
    }

    private static func describe(_ ambiguity: Ambiguity) -> String {
        var parts: [String] = []
        for axis in [LayoutAxis.horizontal, .vertical] {
            let position = ambiguity.position.contains(axis), size = ambiguity.size.contains(axis)
            let length = axis == .horizontal ? "width" : "height"
            let direction = axis == .horizontal ? "horizontal" : "vertical"
            if position && size { parts.append("no \(direction) position or \(length)") }
            else if position { parts.append("no \(direction) position") }
            else if size { parts.append("no \(length)") }
        }
        return "has " + parts.joined(separator: " and ")
    }

    private static func suggestion(for ambiguity: Ambiguity) -> String {
        var examples: [String] = []
        if ambiguity.position.contains(.horizontal) { examples.append("`layout:leading`") }
        if ambiguity.size.contains(.horizontal) { examples.append(ambiguity.position.contains(.horizontal) ? "`layout:trailing`" : "`layout:width`") }
        if ambiguity.position.contains(.vertical) { examples.append("`layout:top`") }
        if ambiguity.size.contains(.vertical) { examples.append(ambiguity.position.contains(.vertical) ? "`layout:bottom`" : "`layout:height`") }
        return "Add e.g. " + examples.joined(separator: " and ")
    }

    private static func describe(_ origin: LayoutSceneOrigins.Constraint, in document: ReactantDocument) -> String {
        "`\(origin.text)` (\(origin.attributeName) on \(name(of: document.views[origin.view])))"
    }

    private static func describe(_ source: LayoutSolution.Source, _ layout: ComponentLayout, _ document: ReactantDocument) -> String {
        switch source {
        case .scene: "a constraint of this file"
        case .rootSize: "the screen's size, \(format(layout.preset.width))×\(format(layout.preset.height)) on \(layout.preset.displayName)"
        case .stack(let item): "the arrangement of \(layout.view(ofItem: item).map { name(of: document.views[$0]) } ?? "a stack view")"
        case .intrinsicSize(let item): "the content size of \(layout.view(ofItem: item).map { name(of: document.views[$0]) } ?? "a view")"
        case .stackHiding(let item):
            "the zero length its stack view gives hidden \(layout.view(ofItem: item).map { name(of: document.views[$0]) } ?? "view") along its axis (UIKit's \"UISV-hiding\")"
        case .collapse(let item):
            "the zero length Reactant gives \(layout.view(ofItem: item).map { name(of: document.views[$0]) } ?? "a view") for `visibility=\"collapsed\"`"
        case .guide: "the readable content guide"
        case .elsewhere: "a constraint made in code"
        case .safeArea(let item): "the safe area of \(layout.view(ofItem: item).map { name(of: document.views[$0]) } ?? "a view")"
        }
    }

    package static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        // Whole numbers print without ".0"; those beyond Int's range (a constant of 1e30
        // solves to such frames) and non-numbers print as Double does.
        guard rounded == rounded.rounded(), rounded.magnitude < 1e15 else { return String(rounded) }
        return String(Int(rounded))
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

private extension String.StringInterpolation {
    /// "on every device" or "on iPhone SE and iPad portrait".
    mutating func appendInterpolation(where devices: [String], of total: Int) {
        if devices.count == total, total > 1 {
            appendLiteral("on every device")
        } else if devices.count == 1 {
            appendLiteral("on \(devices[0])")
        } else {
            appendLiteral("on " + devices.dropLast().joined(separator: ", ") + " and " + devices.last!)
        }
    }
}

extension ComponentLayout {
    /// Whether only constraints place the item: not the root, nor a stack view's arranged child.
    func isPlacedByConstraintsAlone(_ item: Int) -> Bool {
        guard let parent = scene.items[item].parent else { return false }
        if case .stack = scene.items[parent].arrangement { return false }
        return true
    }

    /// The scene constraint index of a source, if it is one of the file's constraints.
    package func sceneConstraint(_ source: LayoutSolution.Source) -> Int? {
        if case .scene(let index) = source { return index }
        return nil
    }
}
