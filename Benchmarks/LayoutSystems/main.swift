// layout-systems: the linear systems the layout check solves on a generated workspace,
// written as JSON for another solver (scripts/kiwi-side-by-side.py hands them to kiwisolver
// and to the simplex core alone). A benchmark's input, not a benchmark: it times nothing.
//
//   swift run -c release layout-systems --workspace DIR --output FILE [--files N] [--seed N] [--every-device]
//
// The workspace is generated (as check-benchmark's) and written to DIR, so `--check` can run
// on the same files. Each component is laid out as the check lays it out
// (`LayoutCheck.layouts`, with the styles of the workspace), and each device's scene turned
// into the system of its solve (`LayoutEngine.linearSystem`, before holds and pins).
// Devices whose systems differ only in constants (the root's size, safe-area insets, margins)
// are one system with those constants as parameters, one value set per device; devices the
// check solves once (the same problem: a component that is no screen only prefers the
// device's size) appear once, unless `--every-device` asks for each with its own root numbers.
//
// JSON: {"files", "components", "systems": [{"component", "items", "variables",
//   "constraints": [[relation, priority, [[variable, coefficient], …], constant], …],
//   "parameters": [constraint index, …], "devices": [{"names": […], "constants": […]}]}]}
// A constraint reads `Σ coefficient · variable + constant  relation  0` (relation "<=", "==",
// ">="; priority 1000 is required); item i's frame is variables 4i … 4i+3 (x, y, width,
// height); a device replaces each parameter's constant by its own.
import BenchmarkWorkspaces
import Foundation
import LayoutSolver
import ReactantAnalysis
import ReactantLayout
import Simplex
import XMLSyntax

struct UsageError: Error, CustomStringConvertible {
    var description: String
}

struct Options {
    var files = 2_000
    var seed: UInt64 = 20_240_601
    var workspace: URL?
    var output: URL?
    /// Every device solved, as kiwisolver is timed in the issue, not only those the check solves.
    var everyDevice = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--every-device" {
                everyDevice = true
                continue
            }
            guard let value = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
            switch argument {
            case "--files": files = Int(value) ?? 0
            case "--seed": seed = UInt64(value) ?? seed
            case "--workspace": workspace = URL(fileURLWithPath: value)
            case "--output": output = URL(fileURLWithPath: value)
            default: throw UsageError(description: "unknown argument \(argument)")
            }
        }
        guard files > 0, workspace != nil, output != nil else {
            throw UsageError(description: "usage: layout-systems --workspace DIR --output FILE [--files N] [--seed N] [--every-device]")
        }
    }
}

/// A constraint without its constant: what devices of one group of traits share.
struct Shape: Hashable {
    let relation: LayoutRelation
    let priority: Double
    let terms: [LinearTerm]
}

struct LinearTerm: Hashable {
    let variable: Int
    let coefficient: Double
}

/// One device's system: each constraint's shape and constant.
struct DeviceSystem {
    let shapes: [Shape]
    let constants: [Double]

    init(_ system: LayoutLinearSystem) {
        var shapes: [Shape] = [], constants: [Double] = []
        for entry in system.constraints {
            let constraint = entry.constraint
            let expression = constraint.lhs - constraint.rhs
            let terms = expression.terms.map { LinearTerm(variable: $0.key.index, coefficient: $0.value) }
                .sorted { $0.variable < $1.variable }
            shapes.append(Shape(relation: constraint.relation, priority: constraint.priority.value, terms: terms))
            constants.append(expression.constant)
        }
        self.shapes = shapes
        self.constants = constants
    }
}

/// The devices of one component whose systems share their shapes.
struct SystemGroup {
    let shapes: [Shape]
    let items: Int
    var devices: [(names: [String], constants: [Double])] = []

    /// Constraints whose constant differs between devices.
    var parameters: [Int] {
        shapes.indices.filter { index in devices.contains { $0.constants[index] != devices[0].constants[index] } }
    }

    func json(component: String) -> [String: Any] {
        let parameters = self.parameters
        let variables = shapes.flatMap { $0.terms.map(\.variable) }.max().map { max($0 + 1, 4 * items) } ?? 4 * items
        let relation: [LayoutRelation: String] = [.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="]
        return [
            "component": component,
            "items": items,
            "variables": variables,
            "constraints": zip(shapes, devices[0].constants).map { shape, constant in
                [relation[shape.relation]!, shape.priority, shape.terms.map { [$0.variable, $0.coefficient] }, constant] as [Any]
            },
            "parameters": parameters,
            "devices": devices.map { device in
                ["names": device.names, "constants": parameters.map { device.constants[$0] }] as [String: Any]
            },
        ]
    }
}

func main() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    var generator = WorkspaceGenerator(fileCount: options.files, seed: options.seed)
    let files = generator.files().map { (path: options.workspace!.appendingPathComponent($0.path).path, text: $0.text) }
    for file in files {
        let url = URL(fileURLWithPath: file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url)
    }
    // As `--check` reads them: every file's facts in one index, for the styles a component applies.
    let prepared = files.map { PreparedDocument(text: $0.text, path: $0.path) }
    let workspace = WorkspaceIndex(prepared.map(\.facts))
    var systems: [[String: Any]] = []
    var components = 0, deviceSolves = 0
    for document in prepared where document.document.kind == .component {
        let tree = XMLSyntaxTree.parse(document.text)
        let styles = StyleLibrary(reachableFrom: document.document, path: document.path, in: workspace)
        let holds = FieldLayoutHolds(document: document.document, swift: workspace.swift)
        guard let layouts = LayoutCheck.layouts(document: document.document, tree: tree, styles: styles, holds: holds),
              !layouts.isEmpty else { continue }
        components += 1
        var groups: [SystemGroup] = []
        var index: [[Shape]: Int] = [:]
        for layout in layouts {
            var scene = layout.scene
            if options.everyDevice {
                // A layout the check shares between devices carries the first one's scene.
                scene.rootWidth = layout.preset.width
                scene.rootHeight = layout.preset.height
                scene.safeAreaInsets = layout.preset.safeAreaInsets
                scene.rootLayoutMargin = layout.preset.layoutMargin
            }
            let system = DeviceSystem(LayoutEngine.linearSystem(of: scene))
            let position = index[system.shapes] ?? {
                groups.append(SystemGroup(shapes: system.shapes, items: layout.scene.items.count))
                index[system.shapes] = groups.count - 1
                return groups.count - 1
            }()
            // A device whose problem is another's is solved once by the check: its layout
            // carries that device's scene, so the constants are equal.
            if let same = groups[position].devices.firstIndex(where: { $0.constants == system.constants }) {
                groups[position].devices[same].names.append(layout.preset.identifier)
            } else {
                groups[position].devices.append(([layout.preset.identifier], system.constants))
                deviceSolves += 1
            }
        }
        systems += groups.map { $0.json(component: document.path) }
    }
    let json: [String: Any] = ["files": files.count, "components": components, "systems": systems]
    try JSONSerialization.data(withJSONObject: json).write(to: options.output!)
    print("layout-systems: \(files.count) files, \(components) components laid out, \(systems.count) systems, "
        + "\(deviceSolves) device solves, \(options.output!.path)")
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("layout-systems: \(error)\n".utf8))
    exit(2)
}
