// `--systems FILE`: the systems the layout check solves, as `layout-systems` (in Benchmarks/)
// exports them, solved here through the Simplex API alone, as the layout check moves between
// devices: built and optimised once per group of traits, then the device-dependent constants
// changed in place (`changeConstants`) and optimised again; a system with a conflict is built
// afresh per device, as the layout check does. Prints the processor time of building and
// solving, and apart from it of deciding which frame variables are ambiguous; with
// `--values FILE`, writes each solve's frame values and ambiguity for comparison with
// another solver (scripts/kiwi-side-by-side.py).
import Foundation
import Simplex

/// One exported system, read before any timing.
struct ExportedSystem {
    struct Constraint {
        let relation: LayoutRelation
        let priority: LayoutPriority
        let terms: [(variable: Int, coefficient: Double)]
        let constant: Double
    }

    let items: Int
    let variables: Int
    let constraints: [Constraint]
    let parameters: [Int]
    /// Per device, the parameters' constants.
    let devices: [[Double]]

    init(_ json: [String: Any]) {
        items = json["items"] as! Int
        variables = json["variables"] as! Int
        let relations: [String: LayoutRelation] = ["<=": .lessThanOrEqual, "==": .equal, ">=": .greaterThanOrEqual]
        constraints = (json["constraints"] as! [[Any]]).map { entry in
            Constraint(
                relation: relations[entry[0] as! String]!, priority: LayoutPriority((entry[1] as! NSNumber).doubleValue),
                terms: (entry[2] as! [[NSNumber]]).map { ($0[0].intValue, $0[1].doubleValue) },
                constant: (entry[3] as! NSNumber).doubleValue)
        }
        parameters = json["parameters"] as! [Int]
        devices = (json["devices"] as! [[String: Any]]).map { ($0["constants"] as! [NSNumber]).map(\.doubleValue) }
    }

    /// Constraint `index` with `constant`, over the solver's variables.
    func constraint(_ index: Int, constant: Double, variables: [LayoutVariable]) -> SolverConstraint {
        let entry = constraints[index]
        // In one pass, as kiwisolver's driver builds its expression from a vector of terms.
        let expression = LinearExpression(terms: entry.terms.map { (variables[$0.variable], $0.coefficient) }, constant: constant)
        return SolverConstraint(expression, entry.relation, LinearExpression(constant: 0), priority: entry.priority)
    }

    /// Every constraint's constant on device `device`.
    func constants(onDevice device: Int) -> [Double] {
        var constants = constraints.map(\.constant)
        for (parameter, value) in zip(parameters, devices[device]) { constants[parameter] = value }
        return constants
    }
}

/// A solver holding one exported system.
struct ExportedSolve {
    var solver = SimplexSolver()
    var variables: [LayoutVariable] = []
    var ids: [ConstraintID?] = []
    var hasConflict = false

    init(_ system: ExportedSystem, constants: [Double]) {
        variables = (0..<system.variables).map { _ in solver.makeVariable() }
        for index in system.constraints.indices {
            do {
                ids.append(try solver.addDeferringOptimization(system.constraint(index, constant: constants[index], variables: variables)))
            } catch {
                ids.append(nil)
                hasConflict = true
            }
        }
        solver.optimize()
    }

    /// Moves to another device's constants in place; false when that cannot be done (the
    /// caller builds afresh).
    mutating func move(_ system: ExportedSystem, toDevice device: Int) -> Bool {
        guard !hasConflict else { return false }
        var changes: [(id: ConstraintID, constraint: SolverConstraint)] = []
        for (parameter, value) in zip(system.parameters, system.devices[device]) {
            guard let id = ids[parameter] else { return false }
            changes.append((id, system.constraint(parameter, constant: value, variables: variables)))
        }
        guard solver.changeConstants(changes) else { return false }
        solver.optimize()
        return true
    }
}

func solveExportedSystems(path: String, valuesPath: String?) throws {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    let systems = (json["systems"] as! [[String: Any]]).map(ExportedSystem.init)
    let components = json["components"] as! Int
    var solveTime = 0.0, ambiguityTime = 0.0
    var deviceSolves = 0, rebuilt = 0, conflicted = 0
    var results: [[[String: Any]]] = []
    for system in systems {
        var start = processorTime()
        var solve = ExportedSolve(system, constants: system.constants(onDevice: 0))
        solveTime += processorTime() - start
        if solve.hasConflict { conflicted += 1 }
        var perDevice: [[String: Any]] = []
        for device in system.devices.indices {
            if device > 0 {
                start = processorTime()
                if !solve.move(system, toDevice: device) {
                    solve = ExportedSolve(system, constants: system.constants(onDevice: device))
                    rebuilt += 1
                }
                solveTime += processorTime() - start
            }
            deviceSolves += 1
            let frames = Array(solve.variables.prefix(4 * system.items))
            start = processorTime()
            let ambiguous = solve.solver.ambiguity(of: frames)
            ambiguityTime += processorTime() - start
            if valuesPath != nil {
                perDevice.append(["values": frames.map { solve.solver.value(of: $0) }, "ambiguous": ambiguous])
            }
        }
        results.append(perDevice)
    }
    let constraints = systems.reduce(0) { $0 + $1.constraints.count }
    print("simplex core on the exported systems: \(components) components, \(systems.count) systems "
        + "(\(constraints) constraints), \(deviceSolves) device solves (\(rebuilt) built afresh; \(conflicted) systems with a conflict)")
    print(String(format: "  build and solve: %.3f s processor, %.1f us per component", solveTime, solveTime / Double(max(components, 1)) * 1e6))
    print(String(format: "  ambiguity of the frame variables: %.3f s processor, %.1f us per component",
                 ambiguityTime, ambiguityTime / Double(max(components, 1)) * 1e6))
    // For a script to read.
    print(String(format: "simplex-seconds %.6f %.6f", solveTime, ambiguityTime))
    if let valuesPath {
        try JSONSerialization.data(withJSONObject: ["systems": results]).write(to: URL(fileURLWithPath: valuesPath))
    }
}
