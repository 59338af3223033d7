import ConstraintGrammar
import LayoutSolver
import ReactantAnalysis
import Simplex
import SchemaModel
import XMLSyntax

/// Where each part of a scene comes from in the document, so that solved frames and problems
/// land on the views and constraint text that caused them.
package struct LayoutSceneOrigins: Sendable {
    /// One constraint of the scene: the view whose attribute made it, and the text.
    package struct Constraint: Hashable, Sendable {
        /// Index into `ReactantDocument.views`.
        package let view: Int
        /// `layout:…` as written.
        package let attributeName: String
        /// The constraint's text in the document (inside the attribute value).
        let range: Range<Int>
        /// The attribute's value and the constraint's UTF-8 range in it: its text is read only
        /// for a message, and a scene has a constraint for every one its values make.
        let value: String
        let rangeInValue: Range<Int>

        /// The constraint as written, for messages.
        package var text: String { LayoutSceneBuilder.text(of: rangeInValue, in: Array(value.utf8)) }
    }

    /// Per scene item: the view it is (nil for the root).
    var views: [Int?] = [nil]
    /// Per scene constraint.
    package var constraints: [Constraint] = []
    /// Per scene item: its intrinsic size was a stand-in.
    var nominalSize: [Bool] = [false]
    /// Per scene item: text that wraps, re-measured after a first solve.
    var wrapping: [IntrinsicContentSize.Wrapping?] = [nil]
    /// Per scene item: the view has no `layout:` constraint attribute at all.
    var withoutConstraints: [Bool] = [false]
    /// Whether a stack view's arrangement was approximated.
    var isApproximate = false
    /// Scene items of margins-relative stacks that also take their superview's margins
    /// (`preservesSuperviewLayoutMargins`): their margins are not known.
    var preservesSuperviewMargins: Set<Int> = []
    /// Items with a constraint that could not be read or names no view: the analysis reports
    /// it, and what it leaves undetermined is its consequence, not news (see `UncheckedItems`).
    var brokenItems: Set<Int> = []
    /// Items an unreadable value names as its target.
    var namedByBroken: Set<Int> = []
}

/// The scene of every device at once (`LayoutSceneBuilder.buildForEveryDevice`): every
/// constraint a `layout:` value makes, each with the condition it is installed under. A
/// device's scene keeps those whose condition holds there, in the same order, so building
/// once serves every group of devices.
struct ConditionalScene: Sendable {
    /// Every constraint installed, the root's numbers those of the preset built for.
    let scene: LayoutScene
    let origins: LayoutSceneOrigins
    /// Per scene constraint: its condition in canonical text, nil for none.
    let conditions: [String?]
    /// Per condition, the items with a constraint under it that names no view.
    let incompleteUnder: [String: Set<Int>]

    /// The scene of devices on which each condition comes out as `holds` says.
    func scene(where holds: (String) -> Bool) -> (scene: LayoutScene, origins: LayoutSceneOrigins) {
        var scene = scene, origins = origins
        if conditions.contains(where: { $0 != nil }) {
            let kept = conditions.indices.filter { conditions[$0].map(holds) ?? true }
            scene.constraints = kept.map { self.scene.constraints[$0] }
            origins.constraints = kept.map { self.origins.constraints[$0] }
        }
        for (condition, items) in incompleteUnder where holds(condition) { origins.brokenItems.formUnion(items) }
        return (scene, origins)
    }
}

/// Builds the scene of a document's root component for one device, as the generated code
/// builds the view hierarchy and installs constraints: every view of the root component and
/// of inline component definitions inside it (table-view cells are laid out by their table,
/// at sizes the file does not say, so they are left out); per view, its `layout:` attributes
/// in order; views with any conditional constraint after all others (the generated code
/// installs those in its update pass), each conditional constraint only where it holds
/// (`buildForEveryDevice` keeps them all, with their conditions).
struct LayoutSceneBuilder {
    let document: ReactantDocument
    let tree: XMLSyntaxTree
    let preset: DevicePreset
    /// Nil: decided by the root's `rootView` (a screen's root is the screen's size; any other
    /// component only prefers it, and its content may size it).
    let rootSizeIsRequired: Bool?
    /// Each view's `layout:` constraint attributes with their analyses, by view index, when
    /// the caller builds scenes for several devices (they do not depend on the device).
    var analyses: [Int: [(XMLAttributeSyntax, LayoutValueAnalyses.Entry)]]? = nil
    /// The styles of other files the document's views apply.
    var styles: StyleLibrary = .empty
    /// The views code may lay out, held rather than reported (`FieldLayoutHolds`); nil holds
    /// every view with a field.
    var heldViews: Set<Int>? = nil
    /// Where the `layout:` values are read: the memo the constraint check filled, so the
    /// builder parses none of them again.
    var valueAnalyses: LayoutValueAnalyses = LayoutValueAnalyses()

    /// The document's constraint attributes, by view, and how many constraints they make.
    struct ViewConstraints {
        /// What `analyses` holds; nil past the limit `analyses(of:tree:values:limit:)` was given.
        let byView: [Int: [(XMLAttributeSyntax, LayoutValueAnalyses.Entry)]]?
        /// The constraints the `layout:` values resolve to, conditions not yet applied; past
        /// the limit, the count when it was passed (counting stops there).
        let count: Int
        /// The memo the values were read from, for the values the builder reads besides.
        let values: LayoutValueAnalyses
    }

    /// What `analyses` holds, for every view of the document; past `limit` constraints only
    /// that it was passed: a document that large is not laid out, and reading the rest of its
    /// values would cost as much as checking them.
    static func analyses(
        of document: ReactantDocument, tree: XMLSyntaxTree, values: LayoutValueAnalyses, limit: Int = .max
    ) -> ViewConstraints {
        var result: [Int: [(XMLAttributeSyntax, LayoutValueAnalyses.Entry)]] = [:]
        var count = 0
        for view in document.views {
            let attributes = constraintAttributes(of: tree.elements[view.element], values: values)
            count += attributes.reduce(0) { $0 + $1.1.constraints.count }
            if count > limit { return ViewConstraints(byView: nil, count: count, values: values) }
            result[view.index] = attributes
        }
        return ViewConstraints(byView: result, count: count, values: values)
    }

    func build() -> (scene: LayoutScene, origins: LayoutSceneOrigins)? {
        let traits = preset.traits
        return buildForEveryDevice()?.scene { ConditionEvaluator.evaluate($0, in: traits) == true }
    }

    /// The scene with every constraint whatever its condition (the root's numbers are the
    /// preset's): one build for every device.
    func buildForEveryDevice() -> ConditionalScene? {
        guard document.kind == .component, let root = document.scopes.first, root.origin == .root else { return nil }
        let rootElement = tree.elements[root.element]
        let required = rootSizeIsRequired ?? ReactantVocabulary.readsAsTrue(rootElement.attribute("rootView")?.value?.decoded.value)
        var scene = LayoutScene(
            rootWidth: preset.width, rootHeight: preset.height, rootSizeIsRequired: required,
            safeAreaInsets: required ? preset.safeAreaInsets : .zero, rootLayoutMargin: preset.layoutMargin)
        var origins = LayoutSceneOrigins()

        // Views, in document order (a parent before its children).
        var itemOfView: [Int: Int] = [:]
        var laidOutScopes: Set<Int> = [root.index]
        var definitionItem: [Int: Int] = [:]  // scope → the item of the view that defines it
        let parents = Set(document.views.compactMap(\.parentView))
        let properties = ViewProperties(document: document, tree: tree, library: styles)
        let unsure = UnsureProperties(document: document, properties: properties)
        if !unsure.views.isEmpty { origins.isApproximate = true }
        for view in document.views where laidOutScopes.contains(view.scope) {
            let parent: Int? = if let parentView = view.parentView { itemOfView[parentView] }
                else if view.scope == root.index { 0 } else { definitionItem[view.scope] }
            guard let parent else { continue }
            let values = properties.of(view)
            var item = LayoutScene.Item(parent: parent)
            var size = IntrinsicContentSize.none
            if case .componentDefinition(let scope) = view.role {
                laidOutScopes.insert(scope)
            } else if values.tag == "StackView", !parents.contains(view.index) {
                // An empty stack view is filled in code: its content has a size the file does not give.
                size = IntrinsicContentSize(width: IntrinsicContentSize.nominalImageSide, height: IntrinsicContentSize.nominalImageSide, isNominal: true)
            } else {
                size = IntrinsicContentSize.of(values, resources: styles.resources)
            }
            item.intrinsicWidth = size.width
            item.intrinsicHeight = size.height
            item.firstBaseline = size.firstBaseline
            item.lastBaseline = size.lastBaseline
            item.isHidden = values["isHidden"] == "true"
            item.collapsedAxes = Self.collapsedAxes(of: values)
            // Which views are held rather than reported, and which stacks are not arranged:
            // `LayoutReportPolicy`.
            item.mayBeConstrainedElsewhere = LayoutReportPolicy.isHeld(view, heldViews: heldViews, unsure: unsure)
            item.arrangement = LayoutReportPolicy.arrangesItsViews(view, unsure: unsure) ? Self.arrangement(of: values) : .constraints
            if case .stack(let stack) = item.arrangement, stack.isApproximate { origins.isApproximate = true }
            Self.applyContentPriorities(of: values.element, values: valueAnalyses, to: &item)
            let index = scene.addItem(item)
            itemOfView[view.index] = index
            if case .stack(let stack) = item.arrangement, stack.layoutMargins != nil,
               values["preservesSuperviewLayoutMargins"] == "true" {
                origins.preservesSuperviewMargins.insert(index)
            }
            if case .componentDefinition(let scope) = view.role { definitionItem[scope] = index }
            origins.views.append(view.index)
            origins.nominalSize.append(size.isNominal)
            origins.wrapping.append(size.wrapping)
            origins.withoutConstraints.append(false)
        }

        // Constraints: unconditional views first, then those with a condition.
        var installed = Installation(scene: scene, origins: origins)
        var deferred: [(view: ViewElement, item: Int, attributes: [(XMLAttributeSyntax, LayoutValueAnalyses.Entry)])] = []
        for view in document.views {
            guard let item = itemOfView[view.index] else { continue }
            let attributes = analyses?[view.index] ?? Self.constraintAttributes(of: tree.elements[view.element], values: valueAnalyses)
            installed.origins.withoutConstraints[item] = attributes.isEmpty
            if attributes.contains(where: { $0.1.constraints.contains { $0.condition != nil } }) {
                deferred.append((view, item, attributes))
            } else {
                install(attributes, of: view, item: item, itemOfView: itemOfView, into: &installed)
            }
        }
        for entry in deferred {
            install(entry.attributes, of: entry.view, item: entry.item, itemOfView: itemOfView, into: &installed)
        }
        return ConditionalScene(
            scene: installed.scene, origins: installed.origins, conditions: installed.conditions,
            incompleteUnder: installed.incompleteUnder)
    }

    /// The scene as constraints are installed into it.
    private struct Installation {
        var scene: LayoutScene
        var origins: LayoutSceneOrigins
        var conditions: [String?] = []
        var incompleteUnder: [String: Set<Int>] = [:]

        mutating func incomplete(_ item: Int, under condition: String?) {
            if let condition { incompleteUnder[condition, default: []].insert(item) } else { origins.brokenItems.insert(item) }
        }
    }

    /// A scene `build` made for another device on which every condition comes out the same,
    /// given this device's root: the only other things `build` takes from the preset.
    static func scene(_ scene: LayoutScene, on preset: DevicePreset) -> LayoutScene {
        var scene = scene
        scene.rootWidth = preset.width
        scene.rootHeight = preset.height
        scene.safeAreaInsets = scene.rootSizeIsRequired ? preset.safeAreaInsets : .zero
        scene.rootLayoutMargin = preset.layoutMargin
        return scene
    }

    /// Each `layout:` constraint attribute with its analysis, in document order; a repeated
    /// attribute makes the file malformed, so only the first of a name counts.
    static func constraintAttributes(
        of element: XMLElementSyntax, values: LayoutValueAnalyses = LayoutValueAnalyses()
    ) -> [(XMLAttributeSyntax, LayoutValueAnalyses.Entry)] {
        assert(LayoutAttribute.all.count <= 64)
        var result: [(XMLAttributeSyntax, LayoutValueAnalyses.Entry)] = []
        var seen: UInt64 = 0  // bits by position in `LayoutAttribute.all`
        for attribute in element.attributes {
            guard let index = attribute.name.layoutAttributeIndex, seen & (1 << index) == 0 else { continue }
            seen |= 1 << index
            guard let value = attribute.value, value.isClosed, LayoutAttribute.all[index].isConstraint else { continue }
            result.append((attribute, values.entry(attribute: index, value: value.decoded.value)))
        }
        return result
    }

    private func install(
        _ attributes: [(XMLAttributeSyntax, LayoutValueAnalyses.Entry)], of view: ViewElement, item: Int, itemOfView: [Int: Int],
        into installed: inout Installation
    ) {
        let parent = installed.scene.items[item].parent ?? 0
        let scope = document.scopes[view.scope]
        for (attribute, entry) in attributes {
            guard let value = attribute.value else { continue }
            if entry.hasErrors {
                installed.origins.brokenItems.insert(item)
                for use in entry.targetUses {
                    let declarations = use.isLayoutID ? scope.layoutIDs(named: use.name).map(\.view) : scope.fields(named: use.name).map(\.view)
                    installed.origins.namedByBroken.formUnion(declarations.compactMap { itemOfView[$0] })
                }
            }
            let mapping = ConstraintValueMapping(value: value)
            for resolved in entry.constraints {
                let target: (item: Int, kind: TargetKind)?
                switch resolved.target {
                case .constant: target = nil
                case .superview: target = (parent, .frame)
                case .this: target = (item, .frame)
                case .safeAreaLayoutGuide: target = (parent, .safeArea)
                case .readableContentGuide: target = (parent, .readableContent)
                case .field(let name):
                    let declarations = scope.fields(named: name)
                    guard declarations.count == 1, let found = itemOfView[declarations[0].view] else {
                        installed.incomplete(item, under: resolved.condition)
                        continue
                    }
                    target = (found, .frame)
                case .layoutID(let name):
                    let declarations = scope.layoutIDs(named: name)
                    guard declarations.count == 1, let found = itemOfView[declarations[0].view] else {
                        installed.incomplete(item, under: resolved.condition)
                        continue
                    }
                    target = (found, .frame)
                }
                guard Self.isWithinSolverPrecision(resolved) else {
                    installed.incomplete(item, under: resolved.condition)
                    continue
                }
                let range = mapping.documentRange(resolved.range)
                let origin = LayoutSceneOrigins.Constraint(
                    view: view.index, attributeName: attribute.name.qualified, range: range,
                    value: value.decoded.value, rangeInValue: resolved.range)
                for (anchor, targetAnchor) in Self.anchorPairs(resolved) {
                    let sceneTarget: LayoutScene.Target
                    var constant = resolved.constant
                    if let target {
                        switch target.kind {
                        case .frame: sceneTarget = .item(target.item, targetAnchor)
                        case .safeArea: sceneTarget = .safeArea(ofItem: target.item, targetAnchor)
                        case .readableContent: sceneTarget = .readableContent(ofItem: target.item, targetAnchor)
                        }
                    } else if anchor.isDimension {
                        sceneTarget = .constant
                    } else {
                        // SnapKit reads a number for a position as an offset from the superview's
                        // same anchor; for a centre, from its leading or top edge.
                        let base: FrameAnchor = anchor == .centerX ? .left : anchor == .centerY ? .top : anchor
                        sceneTarget = .item(parent, base)
                        constant = resolved.constant
                    }
                    installed.scene.constraints.append(LayoutScene.Constraint(
                        item: item, anchor: anchor, relation: Self.relation(resolved.relation), target: sceneTarget,
                        multiplier: resolved.multiplier, constant: constant, priority: resolved.priority))
                    installed.origins.constraints.append(origin)
                    installed.conditions.append(resolved.condition)
                }
            }
        }
    }

    private enum TargetKind { case frame, safeArea, readableContent }

    /// Past this many points a constant (or past this factor a multiplier) leaves the solver's
    /// precision: its tolerance is relative (1e-8 of the magnitudes a number came from), so
    /// beside a million points a hundredth of a point is zero, and beside 10^20 a screen's
    /// width is. Conflicts and ambiguity would rest on rounding (each such conflict would name
    /// every required constraint before it, so N such views would cost N² and more), so such a
    /// constraint is not laid out and its view is not judged.
    static let largestSolvableMagnitude = 1e6

    static func isWithinSolverPrecision(_ constraint: ResolvedConstraint) -> Bool {
        !(constraint.constant.magnitude > largestSolvableMagnitude || constraint.multiplier.magnitude > largestSolvableMagnitude)
    }

    /// `size` stands for width and height together (a single target anchor serves both, as
    /// SnapKit pairs them); every other anchor for itself. None for a pair the app crashes on
    /// (`AnchorPairing`): the value's error reports it, and no layout follows.
    static func anchorPairs(_ constraint: ResolvedConstraint) -> [(FrameAnchor, FrameAnchor)] {
        let own = constraint.anchor, target = constraint.targetAnchor ?? constraint.anchor
        guard AnchorPairing.refusal(of: own, to: target) == nil else { return [] }
        switch (own == .size, target == .size) {
        case (true, true): return [(.width, .width), (.height, .height)]
        case (true, false): return [(.width, frameAnchor(target)), (.height, frameAnchor(target))]
        case (false, _): return [(frameAnchor(own), frameAnchor(target))]
        }
    }

    static func frameAnchor(_ anchor: LayoutAnchor) -> FrameAnchor {
        switch anchor {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .left: .left
        case .right: .right
        case .width, .size: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    static func relation(_ relation: ConstraintRelation) -> LayoutRelation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The constraint's text for messages: each run of blanks one space, none at either end.
    static func text(of range: Range<Int>, in utf8: [UInt8]) -> String {
        let clamped = min(range.lowerBound, utf8.count)..<min(range.upperBound, utf8.count)
        let bytes = utf8[clamped]
        // Every scene constraint gets its text, so the usual ASCII text is read byte by byte: its
        // characters are its bytes but for "\r\n", one character, which is no blank.
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return textByCharacter(String(decoding: bytes, as: UTF8.self)) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var blankBefore = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let isLineBreakPair = byte == 13 && index + 1 < bytes.endIndex && bytes[index + 1] == 10
            if !isLineBreakPair && (byte == 32 || byte == 9 || byte == 10 || byte == 13) {
                blankBefore = !result.isEmpty
                index += 1
                continue
            }
            if blankBefore { result.append(32) }
            blankBefore = false
            result.append(byte)
            if isLineBreakPair { result.append(10) }
            index += isLineBreakPair ? 2 : 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text(of:in:)` by characters, for text that is not all ASCII.
    static func textByCharacter(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    // MARK: View properties

    static func arrangement(of properties: ViewProperties.Values) -> LayoutScene.Arrangement {
        func value(_ name: String) -> String? { properties[name] }
        switch properties.tag {
        case "StackView":
            let axis: LayoutAxis = value("axis") == "vertical" ? .vertical : .horizontal
            let distribution: LayoutScene.StackArrangement.Distribution = switch value("distribution") {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
            let alignment: LayoutScene.StackArrangement.Alignment = switch value("alignment") {
            case "leading": .leading
            case "trailing": .trailing
            case "center": .center
            case "firstBaseline": .firstBaseline
            case "lastBaseline": .lastBaseline
            default: .fill
            }
            let spacing = value("spacing").flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0
            var margins: EdgeInsets? = nil
            if value("isLayoutMarginsRelativeArrangement") == "true" {
                // UIView's default margins are 8 on each side; a value the generator rejects is reported, and sets nothing.
                let set = value("layoutMargins").flatMap(InsetsValue.read) ?? InsetsValue(top: 8, left: 8, bottom: 8, right: 8)
                margins = EdgeInsets(top: set.top, left: set.left, bottom: set.bottom, right: set.right)
            }
            return .stack(LayoutScene.StackArrangement(
                axis: axis, spacing: spacing, distribution: distribution, alignment: alignment, layoutMargins: margins))
        case "ScrollView":
            return .scroll
        default:
            return .constraints
        }
    }

    /// The axes Reactant's `visibility="collapsed"` gives a zero length: `collapseAxis`, vertical
    /// unless it says otherwise (`UIView+Visibility.swift`). `hidden` only sets alpha to 0.
    static func collapsedAxes(of properties: ViewProperties.Values) -> Set<LayoutAxis> {
        guard properties["visibility"] == "collapsed" else { return [] }
        switch properties["collapseAxis"] {
        case "horizontal": return [.horizontal]
        case "both": return [.horizontal, .vertical]
        default: return [.vertical]
        }
    }

    /// `layout:compressionPriority[.horizontal|.vertical]` and `layout:huggingPriority…`.
    static func applyContentPriorities(of element: XMLElementSyntax, values: LayoutValueAnalyses, to item: inout LayoutScene.Item) {
        for attribute in element.attributes {
            guard let index = attribute.name.layoutAttributeIndex, LayoutAttribute.all[index].kind == .priority,
                  let value = attribute.value?.decoded.value,
                  let priority = values.entry(attribute: index, value: value).priority else { continue }
            let name = LayoutAttribute.all[index].name
            let horizontal = !name.hasSuffix(".vertical"), vertical = !name.hasSuffix(".horizontal")
            if name.hasPrefix("compression") {
                if horizontal { item.compressionHorizontal = priority }
                if vertical { item.compressionVertical = priority }
            } else {
                if horizontal { item.huggingHorizontal = priority }
                if vertical { item.huggingVertical = priority }
            }
        }
    }
}

