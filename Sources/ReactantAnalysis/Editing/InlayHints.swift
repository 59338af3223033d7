import ConstraintGrammar
import XMLSyntax

/// Inlay hints for what the generator fills in silently in `layout:` values: the target's
/// anchor a constraint omits, the target itself (`super`, or `self` before a bare anchor), the
/// number a named priority stands for, and the anchors a shorthand attribute expands to. The
/// defaults are the grammar's (`LayoutAttribute.Part`, `PriorityName`), never restated here.
public enum InlayHints {
    public struct Hint: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case impliedAnchor, impliedTarget, priorityValue, shorthandExpansion }
        /// Document offset the label is shown at.
        public let offset: Int
        public let label: String
        public let kind: Kind
        public let paddingLeft: Bool
        public let paddingRight: Bool
    }

    /// The hints whose offsets lie in `range` (ends included), document order. Constraints
    /// with errors get none: what the generator would fill in is not known.
    public static func hints(
        in document: NavigationDocument, range: Range<Int>, settings: InlayHintOptions = .init()
    ) -> [Hint] {
        var hints: [Hint] = []
        for layout in document.layoutValues {
            guard case .constraints(let list) = layout.analysis.syntax else { continue }
            let value = layout.value.range
            guard value.upperBound >= range.lowerBound, value.lowerBound <= range.upperBound else { continue }
            let parts = layout.analysis.attribute.parts
            func at(_ valueOffset: Int) -> Int { layout.value.decoded.documentOffset(forDecoded: valueOffset) }
            if parts.count > 1, settings.shorthandExpansions {
                let name = document.tree.elements[layout.element].attributes[layout.attributeIndex].name
                hints.append(Hint(
                    offset: name.range.upperBound, label: "(" + parts.map(\.name).joined(separator: ", ") + ")",
                    kind: .shorthandExpansion, paddingLeft: false, paddingRight: false))
            }
            let singlePart = parts.count == 1 ? parts[0] : nil
            let errors = layout.analysis.diagnostics.filter { $0.severity == .error }.map(\.range)
            for constraint in list.constraints where !constraint.hasError && !constraint.isEmpty {
                // Also errors found after parsing (an empty `id:` name, a bad priority).
                let range = constraint.range
                guard !errors.contains(where: { $0.lowerBound <= range.upperBound && range.lowerBound <= $0.upperBound }) else { continue }
                if case .targeted(let body) = constraint.body {
                    switch (body.target, body.anchor) {
                    case (nil, nil):
                        guard settings.impliedTargets else { break }
                        var label = TargetKeyword.`super`.rawValue
                        if settings.impliedAnchors, let part = singlePart { label += "." + part.defaultTargetAnchor.rawValue }
                        if let (offset, before) = impliedTargetOffset(constraint, body: body) {
                            hints.append(Hint(offset: at(offset), label: label, kind: .impliedTarget, paddingLeft: !before, paddingRight: before))
                        }
                    case (nil, let anchor?):
                        if settings.impliedTargets {
                            hints.append(Hint(
                                offset: at(anchor.range.lowerBound), label: TargetKeyword.`self`.rawValue, kind: .impliedTarget,
                                paddingLeft: false, paddingRight: false))
                        }
                    case (let target?, nil):
                        if settings.impliedAnchors, let part = singlePart {
                            hints.append(Hint(
                                offset: at(target.range.upperBound), label: "." + part.defaultTargetAnchor.rawValue,
                                kind: .impliedAnchor, paddingLeft: false, paddingRight: false))
                        }
                    case (_?, _?):
                        break
                    }
                }
                if settings.priorityValues, let priority = constraint.priority, let value = priority.value,
                   value.kind == .identifier, let name = PriorityName(rawValue: value.text) {
                    hints.append(Hint(
                        offset: at(value.range.upperBound), label: "= \(Int(name.value))", kind: .priorityValue,
                        paddingLeft: true, paddingRight: false))
                }
            }
        }
        return hints.filter { range.lowerBound <= $0.offset && $0.offset <= range.upperBound }.sorted { $0.offset < $1.offset }
    }

    /// Where an omitted target would be written, in the value, and whether that is before the
    /// next word (else after the last one): before the first modifier, the priority or the `;`,
    /// else after the relation, the name assignment or the condition.
    private static func impliedTargetOffset(_ constraint: ConstraintSyntax, body: TargetedBodySyntax) -> (Int, Bool)? {
        if let modifier = body.modifiers.first { return (modifier.range.lowerBound, true) }
        if let priority = constraint.priority { return (priority.range.lowerBound, true) }
        let end = constraint.relation?.range.upperBound ?? constraint.field?.equals.range.upperBound ?? constraint.condition?.range.upperBound
        if let end { return (end, false) }
        return nil
    }
}

/// Which hints to show (the server reads them from `reactant.inlayHints.*`).
public struct InlayHintOptions: Hashable, Sendable {
    /// The target's anchor a constraint leaves implied (`below="title"` → `.bottom`).
    public var impliedAnchors = true
    /// The target a constraint leaves implied (`super`, or `self` before a bare anchor).
    public var impliedTargets = true
    /// The number a named priority stands for (`@high` → 750).
    public var priorityValues = true
    /// The anchors a shorthand attribute constrains (`edges` → left, right, top, bottom).
    public var shorthandExpansions = true

    public init() {}
}
