import LayoutSolver
import ReactantAnalysis
import Support
import XMLSyntax

/// The candidate fixes of a `layout.conflict` (`LayoutFixes` verifies them): lower the
/// constraint UIKit breaks to `@high`, remove it, or remove another member of the conflicting
/// set instead.
struct ConflictFixes {
    let fixes: LayoutFixes
    private var text: String { fixes.text }
    private var tree: XMLSyntaxTree { fixes.tree }
    private var document: ReactantDocument { fixes.document }
    typealias Edit = LayoutFixes.Edit

    /// The candidates, in the order offered; titles are described on the first device on
    /// which UIKit breaks the constraint.
    func candidates(for conflict: Diagnostic, baseline: LayoutFixes.Outcome) -> [LayoutFixes.Candidate] {
        let device = Self.firstDevice(showing: conflict, in: baseline.layouts)
        var candidates: [LayoutFixes.Candidate] = []
        // One written in a style has no candidate of its own; the other members may.
        if let broken = located(conflict.range) {
            if let lowering = lowering(broken) {
                candidates.append(.init(title: "Lower \(describe(broken)) to `@high`", edit: lowering, view: broken.view, device: device))
            }
            candidates.append(.init(title: "Remove \(describe(broken))", edit: removal(broken), view: broken.view, device: device))
        }
        var seen: Set<Range<Int>> = [conflict.range]
        for related in conflict.related where seen.insert(related.range).inserted {
            guard candidates.count < LayoutFixes.candidateLimit, let other = located(related.range) else { continue }
            candidates.append(.init(title: "Remove \(describe(other)) instead", edit: removal(other), view: other.view, device: device))
        }
        return candidates
    }

    /// The index of the first device on which UIKit breaks the conflict's constraint (as
    /// `LayoutDiagnostics` names it), where its title describes the screen.
    private static func firstDevice(showing conflict: Diagnostic, in layouts: [ComponentLayout]) -> Int {
        layouts.firstIndex { layout in
            layout.solution.conflicts.contains { found in
                let broken = layout.sceneConstraint(found.broken) ?? found.constraints.compactMap { layout.sceneConstraint($0) }.last
                return broken.map { layout.origins.constraints[$0].range } == conflict.range
            }
        } ?? 0
    }

    /// One constraint of a view's `layout:` attribute, found by its range in the document.
    struct Located {
        let view: Int
        let attribute: XMLAttributeSyntax
        let value: XMLAttributeValueSyntax
        /// The constraint's text, its `;` included when it consumed one.
        let range: Range<Int>
        /// Without a trailing `;` and the blanks before it.
        let content: Range<Int>
    }

    private var bytes: [UInt8] { Array(text.utf8) }

    /// The constraint at `range` when it is written on a view (not in a style, whose edit would
    /// change every view that applies it) in a quoted value.
    private func located(_ range: Range<Int>) -> Located? {
        let bytes = self.bytes
        guard range.upperBound <= bytes.count, !range.isEmpty else { return nil }
        for view in document.views {
            for attribute in tree.elements[view.element].attributes where attribute.name.prefix == "layout" {
                guard let value = attribute.value, value.quote != nil, value.isClosed,
                      value.range.lowerBound <= range.lowerBound, range.upperBound <= value.range.upperBound else { continue }
                var end = range.upperBound
                if bytes[end - 1] == UInt8(ascii: ";") { end -= 1 }
                while end > range.lowerBound, LayoutFixes.isBlank(bytes[end - 1]) { end -= 1 }
                return Located(view: view.index, attribute: attribute, value: value, range: range, content: range.lowerBound..<end)
            }
        }
        return nil
    }

    /// `@high` in place of the constraint's priority, or after it; nil when it is optional already.
    private func lowering(_ constraint: Located) -> Edit? {
        let bytes = self.bytes
        let content = bytes[constraint.content]
        if let at = content.lastIndex(of: UInt8(ascii: "@")) {
            let priority = String(decoding: bytes[(at + 1)..<constraint.content.upperBound].filter { !LayoutFixes.isBlank($0) }, as: UTF8.self)
            guard priority == "required" || priority == "1000" else { return nil }
            return Edit(range: at..<constraint.content.upperBound, replacement: "@high")
        }
        // A `;` right after a priority is not consumed (it adds a constraint to super), and
        // constraints need no separator after one: the `;` gives way to the priority.
        let end = constraint.range.upperBound
        let follows = end < constraint.value.range.upperBound && !LayoutFixes.isBlank(bytes[end])
        return Edit(range: constraint.content.upperBound..<end, replacement: " @high" + (follows ? " " : ""))
    }

    /// The constraint taken out of its value with its separator, or the whole attribute (and
    /// the blanks before it) when it is the value's only constraint.
    private func removal(_ constraint: Located) -> Edit {
        let bytes = self.bytes
        let value = constraint.value.range
        let rest = bytes[value.lowerBound..<constraint.range.lowerBound] + bytes[constraint.range.upperBound..<value.upperBound]
        if rest.allSatisfy({ LayoutFixes.isBlank($0) || $0 == UInt8(ascii: ";") }) {
            var start = constraint.attribute.range.lowerBound
            while start > 0, LayoutFixes.isBlank(bytes[start - 1]) { start -= 1 }
            return Edit(range: start..<constraint.attribute.range.upperBound, replacement: "")
        }
        if constraint.content.upperBound < constraint.range.upperBound {
            // It ends with its `;`: take that and the blanks after it.
            var end = constraint.range.upperBound
            while end < value.upperBound, LayoutFixes.isBlank(bytes[end]) { end += 1 }
            return Edit(range: constraint.range.lowerBound..<end, replacement: "")
        }
        // The last of the list: take the `;` before it and the blanks around that.
        var start = constraint.range.lowerBound
        while start > value.lowerBound, LayoutFixes.isBlank(bytes[start - 1]) { start -= 1 }
        if start > value.lowerBound, bytes[start - 1] == UInt8(ascii: ";") { start -= 1 }
        while start > value.lowerBound, LayoutFixes.isBlank(bytes[start - 1]) { start -= 1 }
        return Edit(range: start..<constraint.range.upperBound, replacement: "")
    }

    // MARK: Titles

    private func describe(_ constraint: Located) -> String {
        let written = String(decoding: bytes[constraint.content], as: UTF8.self)
        return "`\(written)` (\(constraint.attribute.name.qualified) on \(LayoutDiagnostics.name(of: document.views[constraint.view])))"
    }
}
