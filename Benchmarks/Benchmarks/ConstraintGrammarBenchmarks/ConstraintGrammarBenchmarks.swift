// How fast layout: values are analysed: a typical value, and a 100,000-character one that
// shows the parser is linear in its input.
import Benchmark
import ConstraintGrammar

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    let below = LayoutAttribute.named("below")!
    let edges = LayoutAttribute.named("edges")!

    Benchmark("analyse a typical value") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LayoutAnalysis.analyze("[ipad and landscape] title = :gte id:header.bottom multiplied(by: 0.5) offset(8) @high", as: below))
        }
    }

    let piece = "[phone or pad] super inset(12) @750; "
    let large = String(repeating: piece, count: 100_000 / piece.utf8.count + 1)
    Benchmark("analyse a 100,000-character value (\(large.utf8.count / 1000) KB)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LayoutAnalysis.analyze(large, as: edges))
        }
    }

    let broken = String(repeating: "super.middle offset( @; ", count: 100_000 / 24 + 1)
    Benchmark("analyse a 100,000-character value full of errors") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LayoutAnalysis.analyze(broken, as: edges))
        }
    }
}
