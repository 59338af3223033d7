import ConstraintGrammar
import Support

/// The views that constraints name, resolved in the component the constrained view belongs to.
/// The generator checks none of these names: it writes a bare name as the component's property
/// `NAME` and `id:NAME` as the variable `named_NAME`, which it declares only for a view that has
/// a `layout:id` and no `field` (a view with a field is always named by its field). Whatever
/// does not exist fails in the Swift build.
package struct ConstraintTargetResolver {
    let document: ReactantDocument

    private struct SuggestionKey: Hashable {
        let scope: Int
        let isLayoutID: Bool
        let name: String
    }
    /// One did-you-mean search per scope, kind and name, however often a name is misspelt.
    private var suggestions: [SuggestionKey: String?] = [:]
    /// Per scope: the names a bare target may take, and the `layout:id`s `id:` may name,
    /// prepared once for all the searches among them.
    private var fieldCandidates: [Int: DidYouMean.Candidates] = [:]
    private var layoutIDCandidates: [Int: DidYouMean.Candidates] = [:]

    /// Each scope the targets are resolved in, read out of the document once: read there for
    /// each target, a scope was copied whole (its lists and name tables), which cost more than
    /// the lookup itself.
    /// Held in a class so that asking one costs a reference, not a copy.
    private var heldScopes: [HeldScope?]
    private final class HeldScope {
        private let scope: ComponentScope
        init(_ scope: ComponentScope) { self.scope = scope }
        func hasField(named name: String) -> Bool { scope.hasField(named: name) }
        func layoutIDs(named name: String) -> [Declaration] { scope.layoutIDs(named: name) }
    }

    init(document: ReactantDocument) {
        self.document = document
        heldScopes = Array(repeating: nil, count: document.scopes.count)
    }

    private mutating func held(_ index: Int) -> HeldScope {
        if let known = heldScopes[index] { return known }
        let held = HeldScope(document.scopes[index])
        heldScopes[index] = held
        return held
    }

    /// The names one constraint value targets (keywords such as `super` aside): a pure
    /// function of the value, so the participant keeps it with the value's analysis.
    static func uses(in list: ConstraintListSyntax) -> [TargetUse] {
        var uses: [TargetUse] = []
        for (index, constraint) in list.constraints.enumerated() {
            guard case .targeted(let body) = constraint.body, let target = body.target else { continue }
            switch target {
            case .name(let token):
                guard TargetKeyword(rawValue: token.text) == nil else { continue }
                uses.append(TargetUse(constraintIndex: index, name: token.text, isLayoutID: false, nameRange: token.range, targetRange: target.range))
            case .layoutID(_, _, let name):
                uses.append(TargetUse(constraintIndex: index, name: name.text, isLayoutID: true, nameRange: name.range, targetRange: target.range))
            }
        }
        return uses
    }

    /// The problems with the targets (`uses(in:)`) of one constraint value on `document.views[view]`.
    mutating func findings(of uses: [TargetUse], resolved: [ResolvedConstraint], ofView view: Int,
                           mapping: ConstraintValueMapping) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sameAnchorConstraints: Set<Int>?
        for use in uses {
            guard let problem = resolve(use, from: view) else { continue }
            if case .selfReference = problem, sameAnchorConstraints == nil {
                sameAnchorConstraints = Set(resolved.filter { $0.targetAnchor == $0.anchor }.map(\.constraintIndex))
            }
            diagnostics.append(diagnostic(problem, use: use, view: view, mapping: mapping,
                                          sameAnchor: sameAnchorConstraints?.contains(use.constraintIndex) ?? false))
        }
        return diagnostics
    }

    /// A name in target position, with where it is written in the value.
    package struct TargetUse: Sendable {
        /// The constraint of the value it is the target of.
        let constraintIndex: Int
        package let name: String
        package let isLayoutID: Bool
        /// The name alone (for `id:NAME`, `NAME`).
        let nameRange: Range<Int>
        /// The whole target (for `id:NAME`, from the prefix).
        let targetRange: Range<Int>
    }

    private enum Problem {
        case unknownField(layoutIDInstead: Bool)
        case unknownLayoutID(fieldInstead: Bool)
        case layoutIDOnFieldView(Declaration, field: String)
        case selfReference
    }

    private mutating func resolve(_ use: TargetUse, from view: Int) -> Problem? {
        // The view is read in place (`document.views[i]`), not copied with all its fields: this
        // runs for every target of every view.
        let held = held(document.views[view].scope)
        if !use.isLayoutID {
            if document.views[view].field?.name == use.name { return .selfReference }
            guard !held.hasField(named: use.name) else { return nil }
            let isLayoutID = held.layoutIDs(named: use.name).contains { document.views[$0.view].field == nil }
            return .unknownField(layoutIDInstead: isLayoutID)
        }
        let declarations = held.layoutIDs(named: use.name)
        guard !declarations.isEmpty else {
            return .unknownLayoutID(fieldInstead: held.hasField(named: use.name))
        }
        if declarations.contains(where: { document.views[$0.view].field == nil }) {
            return document.views[view].layoutID?.name == use.name && document.views[view].field == nil ? .selfReference : nil
        }
        let declaration = declarations[0]
        return .layoutIDOnFieldView(declaration, field: document.views[declaration.view].field?.name ?? "")
    }

    private mutating func diagnostic(_ problem: Problem, use: TargetUse, view: Int, mapping: ConstraintValueMapping,
                                     sameAnchor: Bool) -> Diagnostic {
        let name = use.name
        let range = mapping.documentRange(use.nameRange)
        switch problem {
        case .unknownField(let layoutIDInstead):
            let message = "No view of this component has field '\(name)': the generated code uses the component's property "
                + "'\(name)', so the Swift build fails (or, for a property outside this layout, the app crashes when the constraint is made)"
            if layoutIDInstead {
                return Diagnostic(.unknownTarget, message + "; '\(name)' is a layout:id, which constraints name as 'id:\(name)'",
                                  range: range, fixes: [mapping.fix(replacing: use.nameRange, with: "id:\(name)")])
            }
            let suggestion = suggestion(for: name, isLayoutID: false, scope: document.views[view].scope)
            return Diagnostic(.unknownTarget, message + DidYouMean.clause(suggestion), range: range,
                              fixes: suggestion.map { [mapping.fix(replacing: use.nameRange, with: $0)] }
                                  ?? choices(for: view).map { mapping.fix(replacing: use.targetRange, with: $0) })
        case .unknownLayoutID(let fieldInstead):
            let message = "No view of this component declares layout:id '\(name)': the generated code uses the variable "
                + "'named_\(name)', which does not exist, so the Swift build fails"
            if fieldInstead {
                return Diagnostic(.unknownLayoutID, message + "; '\(name)' is a field, which constraints name without 'id:'",
                                  range: range, fixes: [mapping.fix(replacing: use.targetRange, with: name)])
            }
            let suggestion = suggestion(for: name, isLayoutID: true, scope: document.views[view].scope)
            return Diagnostic(.unknownLayoutID, message + DidYouMean.clause(suggestion), range: range,
                              fixes: suggestion.map { [mapping.fix(replacing: use.nameRange, with: $0)] }
                                  ?? choices(for: view).map { mapping.fix(replacing: use.targetRange, with: $0) })
        case .layoutIDOnFieldView(let declaration, let field):
            let isThisView = declaration.view == view
            let replacement = isThisView ? TargetKeyword.`self`.rawValue : field
            return Diagnostic(.layoutIDOnFieldView,
                              "The view with layout:id '\(name)' also has field '\(field)': the generator names it by the field and "
                                  + "declares no 'named_\(name)', so the Swift build fails; name it '\(replacement)'",
                              range: range,
                              related: [.init(range: declaration.range, message: "layout:id '\(name)' is declared on a view with a field")],
                              fixes: [mapping.fix(replacing: use.targetRange, with: replacement)])
        case .selfReference:
            let how = use.isLayoutID ? "layout:id" : "field"
            let base = "'\(name)' is this view's own \(how): the constraint relates the view to its own anchors, as 'self' does"
            if sameAnchor {
                return Diagnostic(.selfTarget, base + ", and with the same anchor on both sides it either has no effect or can never be "
                                      + "satisfied; another view was probably meant", range: range)
            }
            return Diagnostic(.selfTarget, base + "; write 'self' to say so", range: range,
                              fixes: [mapping.fix(replacing: use.targetRange, with: TargetKeyword.`self`.rawValue)])
        }
    }

    /// The most targets offered for a name with no close spelling (`super` among them).
    static let choiceLimit = 10

    /// The targets a constraint of `view` may name instead of an unknown one with no close
    /// spelling: the component's other views, by field or else by `layout:id` (`id:x`), in
    /// document order, then `super`; at most ``choiceLimit``. None when the component names no
    /// other view: `super` alone would be a guess, not a choice.
    private func choices(for view: Int) -> [String] {
        let scope = document.scopes[document.views[view].scope]
        let named = scope.fields.map { (range: $0.range, view: $0.view, target: $0.name) }
            + scope.layoutIDs.filter { document.views[$0.view].field == nil }.map { (range: $0.range, view: $0.view, target: "id:\($0.name)") }
        var seen: Set<String> = []
        let targets = named.sorted { $0.range.lowerBound < $1.range.lowerBound }
            .filter { $0.view != view && seen.insert($0.target).inserted }
            .map(\.target)
        guard !targets.isEmpty else { return [] }
        return Array(targets.prefix(Self.choiceLimit - 1)) + [TargetKeyword.super.rawValue]
    }

    private mutating func suggestion(for name: String, isLayoutID: Bool, scope: Int) -> String? {
        let key = SuggestionKey(scope: scope, isLayoutID: isLayoutID, name: name)
        if let known = suggestions[key] { return known }
        let found = candidates(isLayoutID: isLayoutID, scope: scope).suggestion(for: name)
        suggestions[key] = found
        return found
    }

    private mutating func candidates(isLayoutID: Bool, scope index: Int) -> DidYouMean.Candidates {
        if isLayoutID, let known = layoutIDCandidates[index] { return known }
        if !isLayoutID, let known = fieldCandidates[index] { return known }
        let scope = document.scopes[index]
        if isLayoutID {
            let names = DidYouMean.Candidates(scope.layoutIDs.filter { document.views[$0.view].field == nil }.map(\.name))
            layoutIDCandidates[index] = names
            return names
        }
        let names = DidYouMean.Candidates(scope.fields.map(\.name) + TargetKeyword.allCases.map(\.rawValue))
        fieldCandidates[index] = names
        return names
    }
}
