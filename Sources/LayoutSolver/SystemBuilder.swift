import Simplex

/// A solved system, kept to solve a similar scene from (see `LayoutEngine.solve(_:from:isCancelled:)`).
public struct LayoutSystem: Sendable {
    let builder: SystemBuilder
    /// How this system was made (for a scene solved in rounds, how its first round was).
    public let strategy: SolveStrategy

    /// Whether a required constraint was rejected: such a system is only moved to another
    /// device of its group, where every rejection is shown again (`SystemBuilder.moveRoot`),
    /// never changed into another scene; it is no start for a later version.
    public var hasConflicts: Bool { !builder.conflicts.isEmpty }
}

/// Builds and solves the system of one scene.
struct SystemBuilder {
    /// Another device's root numbers may replace the scene's (`init(scene:movingRootOf:safeArea:)`).
    var scene: LayoutScene
    var solver = SimplexSolver()
    /// Frame variables per item.
    var x: [LayoutVariable] = [], y: [LayoutVariable] = [], width: [LayoutVariable] = [], height: [LayoutVariable] = []
    /// Content-area size of scroll views, made when first used.
    var contentSize: [Int: (width: LayoutVariable, height: LayoutVariable)] = [:]
    /// Readable content guide frame of an item, made when first used.
    var readableGuide: [Int: (x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable)] = [:]
    /// The system's constraints in installation order, with where each came from: gathered
    /// first, then placed (`build`) or compared with a previous system's (`resolve`); then
    /// the pins `pinWhatIsFree` adds.
    var planned: [PlannedConstraint] = []
    /// How many of `planned` `plan` gathered: the rest are holds and pins, read from a solve.
    var planCount = 0
    /// The solver's ID of each planned constraint; nil for one rejected as a conflict.
    var placed: [ConstraintID?] = []
    var sources = ConstraintTable<LayoutSolution.Source>()
    var conflicts: [LayoutSolution.Conflict] = []
    /// Where each rejected constraint is in `planned`, and the ID it was rejected under, in
    /// the order of `conflicts`.
    var rejected: [(index: Int, id: ConstraintID)] = []
    /// Ancestors of each item, nearest first (the item itself excluded).
    let ancestors: [[Int]]
    /// How nested views' safe areas enter this solve.
    var safeArea = SafeAreaModel()
    /// The variables of safe-area edges whose form is not known, made when first used.
    var unknownSafeEdges: [SafeAreaModel.Key: LayoutVariable] = [:]
    /// Per item whose safe area is read (and its ancestors): whether its position or length
    /// on each axis was free before any hold (a held place is no place), the safe-area edges
    /// not known still free.
    var freeBeforeHolds: [Int: (horizontal: Bool, vertical: Bool)] = [:]
    /// Items whose measures (intrinsic size, baselines) differ from those of the scene the
    /// system was solved for, while it is moved to this scene (`moveRoot`).
    var remeasured: Set<Int> = []
    /// The previous solve's pins, still in the solver but out of `planned` while the system is
    /// moved to another device of its group or changed into another scene (`SystemBuilder+KeptPins`).
    var keptPins: [KeptPin] = []
    /// The pins `pinWhatIsFree` left out, their variables decided by the stronger levels
    /// (`SimplexSolver.addPins`), weakest last; kept with `keptPins`.
    var skippedPins: [Pin] = []

    /// A constraint of `planned` and where it came from. A struct, not a tuple: every solved
    /// system holds hundreds, and an array of tuples is copied and freed element by element
    /// through the runtime's generic tuple witnesses.
    struct PlannedConstraint {
        var constraint: SolverConstraint
        let source: LayoutSolution.Source
    }

    /// A pin of `keptPins`, with the ID the solver holds it under.
    struct KeptPin {
        let constraint: SolverConstraint
        let source: LayoutSolution.Source
        let id: ConstraintID
    }

    /// A pin of `pinWhatIsFree`: a free variable of a view code may place, held at zero at a level of its own.
    struct Pin {
        let constraint: SolverConstraint
        let source: LayoutSolution.Source
        let variable: LayoutVariable
    }

    init(scene: LayoutScene) {
        self.scene = scene
        var ancestors: [[Int]] = []
        ancestors.reserveCapacity(scene.items.count)
        // A chain of parents that loops is cut where it comes back. The items on the chain are
        // marked in one array, cleared after each chain: a set per item was a tenth of making
        // a builder, which every device's solve does.
        var onChain = [Bool](repeating: false, count: scene.items.count)
        for index in scene.items.indices {
            var chain: [Int] = []
            onChain[index] = true
            var current = scene.items[index].parent
            while let parent = current, scene.items.indices.contains(parent), !onChain[parent] {
                onChain[parent] = true
                chain.append(parent)
                current = scene.items[parent].parent
            }
            onChain[index] = false
            for parent in chain { onChain[parent] = false }
            ancestors.append(chain)
        }
        self.ancestors = ancestors
    }

    /// False when cancelled part way (the system is then incomplete).
    mutating func build(isCancelled: () -> Bool) -> Bool {
        for _ in scene.items.indices {
            x.append(solver.makeVariable())
            y.append(solver.makeVariable())
            width.append(solver.makeVariable())
            height.append(solver.makeVariable())
        }
        guard plan(isCancelled: isCancelled) else { return false }
        for (index, entry) in planned.enumerated() {
            if index % 64 == 63, isCancelled() { return false }
            let (constraint, source) = (entry.constraint, entry.source)
            do {
                let id = try solver.addDeferringOptimization(constraint)
                sources[id] = source
                placed.append(id)
            } catch {
                sources[error.rejected] = source
                let set = error.constraints.compactMap { sources[$0] }
                conflicts.append(LayoutSolution.Conflict(constraints: set, broken: source))
                rejected.append((index, error.rejected))
                placed.append(nil)
            }
        }
        guard solver.optimize(isCancelled: isCancelled) else { return false }
        return holdWhatIsFree(isCancelled: isCancelled)
    }

    /// After the first optimisation: notes what decides safe-area forms while unknown edges are
    /// still free, then holds those edges and what code elsewhere may constrain; false when
    /// cancelled.
    mutating func holdWhatIsFree(isCancelled: () -> Bool) -> Bool {
        guard noteFreedomBeforeHolds(isCancelled: isCancelled) else { return false }
        if holdUnknownSafeEdges(), !solver.optimize(isCancelled: isCancelled) { return false }
        return pinWhatIsFree(isCancelled: isCancelled)
    }

    /// Notes which items deciding a safe-area form are free (before any hold or pin is added);
    /// false when cancelled.
    mutating func noteFreedomBeforeHolds(isCancelled: () -> Bool) -> Bool {
        let items = Set(safeArea.forms.keys.flatMap { [$0.item] + ancestors[$0.item] }).sorted()
        guard !items.isEmpty else { return true }
        guard let free = ambiguityWithoutKeptPins(of: items.flatMap { [x[$0], y[$0], width[$0], height[$0]] }, isCancelled: isCancelled)
        else { return false }
        for (position, item) in items.enumerated() {
            let at = 4 * position
            freeBeforeHolds[item] = (horizontal: free[at] || free[at + 2], vertical: free[at + 1] || free[at + 3])
        }
        return true
    }

    func wasFreeBeforeHolds(_ item: Int, _ axis: LayoutAxis) -> Bool {
        guard let free = freeBeforeHolds[item] else { return false }
        return axis == .horizontal ? free.horizontal : free.vertical
    }

    /// Gathers the scene's constraints into `planned`, in installation order; false when
    /// cancelled part way.
    mutating func plan(isCancelled: () -> Bool) -> Bool {
        // Asked between stretches of work, not for every constraint.
        var stretch = 0
        func cancelled() -> Bool {
            stretch += 1
            return stretch % 64 == 0 && isCancelled()
        }
        addRoot()
        for index in scene.items.indices where !scene.items[index].collapsedAxes.isEmpty {
            addCollapse(index)
        }
        for index in scene.items.indices {
            if case .stack(let stack) = scene.items[index].arrangement { arrange(stack: index, stack) }
        }
        for (index, constraint) in scene.constraints.enumerated() {
            if cancelled() { return false }
            guard let relation = linear(constraint) else { continue }
            add(relation, .scene(index))
        }
        for index in scene.items.indices {
            if cancelled() { return false }
            addIntrinsicSize(index)
        }
        planCount = planned.count
        return true
    }

    /// Each safe-area edge whose form is not known is held where the last solve put it, at a
    /// level of its own below any priority a user can write (so holds never trade off against
    /// each other): it decides nothing the file's constraints do not. Whether any was added.
    mutating func holdUnknownSafeEdges() -> Bool {
        let keys = unknownSafeEdges.keys.sorted()
        for (rank, key) in keys.enumerated() {
            guard case .unknown(let value) = safeArea.forms[key], let variable = unknownSafeEdges[key] else { continue }
            let level = LayoutEngine.unknownSafeEdgePriority * (1 - Double(rank) / Double(keys.count + 1))
            let hold = SolverConstraint(
                LinearExpression(variable), .equal, LinearExpression(constant: value), priority: LayoutPriority(level))
            // Optional: it cannot conflict.
            guard let id = try? solver.addDeferringOptimization(hold) else { continue }
            planned.append(PlannedConstraint(constraint: hold, source: .safeArea(item: key.item)))
            placed.append(id)
            sources[id] = .safeArea(item: key.item)
        }
        return !keys.isEmpty
    }

    /// Holds what code elsewhere may constrain (`mayBeConstrainedElsewhere`) where the optimum
    /// leaves it free, and optimises again; false when cancelled.
    ///
    /// Each free variable is pinned at a level of its own, below every other priority, the
    /// first in document order (x, y, width, height of each view) strongest: pins sharing one
    /// level would trade off wherever the scene links the held values (a view placed after
    /// another whose width is free), leaving a combination of them free. One level each makes
    /// the optimum unique on every pinned variable, the strongest settled first. A pin on a
    /// variable the optimum already fixes would add a constant, so only the free ones get one
    /// (most are fixed; a pin is a row, two error symbols and a level of pivots), and one whose
    /// variable the stronger pins decide is left out (`SimplexSolver.addPins`). A system
    /// moved to another device keeps its pins where they are the same (`SystemBuilder+KeptPins`).
    mutating func pinWhatIsFree(isCancelled: () -> Bool) -> Bool {
        let held = scene.items.indices.filter { scene.items[$0].mayBeConstrainedElsewhere }
        guard !held.isEmpty else {
            guard !keptPins.isEmpty else { return true }
            dropKeptPins()
            return solver.optimize(isCancelled: isCancelled)
        }
        var variables: [LayoutVariable] = []  // four per held item
        variables.reserveCapacity(4 * held.count)
        for index in held {
            variables.append(x[index])
            variables.append(y[index])
            variables.append(width[index])
            variables.append(height[index])
        }
        guard let free = ambiguityWithoutKeptPins(of: variables, isCancelled: isCancelled) else { return false }
        let pinned = free.indices.filter { free[$0] }
        let pins = pinned.enumerated().map { rank, position in
            Pin(constraint: SolverConstraint(LinearExpression(variables[position]), .equal, LinearExpression(constant: 0),
                                             priority: Self.pinPriority(rank: rank, of: pinned.count)),
                source: .elsewhere(item: held[position / 4]), variable: variables[position])
        }
        if reinstateKeptPins(ifEqualTo: pins) { return addSkippedPinsNoLongerDecided(isCancelled: isCancelled) }
        // `addPins` reads which variables the optimum decides: it must be reached without the
        // old pins first.
        if !keptPins.isEmpty {
            dropKeptPins()
            guard solver.optimize(isCancelled: isCancelled) else { return false }
        }
        skippedPins = []
        guard !pins.isEmpty else { return true }
        let ids = solver.addPins(pins.map { ($0.constraint, $0.variable) })
        for (pin, id) in zip(pins, ids) {
            guard let id else {
                skippedPins.append(pin)
                continue
            }
            place(pin, id: id)
        }
        return solver.optimize(isCancelled: isCancelled)
    }

    /// Records a pin the solver holds under `id`.
    mutating func place(_ pin: Pin, id: ConstraintID) {
        planned.append(PlannedConstraint(constraint: pin.constraint, source: pin.source))
        placed.append(id)
        sources[id] = pin.source
    }

    /// The level of the pin of rank `rank` (0 first) among `count`: distinct, decreasing, all
    /// below the arrangement's tie-breakers (`tieBreakPriority`) and every priority
    /// a user can write.
    static func pinPriority(rank: Int, of count: Int) -> LayoutPriority {
        let top = Self.tieBreakPriority.value / 2, bottom = LayoutPriority.lowest
        return LayoutPriority(bottom + (top - bottom) * Double(count - rank) / Double(count))
    }

    func solution() -> LayoutSolution {
        let count = scene.items.count
        // By item: x, y, width and height in four runs.
        let ambiguous = solver.ambiguity(of: x + y + width + height)
        var frames: [Frame] = [], ambiguity: [Ambiguity] = []
        for index in scene.items.indices {
            frames.append(Frame(
                x: solver.value(of: x[index]), y: solver.value(of: y[index]),
                width: solver.value(of: width[index]), height: solver.value(of: height[index])))
            var item = Ambiguity()
            if ambiguous[index] { item.position.insert(.horizontal) }
            if ambiguous[count + index] { item.position.insert(.vertical) }
            if ambiguous[2 * count + index] { item.size.insert(.horizontal) }
            if ambiguous[3 * count + index] { item.size.insert(.vertical) }
            ambiguity.append(item)
        }
        let sources = FreedomSources(self, ambiguity: ambiguity)
        return LayoutSolution(
            frames: frames, ambiguity: ambiguity, ownAmbiguity: sources.own, followers: sources.followers, conflicts: conflicts)
    }

    // MARK: Adding

    mutating func add(_ constraint: SolverConstraint, _ source: LayoutSolution.Source) {
        planned.append(PlannedConstraint(constraint: constraint, source: source))
    }

    mutating func addRoot() {
        for constraint in rootConstraints() { add(constraint, .rootSize) }
    }

    /// The root at the origin, with the scene's size (required or preferred).
    func rootConstraints() -> [SolverConstraint] {
        let priority = scene.rootSizeIsRequired ? LayoutPriority.required : LayoutPriority(LayoutEngine.preferredRootSizePriority)
        return [
            SolverConstraint(LinearExpression(x[0]), .equal, LinearExpression(constant: 0)),
            SolverConstraint(LinearExpression(y[0]), .equal, LinearExpression(constant: 0)),
            SolverConstraint(LinearExpression(width[0]), .equal, LinearExpression(constant: scene.rootWidth), priority: priority),
            SolverConstraint(LinearExpression(height[0]), .equal, LinearExpression(constant: scene.rootHeight), priority: priority),
        ]
    }

    /// Reactant's `visibility = .collapsed`: a required zero width and/or height (`collapseAxis`),
    /// activated as the property is set, before the view's constraints are made.
    mutating func addCollapse(_ index: Int) {
        for axis in [LayoutAxis.horizontal, .vertical] where scene.items[index].collapsedAxes.contains(axis) {
            let length = axis == .horizontal ? width[index] : height[index]
            add(SolverConstraint(LinearExpression(length), .equal, LinearExpression(constant: 0)), .collapse(item: index))
        }
    }

    /// UIKit holds a view at its intrinsic size with two optional constraints per axis:
    /// no smaller (compression resistance) and no larger (content hugging).
    mutating func addIntrinsicSize(_ index: Int) {
        for constraint in intrinsicSizeConstraints(index) { add(constraint, .intrinsicSize(item: index)) }
    }

    /// `addIntrinsicSize`'s constraints, in the order they are added.
    func intrinsicSizeConstraints(_ index: Int) -> [SolverConstraint] {
        let item = scene.items[index]
        var constraints: [SolverConstraint] = []
        let axes: [(Double?, LayoutVariable, Double, Double)] = [
            (item.intrinsicWidth, width[index], item.compressionHorizontal, item.huggingHorizontal),
            (item.intrinsicHeight, height[index], item.compressionVertical, item.huggingVertical),
        ]
        for (size, variable, compression, hugging) in axes {
            guard let size, size.isFinite else { continue }
            constraints.append(SolverConstraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: size),
                                                priority: LayoutPriority(clamped: compression)))
            constraints.append(SolverConstraint(LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: size),
                                                priority: LayoutPriority(clamped: hugging)))
        }
        return constraints
    }

    // MARK: Constraints of the scene

    /// The constraint as a relation between frame variables, or nil when AutoLayout would not
    /// accept it (`FrameAnchor.canRelate`).
    mutating func linear(_ constraint: LayoutScene.Constraint) -> SolverConstraint? {
        guard scene.items.indices.contains(constraint.item), constraint.multiplier.isFinite, constraint.constant.isFinite,
              constraint.priority.isFinite, constraint.priority > 0 else { return nil }
        let lhs = frameExpression(constraint.item, constraint.anchor)
        let priority = LayoutPriority(clamped: constraint.priority)
        guard case let (targetItem?, targetAnchor?) = (constraint.target.item, constraint.target.anchor) else {
            return SolverConstraint(lhs, constraint.relation, LinearExpression(constant: constraint.constant), priority: priority)
        }
        guard scene.items.indices.contains(targetItem), constraint.anchor.canRelate(to: targetAnchor) else { return nil }
        let rhs: LinearExpression
        switch constraint.target {
        case .constant: return nil
        case .item:
            if case .scroll = scene.items[targetItem].arrangement, scene.items[constraint.item].parent == targetItem,
               targetAnchor.isEdge {
                rhs = contentExpression(targetItem, targetAnchor)
            } else {
                rhs = frameExpression(targetItem, targetAnchor)
            }
        case .safeArea: rhs = safeAreaExpression(targetItem, targetAnchor)
        case .readableContent: rhs = readableExpression(targetItem, targetAnchor)
        }
        if constraint.multiplier == 1 || constraint.anchor.isDimension {
            return SolverConstraint(lhs, constraint.relation, rhs * constraint.multiplier + constraint.constant, priority: priority)
        }
        // A position times a multiplier is measured in the common ancestor's bounds.
        let origin = originExpression(commonAncestor(constraint.item, targetItem), axis: constraint.anchor.axis)
        return SolverConstraint(
            lhs - origin, constraint.relation, (rhs - origin) * constraint.multiplier + constraint.constant, priority: priority)
    }

    func frameExpression(_ item: Int, _ anchor: FrameAnchor) -> LinearExpression {
        let view = scene.items[item]
        switch anchor {
        case .left, .leading: return LinearExpression(x[item])
        case .right, .trailing: return LinearExpression(x[item]) + LinearExpression(width[item])
        case .top: return LinearExpression(y[item])
        case .bottom: return LinearExpression(y[item]) + LinearExpression(height[item])
        case .width: return LinearExpression(width[item])
        case .height: return LinearExpression(height[item])
        case .centerX: return LinearExpression(x[item]) + LinearExpression(width[item], coefficient: 0.5)
        case .centerY: return LinearExpression(y[item]) + LinearExpression(height[item], coefficient: 0.5)
        case .firstBaseline:
            guard let offset = view.firstBaseline else { return frameExpression(item, .bottom) }
            return LinearExpression(y[item]) + offset
        case .lastBaseline:
            guard let offset = view.lastBaseline else { return frameExpression(item, .bottom) }
            return LinearExpression(y[item]) + offset
        }
    }

    /// A scroll view's content area starts at its origin (no scrolling) and has its own size.
    mutating func contentExpression(_ item: Int, _ anchor: FrameAnchor) -> LinearExpression {
        let size: (width: LayoutVariable, height: LayoutVariable)
        if let known = contentSize[item] {
            size = known
        } else {
            size = (solver.makeVariable(), solver.makeVariable())
            contentSize[item] = size
        }
        switch anchor {
        case .right, .trailing: return LinearExpression(x[item]) + LinearExpression(size.width)
        case .bottom: return LinearExpression(y[item]) + LinearExpression(size.height)
        default: return frameExpression(item, anchor)
        }
    }

    /// A view's safe area layout guide: the root's frame inset by the root's insets; a nested
    /// view's edge is the root's safe edge where it reaches into the inset, else its own
    /// (`SafeAreaModel`).
    mutating func safeAreaExpression(_ item: Int, _ anchor: FrameAnchor) -> LinearExpression {
        switch anchor {
        case .left, .leading: return safeEdgeExpression(item, .left)
        case .right, .trailing: return safeEdgeExpression(item, .right)
        case .top: return safeEdgeExpression(item, .top)
        case .bottom, .firstBaseline, .lastBaseline: return safeEdgeExpression(item, .bottom)
        case .width: return safeEdgeExpression(item, .right) - safeEdgeExpression(item, .left)
        case .height: return safeEdgeExpression(item, .bottom) - safeEdgeExpression(item, .top)
        case .centerX: return (safeEdgeExpression(item, .left) + safeEdgeExpression(item, .right)) * 0.5
        case .centerY: return (safeEdgeExpression(item, .top) + safeEdgeExpression(item, .bottom)) * 0.5
        }
    }

    mutating func safeEdgeExpression(_ item: Int, _ edge: SafeAreaModel.Edge) -> LinearExpression {
        let insets = scene.safeAreaInsets
        let rootSafeEdge: LinearExpression = switch edge {
        case .top: frameExpression(0, .top) + insets.top
        case .left: frameExpression(0, .left) + insets.left
        case .bottom: frameExpression(0, .bottom) - insets.bottom
        case .right: frameExpression(0, .right) - insets.right
        }
        if item == 0 { return rootSafeEdge }
        let own: LinearExpression = switch edge {
        case .top: frameExpression(item, .top)
        case .left: frameExpression(item, .left)
        case .bottom: frameExpression(item, .bottom)
        case .right: frameExpression(item, .right)
        }
        let key = SafeAreaModel.Key(item: item, edge: edge)
        switch safeArea.forms[key] {
        case nil, .ownEdge?: return own
        case .rootEdge?: return rootSafeEdge
        case .unknown?:
            if let known = unknownSafeEdges[key] { return LinearExpression(known) }
            let variable = solver.makeVariable()
            unknownSafeEdges[key] = variable
            return LinearExpression(variable)
        }
    }

    /// The readable content guide: inside the layout margins, at most `readableWidth` wide,
    /// centred; vertically the layout margins.
    mutating func readableExpression(_ item: Int, _ anchor: FrameAnchor) -> LinearExpression {
        let guide: (x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable)
        if let known = readableGuide[item] {
            guide = known
        } else {
            guide = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
            readableGuide[item] = guide
            defineReadableGuide(item, guide)
        }
        switch anchor {
        case .left, .leading: return LinearExpression(guide.x)
        case .right, .trailing: return LinearExpression(guide.x) + LinearExpression(guide.width)
        case .top: return LinearExpression(guide.y)
        case .bottom, .firstBaseline, .lastBaseline: return LinearExpression(guide.y) + LinearExpression(guide.height)
        case .width: return LinearExpression(guide.width)
        case .height: return LinearExpression(guide.height)
        case .centerX: return LinearExpression(guide.x) + LinearExpression(guide.width, coefficient: 0.5)
        case .centerY: return LinearExpression(guide.y) + LinearExpression(guide.height, coefficient: 0.5)
        }
    }

    mutating func defineReadableGuide(
        _ item: Int, _ guide: (x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable)
    ) {
        for constraint in readableGuideDefinition(item, guide) { add(constraint, .guide(item: item)) }
    }

    /// The constraints that place an item's readable content guide, in the order they are added.
    func readableGuideDefinition(
        _ item: Int, _ guide: (x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable)
    ) -> [SolverConstraint] {
        let margin = item == 0 ? scene.rootLayoutMargin : LayoutEngine.defaultLayoutMargin
        let inner = LinearExpression(width[item]) - 2 * margin
        var definition: [SolverConstraint] = []
        if item == 0, scene.rootSizeIsRequired {
            // UIKit computes the guide from the bounds: for a root of known width it is a number.
            let known = Swift.max(0, Swift.min(scene.rootWidth - 2 * margin, LayoutEngine.readableWidth))
            definition.append(SolverConstraint(LinearExpression(guide.width), .equal, LinearExpression(constant: known)))
        } else {
            definition.append(SolverConstraint(LinearExpression(guide.width), .lessThanOrEqual, inner))
            definition.append(SolverConstraint(
                LinearExpression(guide.width), .lessThanOrEqual, LinearExpression(constant: LayoutEngine.readableWidth)))
            definition.append(SolverConstraint(
                LinearExpression(guide.width), .equal, inner, priority: LayoutPriority(LayoutEngine.preferredRootSizePriority)))
        }
        definition.append(SolverConstraint(
            LinearExpression(guide.x) + LinearExpression(guide.width, coefficient: 0.5), .equal,
            LinearExpression(x[item]) + LinearExpression(width[item], coefficient: 0.5)))
        definition.append(SolverConstraint(LinearExpression(guide.y), .equal, LinearExpression(y[item]) + LayoutEngine.defaultLayoutMargin))
        definition.append(SolverConstraint(
            LinearExpression(guide.height), .equal, LinearExpression(height[item]) - 2 * LayoutEngine.defaultLayoutMargin))
        return definition
    }

    func originExpression(_ item: Int, axis: LayoutAxis) -> LinearExpression {
        LinearExpression(axis == .horizontal ? x[item] : y[item])
    }

    /// The nearest view containing both (a view contains itself); the root when there is none.
    func commonAncestor(_ first: Int, _ second: Int) -> Int {
        let firstChain = [first] + ancestors[first]
        let secondChain = Set([second] + ancestors[second])
        return firstChain.first { secondChain.contains($0) } ?? 0
    }
}

extension LayoutScene.Target {
    var item: Int? {
        switch self {
        case .constant: nil
        case .item(let item, _), .safeArea(let item, _), .readableContent(let item, _): item
        }
    }

    var anchor: FrameAnchor? {
        switch self {
        case .constant: nil
        case .item(_, let anchor), .safeArea(_, let anchor), .readableContent(_, let anchor): anchor
        }
    }
}

extension FrameAnchor {
    /// The anchors a scroll view's children bind to its content area.
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}

extension LayoutPriority {
    /// A priority as UIKit takes it: at most required, and above zero.
    init(clamped value: Double) {
        self.init(Swift.min(1000, Swift.max(value.isFinite ? value : 1000, 0.001)))
    }
}
