extension AnchorPairing {
    /// Errors for the anchors a value names that its attribute's parts cannot be related to:
    /// one per constraint and reason, on the anchor's name, with the fix `fix(for:parts:)`
    /// finds. A default target anchor is always accepted, so only a written one is checked.
    static func diagnostics(in list: ConstraintListSyntax, attribute: LayoutAttribute) -> [LayoutDiagnostic] {
        let parts = attribute.parts.map(\.anchor)
        guard !parts.isEmpty else { return [] }
        var diagnostics: [LayoutDiagnostic] = []
        for constraint in list.constraints {
            guard case .targeted(let body) = constraint.body, let written = body.anchor, let target = written.anchor else { continue }
            var refusals: [(refusal: Refusal, parts: [LayoutAnchor])] = []
            for part in parts {
                guard let refusal = refusal(of: part, to: target) else { continue }
                if let index = refusals.firstIndex(where: { $0.refusal == refusal }) {
                    refusals[index].parts.append(part)
                } else {
                    refusals.append((refusal, [part]))
                }
            }
            guard !refusals.isEmpty else { continue }
            let range = written.name.range
            let replacement = fix(for: target, parts: parts).map { LayoutDiagnostic.Replacement(range: range, text: $0.rawValue) }
                ?? ownAnchorsFix(body, written: written, parts: parts)
            for (refusal, refused) in refusals {
                diagnostics.append(LayoutDiagnostic(
                    .incompatibleAnchors,
                    "\(subject(attribute, refused)) cannot be related to `\(target.rawValue)`: \(reason(refusal))",
                    range: range, replacement: replacement))
            }
        }
        return diagnostics
    }

    /// For a shorthand no one anchor suits (`edges` against `leading`, `center` against
    /// `centerX`): the anchor taken out, so that each part is related to its own anchor of the
    /// same target (`super.centerX` → `super`), which the generator writes and AutoLayout
    /// accepts. Not when the target is `self` or not written (then the value would mean the
    /// superview, or nothing), nor for a single anchor, whose meant counterpart is not known.
    private static func ownAnchorsFix(_ body: TargetedBodySyntax, written: AnchorSyntax, parts: [LayoutAnchor]) -> LayoutDiagnostic.Replacement? {
        guard parts.count > 1, let target = body.target else { return nil }
        if case .name(let token) = target, token.text == "self" { return nil }
        return LayoutDiagnostic.Replacement(range: written.range, text: "")
    }

    /// `leading`, or `edges` (left and right) for the parts of a shorthand.
    private static func subject(_ attribute: LayoutAttribute, _ refused: [LayoutAnchor]) -> String {
        if attribute.parts.count == 1, attribute.name == refused[0].rawValue { return "`\(attribute.name)`" }
        let names = refused.map(\.rawValue)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return "`\(attribute.name)` (\(list))"
    }

    private static func reason(_ refusal: Refusal) -> String {
        let crash = "and the app crashes when it makes this view's constraints"
        return switch refusal {
        case .writingDirection:
            "leading and trailing do not mix with left and right. UIKit throws \"A constraint cannot be made between "
                + "a leading/trailing attribute and a right/left attribute\" \(crash)"
        case .crossAxis:
            "the two are positions on different axes. UIKit throws \"Invalid pairing of layout attributes\" \(crash)"
        case .positionAndSize:
            "a position and a size do not relate. UIKit throws \"Invalid pairing of layout attributes\" \(crash)"
        case .singleAgainstSize:
            "`size` is width and height together. SnapKit stops the app with \"Cannot constraint to multiple non "
                + "identical attributes\" when it makes this view's constraints"
        }
    }
}
