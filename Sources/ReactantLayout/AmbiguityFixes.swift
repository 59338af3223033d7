import LayoutSolver
import ReactantAnalysis
import Support
import XMLSyntax

/// The candidate fixes of a `layout.ambiguous` view (`LayoutFixes` verifies them): the
/// constraints that hold it where it is drawn now, on the first device the warning names,
/// written as a person would, one per free axis: a free position relative to the nearest
/// sibling before it along that axis (`layout:below="title offset(8)"`), else to the
/// superview (`layout:leading="super inset(16)"`); a free length as a number
/// (`layout:width="120"`). A sibling that has neither a `field` nor a `layout:id` is given a
/// `layout:id` to be named by. Verified, the view must also be drawn where it was on that device.
struct AmbiguityFixes {
    let fixes: LayoutFixes
    private var text: String { fixes.text }
    private var tree: XMLSyntaxTree { fixes.tree }
    private var document: ReactantDocument { fixes.document }
    typealias Edit = LayoutFixes.Edit

    /// The view's own frame, as far as it may move before it counts as moved (the numbers
    /// written are rounded to a tenth of a point).
    static let tolerance = 0.5

    /// The candidates, in the order offered: relative to a sibling where there is one, then to
    /// the superview alone; where the view already has the attribute one would write, its value
    /// gains the constraint, and else (`layout:left` for `layout:leading`) a new attribute does.
    func candidates(for warning: Diagnostic, baseline: LayoutFixes.Outcome) -> [LayoutFixes.Candidate] {
        guard let view = document.views.firstIndex(where: { $0.tagRange == warning.range }),
              let (device, item, free) = Self.shown(warning, view: view, in: baseline.layouts) else { return [] }
        let layout = baseline.layouts[device]
        guard layout.isPlacedByConstraintsAlone(item) else { return [] }
        let frame = layout.solution.frames[item]
        let plans = [
            plan(view: view, item: item, free: free, in: layout, siblings: true, appending: true),
            plan(view: view, item: item, free: free, in: layout, siblings: false, appending: true),
            plan(view: view, item: item, free: free, in: layout, siblings: false, appending: false),
        ]
        var candidates: [LayoutFixes.Candidate] = []
        for plan in plans.compactMap({ $0 }) {
            guard let edit = edit(for: plan, view: view) else { continue }
            let title = title(of: plan, view: view)
            candidates.append(LayoutFixes.Candidate(title: title, edit: edit, view: view, device: device) { after in
                // Determined on every device, and drawn where it was.
                for layout in after.layouts {
                    guard let fixed = layout.item(ofView: view), layout.solution.ownAmbiguity[fixed].isEmpty else { return false }
                }
                guard after.layouts.indices.contains(device), let fixedItem = after.layouts[device].item(ofView: view) else { return false }
                let now = after.layouts[device].solution.frames[fixedItem]
                return abs(now.x - frame.x) <= Self.tolerance && abs(now.y - frame.y) <= Self.tolerance
                    && abs(now.width - frame.width) <= Self.tolerance && abs(now.height - frame.height) <= Self.tolerance
            })
        }
        return candidates
    }

    /// The device the warning names first (its layout index), the view's item there and what
    /// of it is free: all of its freedom for a view without constraints (it gets the full set),
    /// else what `LayoutDiagnostics` reports, the part not following from another view.
    private static func shown(_ warning: Diagnostic, view: Int, in layouts: [ComponentLayout]) -> (Int, Int, Ambiguity)? {
        // The devices are named before the colon: "… has no width on iPhone SE and iPad: …".
        let statement = warning.message.prefix { $0 != ":" }
        let listsDevices = statement.contains(" on ") && !statement.contains("on every device")
        for (index, layout) in layouts.enumerated() {
            guard let item = layout.item(ofView: view), LayoutReportPolicy.reportedAmbiguity(ofItem: item, in: layout) != nil,
                  !listsDevices || statement.contains(" \(layout.preset.displayName)") else { continue }
            let full = layout.origins.withoutConstraints[item] ? layout.solution.ambiguity[item] : layout.solution.ownAmbiguity[item]
            return (index, item, full)
        }
        return nil
    }

    // MARK: Planning

    /// The attributes a candidate adds or extends, and the `layout:id` a sibling needs.
    struct Plan {
        struct Constraint: Equatable {
            /// `layout:leading`
            let attribute: String
            /// `super inset(16)`
            let value: String
        }
        var constraints: [Constraint] = []
        /// The sibling's view and the id it is given.
        var newID: (view: Int, name: String)?
    }

    private func plan(view: Int, item: Int, free: Ambiguity, in layout: ComponentLayout, siblings: Bool, appending: Bool) -> Plan? {
        let frame = layout.solution.frames[item]
        guard let parent = layout.scene.items[item].parent else { return nil }
        let container = layout.solution.frames[parent]
        let present = Set(tree.elements[document.views[view].element].attributes.map(\.name.qualified))
        var plan = Plan()
        var usedIDs = Set(document.views.compactMap { $0.layoutID?.name })
        func reference(to sibling: Int) -> String? {
            let element = document.views[sibling]
            if let field = element.field { return field.name }
            if let id = element.layoutID { return "id:" + id.name }
            if let newID = plan.newID { return newID.view == sibling ? "id:" + newID.name : nil }
            let name = Self.uniqueName(for: element, avoiding: usedIDs.union(document.views.compactMap { $0.field?.name }))
            usedIDs.insert(name)
            plan.newID = (sibling, name)
            return "id:" + name
        }
        func add(_ attribute: String, _ value: String) -> Bool {
            if present.contains(attribute) && !appending { return false }
            plan.constraints.append(.init(attribute: attribute, value: value))
            return true
        }
        // Positions first, then lengths, as people write them.
        for axis in [LayoutAxis.horizontal, .vertical] where free.position.contains(axis) {
            let horizontal = axis == .horizontal
            let start = horizontal ? frame.x : frame.y
            var placed = false
            if siblings, let sibling = nearestSibling(before: view, item: item, along: axis, in: layout), let name = reference(to: sibling.view) {
                let gap = start - sibling.end
                placed = add(horizontal ? "layout:after" : "layout:below", name + Self.modifier("offset", gap))
            }
            if !placed {
                let inset = start - (horizontal ? container.x : container.y)
                let value = "super" + (inset < 0 ? Self.modifier("offset", inset) : Self.modifier("inset", inset))
                placed = horizontal ? add("layout:leading", value) || add("layout:left", value) : add("layout:top", value)
            }
            guard placed else { return nil }
        }
        for axis in [LayoutAxis.horizontal, .vertical] where free.size.contains(axis) {
            let horizontal = axis == .horizontal
            guard add(horizontal ? "layout:width" : "layout:height", LayoutDiagnostics.format(horizontal ? frame.width : frame.height))
            else { return nil }
        }
        return plan.constraints.isEmpty ? nil : plan
    }

    /// The sibling drawn before the view along the axis (above it, or left of it), nearest to it
    /// and overlapping it across the axis; only one the layout determines, visible, that
    /// constraints place.
    private func nearestSibling(before view: Int, item: Int, along axis: LayoutAxis, in layout: ComponentLayout) -> (view: Int, end: Double)? {
        let frames = layout.solution.frames, frame = frames[item]
        let horizontal = axis == .horizontal
        var best: (view: Int, end: Double)?
        for other in layout.scene.items.indices where other != item && layout.scene.items[other].parent == layout.scene.items[item].parent {
            guard let sibling = layout.view(ofItem: other), layout.solution.ambiguity[other].isEmpty,
                  !layout.uncheckedItems.contains(other), !layout.scene.items[other].isHidden,
                  document.views[sibling].scope == document.views[view].scope else { continue }
            let f = frames[other]
            let end = horizontal ? f.x + f.width : f.y + f.height
            let start = horizontal ? frame.x : frame.y
            let overlaps = horizontal
                ? f.y < frame.y + frame.height && frame.y < f.y + f.height
                : f.x < frame.x + frame.width && frame.x < f.x + f.width
            guard overlaps, end <= start + Self.tolerance, end > (best?.end ?? -.infinity) else { continue }
            best = (sibling, end)
        }
        return best
    }

    /// `offset(8)`; nothing for no distance.
    private static func modifier(_ name: String, _ value: Double) -> String {
        let written = LayoutDiagnostics.format(value)
        return written == "0" || written == "-0" ? "" : " \(name)(\(written))"
    }

    /// The tag with a lower-case first letter (a component's type), numbered past the names taken.
    static func uniqueName(for view: ViewElement, avoiding taken: Set<String>) -> String {
        let base = view.componentType?.name ?? view.tag
        let letters = base.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        var stem = letters.prefix(1).lowercased() + letters.dropFirst()
        if stem.isEmpty || !(stem.first?.isLetter ?? false) { stem = "view" }
        if !taken.contains(stem) { return stem }
        var number = 2
        while taken.contains("\(stem)\(number)") { number += 1 }
        return "\(stem)\(number)"
    }

    // MARK: Edits

    /// The plan's insertions, as one edit spanning them (a fix is one replacement): new
    /// attributes after the view's last `layout:` attribute (else its last attribute), on a
    /// line of their own when the tag's attributes are each on one; a constraint for an
    /// attribute the view has added to its value after a `;`.
    private func edit(for plan: Plan, view: Int) -> Edit? {
        var edits: [Edit] = []
        let element = tree.elements[document.views[view].element]
        var added: [String] = []
        for constraint in plan.constraints {
            if let attribute = element.attribute(constraint.attribute) {
                guard let value = attribute.value, value.quote != nil, value.isClosed else { return nil }
                var end = value.range.upperBound
                let bytes = Array(text.utf8)
                while end > value.range.lowerBound, LayoutFixes.isBlank(bytes[end - 1]) { end -= 1 }
                let separator = end > value.range.lowerBound && bytes[end - 1] == UInt8(ascii: ";") ? " " : "; "
                edits.append(Edit(range: end..<end, replacement: separator + constraint.value))
            } else {
                added.append("\(constraint.attribute)=\"\(constraint.value)\"")
            }
        }
        if !added.isEmpty { edits.append(insertion(of: added, in: element)) }
        if let newID = plan.newID {
            edits.append(insertion(of: ["layout:id=\"\(newID.name)\""], in: tree.elements[document.views[newID.view].element]))
        }
        return Self.merged(edits, in: text)
    }

    private func insertion(of attributes: [String], in element: XMLElementSyntax) -> Edit {
        let bytes = Array(text.utf8)
        let anchor = element.attributes.last(where: { $0.name.prefix == "layout" }) ?? element.attributes.last
        let at = anchor.map { $0.value?.fullRange.upperBound ?? $0.name.range.upperBound } ?? element.name.range.upperBound
        var separator = " "
        if let last = element.attributes.last {
            var start = last.name.range.lowerBound
            while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
            if start > 0, bytes[start - 1] == UInt8(ascii: "\n") {
                separator = "\n" + String(decoding: bytes[start..<last.name.range.lowerBound], as: UTF8.self)
            }
        }
        return Edit(range: at..<at, replacement: attributes.map { separator + $0 }.joined())
    }

    /// Edits that do not touch one another as one, the text between them kept.
    static func merged(_ edits: [Edit], in text: String) -> Edit? {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard let first = sorted.first, let last = sorted.last else { return nil }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.range.upperBound > later.range.lowerBound { return nil }
        if sorted.count == 1 { return first }
        let bytes = Array(text.utf8)
        var replacement: [UInt8] = []
        var position = first.range.lowerBound
        for edit in sorted {
            replacement += bytes[position..<edit.range.lowerBound]
            replacement += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        return Edit(range: first.range.lowerBound..<last.range.upperBound, replacement: String(decoding: replacement, as: UTF8.self))
    }

    // MARK: Titles

    /// "Place this View with `layout:leading="super"` and `layout:top="super inset(20)"`", a
    /// constraint added to an attribute it has ("`super` added to `layout:leading`"), and the
    /// id a sibling is given.
    private func title(of plan: Plan, view: Int) -> String {
        let element = tree.elements[document.views[view].element]
        let items = plan.constraints.map { constraint -> String in
            element.attribute(constraint.attribute) != nil
                ? "`\(constraint.value)` added to `\(constraint.attribute)`"
                : "`\(constraint.attribute)=\"\(constraint.value)\"`"
        }
        var title = "Place \(LayoutDiagnostics.name(of: document.views[view])) with " + Self.list(items)
        if let newID = plan.newID {
            let relation = plan.constraints.contains { $0.attribute == "layout:below" } ? "above" : "before"
            title += ", and `layout:id=\"\(newID.name)\"` on the \(document.views[newID.view].tag) \(relation) it"
        }
        return title
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
