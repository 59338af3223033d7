// The simplex core timed alone, on systems shaped like the layout check's worst cases but built
// straight through the `Simplex` API: what the core costs, apart from scenes, documents and
// diagnostics. A benchmark, not a test; build it in release:
//
//     swift build -c release --product simplex-benchmark
//     .build/release/simplex-benchmark [--sizes 250,500,1000,2000,4000] [--cases chain,stack,conflicts]
//     .build/release/simplex-benchmark --systems FILE [--values FILE]   (ExportedSystems.swift)
//
// Each system is built as the view layer builds one (a frame of four variables per view, a
// fixed root, intrinsic sizes held by optional hugging and compression bounds), optimised once,
// then asked which frame variables are ambiguous. Printed per size: processor time, and
// microseconds (us) per view, and the fitted growth exponent (the slope of log time over log N;
// 1 is linear).
import Foundation
import Simplex

struct Frame {
    let x, y, width, height: LayoutVariable
}

/// A system under construction, with the helpers the shapes share.
struct System {
    var solver = SimplexSolver()
    var frames: [Frame] = []

    mutating func frame() -> Frame {
        let frame = Frame(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        frames.append(frame)
        return frame
    }

    mutating func add(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, _ priority: Double = 1000) {
        _ = try? solver.addDeferringOptimization(SolverConstraint(lhs, relation, rhs, priority: LayoutPriority(priority)))
    }

    /// A label's intrinsic size: hugging 250 above it, compression 750 below it, per axis.
    mutating func intrinsic(_ frame: Frame, width: Double, height: Double) {
        for (variable, size) in [(frame.width, width), (frame.height, height)] {
            add(LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: size), 250)
            add(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: size), 750)
        }
    }

    mutating func root() -> Frame {
        let root = frame()
        for (variable, value) in [(root.x, 0.0), (root.y, 0), (root.width, 375), (root.height, 812)] {
            add(LinearExpression(variable), .equal, LinearExpression(constant: value))
        }
        return root
    }

    func bottom(_ frame: Frame) -> LinearExpression { LinearExpression(frame.y) + LinearExpression(frame.height) }
}

/// N labels, each below the one before, all at the root's left edge.
func chain(_ count: Int) -> System {
    var system = System()
    let root = system.root()
    var previous: Frame?
    for _ in 0..<count {
        let label = system.frame()
        system.intrinsic(label, width: 50, height: 20)
        system.add(LinearExpression(label.x), .equal, LinearExpression(root.x))
        system.add(LinearExpression(label.y), .equal, previous.map { system.bottom($0) } ?? LinearExpression(root.y))
        previous = label
    }
    return system
}

/// A vertical fill stack of N labels filling the root's width, top at the root's top: each
/// label's edges pinned to the stack's, each below the one before, the last one's bottom at
/// the stack's bottom.
func stack(_ count: Int) -> System {
    var system = System()
    let root = system.root()
    let stack = system.frame()
    system.add(LinearExpression(stack.x), .equal, LinearExpression(root.x))
    system.add(LinearExpression(stack.width), .equal, LinearExpression(root.width))
    system.add(LinearExpression(stack.y), .equal, LinearExpression(root.y))
    var previous: Frame?
    for _ in 0..<count {
        let label = system.frame()
        system.intrinsic(label, width: 50, height: 20)
        system.add(LinearExpression(label.x), .equal, LinearExpression(stack.x))
        system.add(LinearExpression(label.width), .equal, LinearExpression(stack.width))
        system.add(LinearExpression(label.y), .equal, previous.map { system.bottom($0) } ?? LinearExpression(stack.y))
        previous = label
    }
    if let previous { system.add(system.bottom(previous), .equal, system.bottom(stack)) }
    return system
}

/// N views, each with two contradicting required widths (the second is rejected and explained).
func conflicts(_ count: Int) -> System {
    var system = System()
    let root = system.root()
    for _ in 0..<count {
        let view = system.frame()
        system.add(LinearExpression(view.x), .equal, LinearExpression(root.x))
        system.add(LinearExpression(view.y), .equal, LinearExpression(root.y))
        system.add(LinearExpression(view.height), .equal, LinearExpression(constant: 10))
        system.add(LinearExpression(view.width), .equal, LinearExpression(constant: 100))
        system.add(LinearExpression(view.width), .equal, LinearExpression(constant: 200))
    }
    return system
}

let shapes: [(name: String, build: (Int) -> System)] = [("chain", chain), ("stack", stack), ("conflicts", conflicts)]

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let sizes = (option("--sizes") ?? "250,500,1000,2000,4000").split(separator: ",").compactMap { Int($0) }
let cases = (option("--cases") ?? shapes.map(\.name).joined(separator: ",")).split(separator: ",").map(String.init)

// The layout check's own systems instead of the shapes (ExportedSystems.swift).
if let systems = option("--systems") {
    do {
        try solveExportedSystems(path: systems, valuesPath: option("--values"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("simplex-benchmark: \(error)\n".utf8))
        exit(2)
    }
}

/// This process's processor time in seconds: on a shared, loaded machine wall time measures the
/// other processes too.
func processorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Least-squares slope of log(time) over log(N).
func exponent(_ points: [(size: Int, time: Double)]) -> Double {
    guard points.count >= 2 else { return .nan }
    let logs = points.map { (log(Double($0.size)), log(max($0.time, 1e-6))) }
    let meanX = logs.map(\.0).reduce(0, +) / Double(logs.count), meanY = logs.map(\.1).reduce(0, +) / Double(logs.count)
    let sxx = logs.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
    return logs.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +) / sxx
}

print("case".padding(toLength: 12, withPad: " ", startingAt: 0) + sizes.map { String(format: "%19d", $0) }.joined() + "  exponent")
var ambiguousCount = 0
for name in cases {
    guard let shape = shapes.first(where: { $0.name == name }) else { fatalError("unknown case \(name)") }
    var points: [(size: Int, time: Double)] = []
    var cells: [String] = []
    for size in sizes {
        let start = processorTime()
        var system = shape.build(size)
        system.solver.optimize()
        let variables = system.frames.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        ambiguousCount += system.solver.ambiguity(of: variables).filter { $0 }.count
        let time = processorTime() - start
        points.append((size, time))
        cells.append(String(format: "%8.3fs %7.1fus", time, time / Double(size) * 1e6))
    }
    print(name.padding(toLength: 12, withPad: " ", startingAt: 0) + cells.map { $0.padding(toLength: 19, withPad: " ", startingAt: 0) }.joined()
        + String(format: "%10.2f", exponent(points)))
}
// Read so the solves are not optimised away.
if ambiguousCount < 0 { print(ambiguousCount) }
