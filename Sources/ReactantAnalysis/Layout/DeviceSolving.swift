import ConstraintGrammar
import LayoutSolver
import Support

/// Solving a document's scene on every built-in device in order (`LayoutCheck.layouts`):
/// which devices share a solution, which system each device's solve starts from, and which
/// systems the next version starts from.
///
/// Each device is solved from the last system of its group of traits, whose scene differs only
/// by the root's numbers (no constraint leaves or enters the tableau), else from the previous
/// device's, whose scene differs by the constraints conditions add or drop; an earlier
/// version's systems stand in for those not solved yet.
struct DeviceSolving {
    /// One device's problem.
    struct Device: Sendable {
        let preset: DevicePreset
        /// The document's conditions' outcomes on the device: its group of traits.
        let outcomes: [Bool?]
        let scene: LayoutScene
        let origins: LayoutSceneOrigins
        let key: SceneKey

        /// The device's layout, solved from `start` (nil: afresh); nil when cancelled part way.
        func solve(from start: LayoutSystem?, isCancelled: () -> Bool) -> (layout: ComponentLayout, system: LayoutSystem)? {
            ComponentLayout.solve(scene, origins: origins, preset: preset, from: start, isCancelled: isCancelled)
        }

        /// `solve(from:isCancelled:)` unless it would build the system afresh (see
        /// `ComponentLayout.solveContinuing`).
        func solveContinuing(
            from start: LayoutSystem, isCancelled: () -> Bool
        ) -> (solved: (layout: ComponentLayout, system: LayoutSystem)?, cancelled: Bool) {
            ComponentLayout.solveContinuing(scene, origins: origins, preset: preset, from: start, isCancelled: isCancelled)
        }
    }

    /// In `DevicePreset.all`'s order.
    let devices: [Device]
    private let conditions: [String]
    private let reusesSystems: Bool
    /// Devices whose scenes pose the same problem share one solution: a component that is no
    /// screen only prefers the device's size, so without conditions every device is alike.
    private var solved: [SceneKey: ComponentLayout] = [:]
    private var system: LayoutSystem?
    private var systemOfGroup: [[Bool?]: LayoutSystem]
    /// What the next version solves from: a system with conflicts is never changed into another
    /// scene, so a group that conflicts in this version keeps the last conflict-free system it
    /// had (an earlier version's), and the next version, most often conflict-free again, moves
    /// that instead of building every device afresh.
    private var keptOfGroup: [[Bool?]: LayoutSystem]
    private var keptLast: LayoutSystem?
    /// The devices laid out so far, in order.
    private(set) var layouts: [ComponentLayout] = []
    /// How many devices `solveSideBySide` solved side by side (a probe for tests).
    private(set) var solvedSideBySide = 0
    /// How many first devices of a group `solveSideBySide` solved afresh ahead and took, the
    /// system before them not being one to change (a probe for tests).
    private(set) var tookFreshFirstOfGroup = 0
    /// How many first devices of a group `solveSideBySide` solved afresh ahead (a probe for tests).
    private(set) var solvedFreshFirstOfGroup = 0

    /// - Parameter earlier: an earlier version's systems, used by group where its conditions
    ///   were these, else its last; ignored unless `reusesSystems`.
    init(conditional: ConditionalScene, conditions: [String], earlier: SolvedLayoutSystems?, reusesSystems: Bool) {
        var built: [[Bool?]: (scene: LayoutScene, origins: LayoutSceneOrigins)] = [:]
        devices = DevicePreset.all.map { preset in
            let outcomes = conditions.map { ConditionEvaluator.evaluate($0, in: preset.traits) }
            let group: (scene: LayoutScene, origins: LayoutSceneOrigins)
            if let known = built[outcomes] {
                group = known
            } else {
                let holds = Dictionary(uniqueKeysWithValues: zip(conditions, outcomes))
                group = conditional.scene { holds[$0] == true }
                built[outcomes] = group
            }
            let scene = LayoutSceneBuilder.scene(group.scene, on: preset)
            return Device(preset: preset, outcomes: outcomes, scene: scene, origins: group.origins, key: SceneKey(scene, conditions: outcomes))
        }
        self.conditions = conditions
        self.reusesSystems = reusesSystems
        let earlier = reusesSystems ? earlier : nil
        system = earlier?.last
        systemOfGroup = earlier?.conditions == conditions ? earlier?.byGroup ?? [:] : [:]
        keptOfGroup = systemOfGroup
        keptLast = system
    }

    /// Appends the layout of a device whose problem is solved already; false when it must be solved.
    mutating func takeSolved(_ device: Device) -> Bool {
        guard let known = solved[device.key] else { return false }
        layouts.append(known.for(device.preset))
        return true
    }

    /// The system the device's solve starts from (nil: afresh).
    func start(for device: Device) -> LayoutSystem? {
        reusesSystems ? systemOfGroup[device.outcomes] ?? system : nil
    }

    mutating func record(_ device: Device, layout: ComponentLayout, system solvedSystem: LayoutSystem) {
        system = solvedSystem
        systemOfGroup[device.outcomes] = solvedSystem
        if !solvedSystem.hasConflicts {
            keptOfGroup[device.outcomes] = solvedSystem
            keptLast = solvedSystem
        }
        solved[device.key] = layout
        layouts.append(layout)
    }

    /// The systems the next version solves from (nil when none was ever solved conflict-free).
    var systems: SolvedLayoutSystems? {
        keptLast.map { SolvedLayoutSystems(conditions: conditions, byGroup: keptOfGroup, last: $0) }
    }

    /// Solves the devices one after another; nil when cancelled part way.
    mutating func solveInOrder(isCancelled: () -> Bool) -> [ComponentLayout]? {
        for device in devices {
            if isCancelled() { return nil }
            if takeSolved(device) { continue }
            guard let (layout, solvedSystem) = device.solve(from: start(for: device), isCancelled: isCancelled) else { return nil }
            record(device, layout: layout, system: solvedSystem)
        }
        return layouts
    }

    /// The same answer as `solveInOrder`, with devices solved ahead of their turn where the
    /// answer cannot depend on the devices before them (`SolvesAhead`, two lanes):
    /// - from the start, the first of each later group of traits that an earlier version left
    ///   a system for: nothing solved before it can change where it starts;
    /// - from the start, afresh, the first of each later group that no earlier version left a
    ///   system for (the first stage after the document opens, or after its conditions
    ///   change): in its turn it starts from the device before it, another group's system,
    ///   which on a long document is most often built afresh anyway (the change of scene costs
    ///   more);
    /// - once a device's solve starts from a system with conflicts that cannot be moved to it
    ///   (a version with a contradiction that comes and goes with the root's size: each device
    ///   after it may be built afresh), every later
    ///   device, afresh, largest screen first (the longest solves).
    /// A device solved afresh ahead first asks in its turn whether the system it starts from
    /// can be changed into its own (`Device.solveContinuing`), and takes the fresh solve only
    /// where not, as solving in order would. Nil when cancelled part way.
    mutating func solveSideBySide(isCancelled: () -> Bool) async -> [ComponentLayout]? {
        let ahead = SolvesAhead()
        defer { ahead.stop() }
        var groups = Set<[Bool?]>()
        var known: [SolvesAhead.Job] = []
        var speculative = Set<Int>(), afreshAtOnce: [SolvesAhead.Job] = []
        for (index, device) in devices.enumerated() where groups.insert(device.outcomes).inserted && index > 0 {
            if systemOfGroup[device.outcomes] != nil {
                known.append(.init(index: index, device: device, start: start(for: device)))
            } else if reusesSystems {
                speculative.insert(index)
                afreshAtOnce.append(.init(index: index, device: device, start: nil))
            }
        }
        // Devices solved ahead afresh rather than from the start they have in their turn.
        var afresh = speculative
        ahead.add(known + afreshAtOnce)
        solvedFreshFirstOfGroup = afreshAtOnce.count
        var launched = false
        for (index, device) in devices.enumerated() {
            if isCancelled() { return nil }
            if takeSolved(device) { continue }
            let start = start(for: device)
            var solution: (layout: ComponentLayout, system: LayoutSystem)?
            if let start, afresh.contains(index) || (start.hasConflicts && !ahead.has(index)) {
                // Solved afresh ahead, or about to be: the fresh solve is the answer unless the
                // start can be changed.
                let continued = device.solveContinuing(from: start, isCancelled: isCancelled)
                if continued.cancelled { return nil }
                solution = continued.solved
                if solution == nil, !launched, !ahead.has(index) {
                    launched = true
                    var keys = Set(solved.keys)
                    func area(_ index: Int) -> Double { devices[index].scene.rootWidth * devices[index].scene.rootHeight }
                    let later = devices.indices.filter { $0 > index && !ahead.has($0) && keys.insert(devices[$0].key).inserted }
                        .sorted { area($0) > area($1) }
                    afresh.formUnion(later)
                    ahead.add(later.map { .init(index: $0, device: devices[$0], start: nil) })
                    solvedSideBySide = later.count
                }
                if solution == nil, !ahead.has(index) {
                    solution = device.solve(from: nil, isCancelled: isCancelled)
                    if solution == nil { return nil }
                }
            }
            if solution == nil, ahead.has(index) {
                guard let early = await ahead.solution(of: index, isCancelled: isCancelled) else { return nil }
                solution = early
                if speculative.contains(index) { tookFreshFirstOfGroup += 1 }
            }
            if solution == nil {
                solution = device.solve(from: start, isCancelled: isCancelled)
            }
            guard let solution else { return nil }
            record(device, layout: solution.layout, system: solution.system)
        }
        return layouts
    }
}

/// What decides the diagnostics of a scene: its constraints, and the root's size, safe
/// area and margins where they are imposed or read (a preferred size only breaks ties,
/// never decides whether a view is determined or constraints contradict). Scenes of one
/// document differ in constraints only by the conditions' outcomes, so those stand for them.
struct SceneKey: Hashable, Sendable {
    let conditions: [Bool?]
    let root: [Double]

    init(_ scene: LayoutScene, conditions: [Bool?]) {
        self.conditions = conditions
        var root: [Double] = []
        if scene.rootSizeIsRequired {
            let insets = scene.safeAreaInsets
            root = [scene.rootWidth, scene.rootHeight, insets.top, insets.left, insets.bottom, insets.right]
        }
        if scene.constraints.contains(where: { if case .readableContent = $0.target { true } else { false } }) {
            root += [scene.rootLayoutMargin, scene.rootSizeIsRequired ? 0 : scene.rootWidth]
        }
        self.root = root
    }
}
