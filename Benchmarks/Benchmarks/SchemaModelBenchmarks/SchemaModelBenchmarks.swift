// How long loading the embedded schemas takes (the server and --check do it once at start).
import Benchmark
import SchemaModel

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(3))

    Benchmark("load the embedded ui.xsd and layout.xsd") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Schema(sources: SchemaSource.embedded))
        }
    }

    let schema = Schema.embedded
    Benchmark("validate 1,000 attribute values") { benchmark in
        let label = schema.root(named: "Component")?.child(named: "Label")
        for _ in benchmark.scaledIterations {
            for index in 0..<1000 {
                blackHole(label?.validate(index.isMultiple(of: 2) ? "#ff00aa" : "red@fadedOut(by: 30%)", forAttribute: "textColor"))
            }
        }
    }
}
