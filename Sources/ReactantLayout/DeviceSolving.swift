import ConstraintGrammar
import LayoutSolver
import ReactantAnalysis
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
        func solve(from start: consuming LayoutSystem?, isCancelled: () -> Bool) -> (layout: ComponentLayout, system: LayoutSystem)? {
            ComponentLayout.solve(scene, origins: origins, preset: preset, from: consume start, isCancelled: isCancelled)
        }

        /// `solve(from:isCancelled:)` unless it would build the system afresh (see
        /// `ComponentLayout.solveContinuing`).
        func solveContinuing(
            from start: consuming LayoutSystem, isCancelled: () -> Bool
        ) -> (solved: (layout: ComponentLayout, system: LayoutSystem)?, cancelled: Bool) {
            ComponentLayout.solveContinuing(scene, origins: origins, preset: preset, from: consume start, isCancelled: isCancelled)
        }
    }

    /// In `DevicePreset.all`'s order.
    let devices: [Device]
    private let conditions: [String]
    private let reusesSystems: Bool
    /// Whether the systems are kept for a next version (`systems`). Without, a system no later
    /// device starts from is forgotten before the device that starts from it is solved, so
    /// that solve holds it alone and changes it in place instead of copying its tableau.
    private let keepsSystems: Bool
    /// Per device, whether it is solved (no device before it poses the same problem).
    private let isSolved: [Bool]
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
    /// The groups this version has solved a device of (the others' systems are an earlier version's).
    private var solvedGroups = Set<[Bool?]>()
    /// The devices laid out so far, in order.
    private(set) var layouts: [ComponentLayout] = []

    /// - Parameter earlier: an earlier version's systems, used by group where its conditions
    ///   were these, else its last; ignored unless `reusesSystems`.
    init(conditional: ConditionalScene, conditions: [String], earlier: SolvedLayoutSystems?, reusesSystems: Bool, keepsSystems: Bool) {
        var built: [[Bool?]: (scene: LayoutScene, origins: LayoutSceneOrigins)] = [:]
        let tests = conditions.map(ConditionEvaluator.Condition.init)
        devices = DevicePreset.all.map { preset in
            let outcomes = tests.map { $0.holds(in: preset.traits) }
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
        self.keepsSystems = keepsSystems
        var problems = Set<SceneKey>()
        isSolved = devices.map { problems.insert($0.key).inserted }
        let earlier = reusesSystems ? earlier : nil
        system = earlier?.last
        systemOfGroup = earlier?.conditions == conditions ? earlier?.byGroup ?? [:] : [:]
        keptOfGroup = systemOfGroup
        keptLast = system
    }

    /// Appends the layout of a device whose problem is solved already; false when it must be solved.
    mutating func takeSolved(_ device: Device) -> Bool {
        guard let known = solved[device.key] else { return false }
        var layout = known.for(device.preset)
        layout.solve = DeviceSolve(device: device.preset.identifier, start: .sameProblem, strategy: nil, solvedAhead: false)
        layouts.append(layout)
        return true
    }

    /// Where the device's solve starts: the one decision of how a device is solved (the engine
    /// then moves, changes or rebuilds that system: `SolveStrategy`).
    func start(for device: Device) -> (kind: DeviceStart, system: LayoutSystem?) {
        guard reusesSystems else { return (.nothing, nil) }
        if let ofGroup = systemOfGroup[device.outcomes] {
            return (solvedGroups.contains(device.outcomes) ? .groupSystem : .earlierVersionGroup, ofGroup)
        }
        if let system { return (solvedGroups.isEmpty ? .earlierVersionLast : .previousDevice, system) }
        return (.nothing, nil)
    }

    mutating func record(
        _ device: Device, layout: ComponentLayout, system solvedSystem: LayoutSystem, start: DeviceStart, solvedAhead: Bool
    ) {
        var layout = layout
        layout.solve = DeviceSolve(device: device.preset.identifier, start: start, strategy: solvedSystem.strategy, solvedAhead: solvedAhead)
        solvedGroups.insert(device.outcomes)
        system = solvedSystem
        systemOfGroup[device.outcomes] = solvedSystem
        if keepsSystems, !solvedSystem.hasConflicts {
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
        for (index, device) in devices.enumerated() {
            if isCancelled() { return nil }
            if takeSolved(device) { continue }
            let (kind, startSystem) = start(for: device)
            if !keepsSystems { forgetSystemsUnused(after: index) }
            guard let (layout, solvedSystem) = device.solve(from: consume startSystem, isCancelled: isCancelled) else { return nil }
            record(device, layout: layout, system: solvedSystem, start: kind, solvedAhead: false)
        }
        return layouts
    }

    /// Forgets the systems no device after `index` starts from: the last one solved (the
    /// device at `index` replaces it), its group's (likewise), and each other group's that no
    /// later device of that group is solved from.
    private mutating func forgetSystemsUnused(after index: Int) {
        system = nil
        systemOfGroup[devices[index].outcomes] = nil
        for group in Array(systemOfGroup.keys) {
            let startsLater = devices.indices.contains { $0 > index && isSolved[$0] && devices[$0].outcomes == group }
            if !startsLater { systemOfGroup[group] = nil }
        }
    }

    /// The same answer as `solveInOrder`, with the first device of each later group of traits
    /// solved ahead of its turn on the other core (`SolvesAhead`), its answer depending on no
    /// device before it:
    /// - from the earlier version's system of its group, where one was left: nothing solved
    ///   before it changes where it starts;
    /// - afresh otherwise (the first stage after the document opens, or after its conditions
    ///   change): in its turn it would start from the device before it, another group's
    ///   system, so in its turn it asks whether that system can be changed into its own
    ///   (`Device.solveContinuing`) and takes the fresh solve only where not, as solving in
    ///   order would.
    /// Nil when cancelled part way.
    mutating func solveSideBySide(isCancelled: () -> Bool) async -> [ComponentLayout]? {
        let ahead = SolvesAhead()
        defer { ahead.stop() }
        var groups = Set<[Bool?]>()
        var jobs: [SolvesAhead.Job] = []
        // The devices solved ahead afresh rather than from the start they have in their turn.
        var afresh = Set<Int>()
        for (index, device) in devices.enumerated() where groups.insert(device.outcomes).inserted && index > 0 {
            if systemOfGroup[device.outcomes] != nil {
                jobs.append(.init(index: index, device: device, start: start(for: device).system))
            } else if reusesSystems {
                afresh.insert(index)
                jobs.append(.init(index: index, device: device, start: nil))
            }
        }
        ahead.add(jobs)
        for (index, device) in devices.enumerated() {
            if isCancelled() { return nil }
            if takeSolved(device) { continue }
            let (startKind, start) = start(for: device)
            var solution: (layout: ComponentLayout, system: LayoutSystem)?
            var solvedFrom = startKind, solvedAhead = false
            if let start, afresh.contains(index) {
                let continued = device.solveContinuing(from: start, isCancelled: isCancelled)
                if continued.cancelled { return nil }
                solution = continued.solved
            }
            if solution == nil, ahead.has(index) {
                guard let early = await ahead.solution(of: index, isCancelled: isCancelled) else { return nil }
                solution = early
                solvedAhead = true
                if afresh.contains(index) { solvedFrom = .nothing }
            }
            if solution == nil {
                solution = device.solve(from: start, isCancelled: isCancelled)
            }
            guard let solution else { return nil }
            record(device, layout: solution.layout, system: solution.system, start: solvedFrom, solvedAhead: solvedAhead)
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

/// Where a device's solve started: the one choice `DeviceSolving.start(for:)` makes per device.
public enum DeviceStart: String, Sendable, CaseIterable {
    /// An earlier device posed the same problem: its layout is read again, nothing is solved.
    case sameProblem = "same-problem"
    /// This version's system of the device's group of traits.
    case groupSystem = "group-system"
    /// An earlier version's system of the device's group.
    case earlierVersionGroup = "earlier-version-group"
    /// The system of the device solved before it, of another group.
    case previousDevice = "previous-device"
    /// An earlier version's last system, of another group.
    case earlierVersionLast = "earlier-version-last"
    /// No system: built afresh.
    case nothing = "nothing"
}

/// How one device's layout was found: where it started, how the engine made its system, and
/// whether it was solved ahead of its turn on the other core. The layout trace prints these.
public struct DeviceSolve: Hashable, Sendable, CustomStringConvertible {
    public let device: String
    public let start: DeviceStart
    /// Nil where nothing was solved (`sameProblem`).
    public let strategy: SolveStrategy?
    public let solvedAhead: Bool

    public var description: String {
        "\(device): from \(start.rawValue)" + (strategy.map { ", \($0.rawValue)" } ?? "") + (solvedAhead ? ", solved ahead" : "")
    }
}
