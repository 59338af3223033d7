// How fast layout: values are analyzed: a typical value, and a 100,000-character one that
// shows the parser is linear in its input.
import Benchmark
import ConstraintGrammar

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    let below = LayoutAttribute.named("below")!
    let edges = LayoutAttribute.named("edges")!

    Benchmark("analyze a typical value") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LayoutAnalysis.analyze("[ipad and landscape] title = :gte id:header.bottom multiplied(by: 0.5) offset(8) @high", as: below))
        }
    }

    // Short values as real files write them, with the attributes they are written on.
    let shortValues: [(String, LayoutAttribute)] = [
        ("super inset(20)", "edges"), ("super", "edges"), ("super inset(16)", "fillHorizontally"),
        ("super inset(20)", "fillVertically"), ("id:title offset(8)", "below"), ("id:header", "below"),
        ("id:label offset(20)", "below"), ("title offset(12)", "below"), ("separator", "below"),
        ("[pad] 56; [phone] 48", "height"), ("[pad] super inset(100); [phone] super inset(20)", "fillHorizontally"),
        (":gte 10 @high", "leading"), (":gte super inset(10)", "leading"), (":lte super inset(10)", "trailing"),
        ("super inset(40)", "leading"), ("super inset(40)", "trailing"), ("super offset(30)", "leading"),
        ("super inset(10)", "top"), ("super inset(10)", "bottom"), ("safeAreaLayoutGuide inset(10)", "top"),
        ("safeAreaLayoutGuide.top", "top"), (":lte safeAreaLayoutGuide", "bottom"), ("super", "center"),
        ("super", "centerX"), ("super offset(70)", "centerY"), ("44", "height"), ("100", "width"),
        ("buttonHeight = 50", "height"), ("avatar", "width"), ("id:avatar.height", "width"),
        ("id:avatar.trailing offset(12)", "leading"), ("id:avatar", "after"), ("id:avatar offset(8)", "after"),
        ("id:icon inset(4)", "before"), ("id:footer offset(-16)", "above"), ("readableContentGuide inset(20)", "fillHorizontally"),
        ("[landscape] super inset(0); [portrait] super inset(20)", "top"), ("super.width multiplied(by: 0.5)", "width"),
        ("super.height divided(by: 3) @750", "height"), (":gte 1 @low", "height"), ("super inset(20) @high", "bottom"),
        ("[ipad and landscape] 320; 240", "width"), ("id:stepper offset(-10)", "below"), ("self.width", "height"),
        ("id:test.bottom offset(10)", "top"), (":gte id:header.bottom offset(8)", "top"), ("super inset(12)", "fillVertically"),
        ("topInset = super inset(20)", "top"), ("id:content.leading", "leading"), ("id:content.trailing", "trailing"),
    ].map { ($0.0, LayoutAttribute.named($0.1)!) }
    Benchmark("analyze \(shortValues.count) short values") { benchmark in
        for _ in benchmark.scaledIterations {
            for (value, attribute) in shortValues {
                blackHole(LayoutAnalysis.analyze(value, as: attribute))
            }
        }
    }

    let piece = "[phone or pad] super inset(12) @750; "
    let large = String(repeating: piece, count: 100_000 / piece.utf8.count + 1)
    Benchmark("analyze a 100,000-character value (\(large.utf8.count / 1000) KB)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LayoutAnalysis.analyze(large, as: edges))
        }
    }

    let broken = String(repeating: "super.middle offset( @; ", count: 100_000 / 24 + 1)
    Benchmark("analyze a 100,000-character value full of errors") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LayoutAnalysis.analyze(broken, as: edges))
        }
    }
}
