// check-benchmark: `reactant-lsp --check` against `xmllint --schema` on the same generated
// workspace, in the same run. A benchmark, not a test: it prints figures.
//
//   swift run -c release check-benchmark [--binary PATH] [--files N] [--repetitions N] [--keep]
//   swift run -c release check-benchmark --large 1,5,25 [--binary PATH] [--repetitions N]
//   swift run -c release check-benchmark --labels 30000,300000 [--binary PATH] [--repetitions N]
//
// The workspace comparison also times `--check --no-layout` (the file check alone), so the
// layout check's share shows.
//
// `--large` runs the large-file series instead: one generated component of each size in
// megabytes, `--check` against `xmllint --noout`, wall time and peak memory. `--labels` runs
// the same series on a component of that many labels, each with a `field`, `layout:below` the
// previous one and `layout:left="super"` (300,000 make about 25 MB).
//
// The binary defaults to ../.build/release/reactant-lsp (build it first with
// `swift build -c release --product reactant-lsp` in the product's directory).
import BenchmarkWorkspaces
import Foundation

struct Arguments {
    var binary: String
    var schema: String
    var files = 2_000
    var repetitions = 5
    var keep = false
    /// Sizes in megabytes of the large-file series; empty: the workspace comparison.
    var large: [Int] = []
    /// Label counts of the label-chain series; empty: none.
    var labels: [Int] = []
    var seed: UInt64 = 20_240_601

    init(_ arguments: [String], productDirectory: URL) throws {
        binary = productDirectory.appendingPathComponent(".build/release/reactant-lsp").path
        schema = productDirectory.appendingPathComponent("Schemas/ui.xsd").path
        var remaining = arguments[...]
        func value(_ option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--binary": binary = try value(argument)
            case "--schema": schema = try value(argument)
            case "--files": files = try Int(value(argument)).orThrow(UsageError("--files needs a number"))
            case "--repetitions": repetitions = try Int(value(argument)).orThrow(UsageError("--repetitions needs a number"))
            case "--seed": seed = try UInt64(value(argument)).orThrow(UsageError("--seed needs a number"))
            case "--keep": keep = true
            case "--large":
                large = try value(argument).split(separator: ",").map { try Int($0).orThrow(UsageError("--large needs sizes in megabytes, e.g. 1,5,25")) }
            case "--labels":
                labels = try value(argument).split(separator: ",").map { try Int($0).orThrow(UsageError("--labels needs label counts, e.g. 30000,300000")) }
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        guard files > 0, repetitions > 0, large.allSatisfy({ $0 > 0 }), labels.allSatisfy({ $0 > 0 }) else {
            throw UsageError("--files, --repetitions, --large and --labels must be positive")
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Optional {
    func orThrow(_ error: some Error) throws -> Wrapped {
        guard let self else { throw error }
        return self
    }
}

func main() throws {
    // Benchmarks/CheckBenchmark/main.swift → the product's directory.
    let productDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()), productDirectory: productDirectory)
    guard FileManager.default.isExecutableFile(atPath: arguments.binary) else {
        throw UsageError("no reactant-lsp at \(arguments.binary); build it with `swift build -c release --product reactant-lsp` or pass --binary")
    }
    let xmllint = try CommandTimer.locate("xmllint")
    if !arguments.large.isEmpty || !arguments.labels.isEmpty { return try runLargeFiles(arguments, xmllint: xmllint) }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("check-benchmark-\(UUID().uuidString)")
    defer { if !arguments.keep { try? FileManager.default.removeItem(at: directory) } }
    var generator = WorkspaceGenerator(fileCount: arguments.files, seed: arguments.seed)
    let files = generator.files()
    var bytes = 0
    for (path, text) in files {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        bytes += text.utf8.count
    }
    let paths = files.map { directory.appendingPathComponent($0.path).path }
    print("workspace: \(files.count) files, \(bytes / 1024) KiB, \(directory.path)\(arguments.keep ? " (kept)" : "")")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")

    let check = [arguments.binary, "--check", directory.path]
    // The file check alone: what the layout check adds is the difference.
    let fileCheck = [arguments.binary, "--check", "--no-layout", directory.path]
    let lintBatches = CommandTimer.batches(of: paths, maximumBytes: 64 * 1024).map { [xmllint, "--noout", "--schema", arguments.schema] + $0 }
    // The parse-only floor: xmllint reading every file for well-formedness alone.
    let parseBatches = CommandTimer.batches(of: paths, maximumBytes: 64 * 1024).map { [xmllint, "--noout"] + $0 }

    // One untimed run each: warms the page cache and shows what each tool found.
    let checkSummary = try CommandTimer.run(check).standardOutput.split(separator: "\n").last.map(String.init) ?? "(no output)"
    print("reactant-lsp --check: \(checkSummary)")
    var invalid = 0
    for batch in lintBatches {
        invalid += try CommandTimer.run(batch).standardError.split(separator: "\n").count { $0.hasSuffix(" fails to validate") }
    }
    print("xmllint --schema: \(files.count - invalid) of \(files.count) files validate (\(lintBatches.count) invocation(s))")

    var checkTimes: [CommandTimer.Timing] = [], lintTimes: [CommandTimer.Timing] = [], parseTimes: [CommandTimer.Timing] = []
    var fileCheckTimes: [CommandTimer.Timing] = []
    for _ in 0..<arguments.repetitions {
        checkTimes.append(try CommandTimer.time([check]))
        fileCheckTimes.append(try CommandTimer.time([fileCheck]))
        lintTimes.append(try CommandTimer.time(lintBatches))
        parseTimes.append(try CommandTimer.time(parseBatches))
    }
    let parseWall = CommandTimer.median(parseTimes.map(\.wall))
    let checkWall = CommandTimer.median(checkTimes.map(\.wall)), lintWall = CommandTimer.median(lintTimes.map(\.wall))
    let checkProcessor = CommandTimer.median(checkTimes.map(\.processor)), lintProcessor = CommandTimer.median(lintTimes.map(\.processor))
    print("")
    print("median of \(arguments.repetitions) runs      wall        processor (user + system)")
    print("  reactant-lsp --check   \(CommandTimer.format(checkWall))     \(CommandTimer.format(checkProcessor))")
    let fileCheckWall = CommandTimer.median(fileCheckTimes.map(\.wall))
    print("  --check --no-layout    \(CommandTimer.format(fileCheckWall))     \(CommandTimer.format(CommandTimer.median(fileCheckTimes.map(\.processor))))")
    print("  xmllint --schema       \(CommandTimer.format(lintWall))     \(CommandTimer.format(lintProcessor))")
    print("  xmllint --noout        \(CommandTimer.format(parseWall))     \(CommandTimer.format(CommandTimer.median(parseTimes.map(\.processor)))))")
    print(String(format: "  ratio check/xmllint --noout (the parse-only floor): %.2f", checkWall / parseWall))
    print(String(format: "  ratio check/check --no-layout (what the layout check costs): %.2f", checkWall / fileCheckWall))
    let ratio = checkWall / lintWall
    print(String(format: "  ratio check/xmllint    %.2f        %.2f", ratio, checkProcessor / lintProcessor))
    print("  all wall times: check \(checkTimes.map { CommandTimer.format($0.wall) }.joined(separator: ", "));"
        + " xmllint \(lintTimes.map { CommandTimer.format($0.wall) }.joined(separator: ", "))")
    // The targets: the whole check within 1.5× `xmllint --schema`, and within 2× itself with
    // the layout check off.
    print("target, --check ≤ 1.5× xmllint --schema (wall): " + (ratio <= 1.5 ? "met" : "NOT met")
        + String(format: " (%.2f×)", ratio))
    let layoutRatio = checkWall / fileCheckWall
    print("target, --check ≤ 2× --check --no-layout (wall): " + (layoutRatio <= 2 ? "met" : "NOT met")
        + String(format: " (%.2f×)", layoutRatio))
    printLayoutBudgets(
        files: files.count, checkWall: checkWall, checkProcessor: checkProcessor, fileCheckWall: fileCheckWall,
        fileCheckProcessor: CommandTimer.median(fileCheckTimes.map(\.processor)), lintWall: lintWall)
}

/// What each wall-time target leaves the layout check, per file, in processor time (at the
/// cores the measured run kept busy), beside what it takes: how far the targets are, whatever
/// the machine.
func printLayoutBudgets(
    files: Int, checkWall: Duration, checkProcessor: Duration, fileCheckWall: Duration, fileCheckProcessor: Duration, lintWall: Duration
) {
    func seconds(_ duration: Duration) -> Double { duration / .seconds(1) }
    let layoutWall = seconds(checkWall - fileCheckWall), layoutProcessor = seconds(checkProcessor - fileCheckProcessor)
    guard files > 0, layoutWall > 0, layoutProcessor > 0 else { return }
    let coresBusy = layoutProcessor / layoutWall
    func perFile(_ seconds: Double) -> String { String(format: "%.0f µs", seconds / Double(files) * 1e6) }
    print("the layout check: \(perFile(layoutProcessor)) of processor time per file (\(String(format: "%.1f", coresBusy)) cores busy)")
    let budgets = [("1.5× xmllint --schema", 1.5 * seconds(lintWall) - seconds(fileCheckWall)), ("2× --check --no-layout", seconds(fileCheckWall))]
    for (name, wall) in budgets {
        guard wall > 0 else {
            print("  the \(name) target leaves it nothing: --check --no-layout alone is over it")
            continue
        }
        print("  the \(name) target leaves it \(perFile(wall * coresBusy))"
            + String(format: " (%.1f× less than it takes)", layoutProcessor / (wall * coresBusy)))
    }
}

/// The large-file series: `--check` and `xmllint --noout` (the parse-only floor) on one
/// generated component of each size (`--large`) or label count (`--labels`); medians of the
/// repetitions (the ratios: of each repetition's ratio), and how the check's time grows.
func runLargeFiles(_ arguments: Arguments, xmllint: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("check-benchmark-large-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { if !arguments.keep { try? FileManager.default.removeItem(at: directory) } }
    print("files: \(directory.path)\(arguments.keep ? " (kept)" : "")")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount); median of \(arguments.repetitions) runs each")
    print("   size   check wall   check peak   xmllint wall   xmllint peak   time ×   memory ×   processor ×")
    var series: [(bytes: Double, wall: Double)] = []
    var last: (time: Double, memory: Double)?
    let components = arguments.large.map { megabytes in
        (name: "Large\(megabytes)MB", make: { (generator: inout WorkspaceGenerator) in generator.largeComponent(bytes: megabytes * 1_000_000) })
    } + arguments.labels.map { count in
        (name: "Labels\(count)", make: { (generator: inout WorkspaceGenerator) in generator.labelChain(count: count) })
    }
    for component in components {
        var generator = WorkspaceGenerator(fileCount: 1, seed: arguments.seed)
        let text = component.make(&generator)
        let url = directory.appendingPathComponent("\(component.name).ui.xml")
        try Data(text.utf8).write(to: url)
        let megabytes = (text.utf8.count + 500_000) / 1_000_000
        let check = [arguments.binary, "--check", url.path], parse = [xmllint, "--noout", url.path]
        let summary = try CommandTimer.run(check).standardOutput.split(separator: "\n").last.map(String.init) ?? "(no output)"
        var checkRuns: [(timing: CommandTimer.Timing, peakKiB: Int)] = [], parseRuns: [(timing: CommandTimer.Timing, peakKiB: Int)] = []
        for _ in 0..<arguments.repetitions {
            checkRuns.append(try CommandTimer.measure(check))
            parseRuns.append(try CommandTimer.measure(parse))
        }
        let checkWall = CommandTimer.median(checkRuns.map(\.timing.wall)), parseWall = CommandTimer.median(parseRuns.map(\.timing.wall))
        let checkPeak = checkRuns.map(\.peakKiB).sorted()[checkRuns.count / 2], parsePeak = parseRuns.map(\.peakKiB).sorted()[parseRuns.count / 2]
        // The time ratios pair each repetition's two runs, made one after the other, and take the
        // median of those: the machine's speed drifts between repetitions more than within one.
        func pairedRatio(_ time: (CommandTimer.Timing) -> Duration) -> Double {
            let ratios = zip(checkRuns, parseRuns).map { time($0.timing).seconds / time($1.timing).seconds }.sorted()
            return ratios[ratios.count / 2]
        }
        let timeRatio = pairedRatio(\.wall), memoryRatio = Double(checkPeak) / Double(parsePeak)
        // Processor time (user + system) too: on a busy machine wall time mostly measures the others.
        let processorRatio = pairedRatio(\.processor)
        print(String(format: "%4d MB   %@   %7d MB     %@     %7d MB     %5.2f     %5.2f      %5.2f",
                     megabytes, CommandTimer.format(checkWall), checkPeak / 1024, CommandTimer.format(parseWall), parsePeak / 1024,
                     timeRatio, memoryRatio, processorRatio))
        print("          (\(component.name): \(text.utf8.count / 1024) KiB; --check: \(summary))")
        series.append((Double(text.utf8.count), checkWall.seconds))
        last = (timeRatio, memoryRatio)
    }
    if series.count > 1 {
        let xs = series.map { log($0.bytes) }, ys = series.map { log($0.wall) }
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        let slope = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) } / xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        print(String(format: "growth of --check's time with size: exponent %.2f (1 is linear)", slope))
    }
    if let last {
        print("largest file: " + (last.time <= 3 ? "time within 3× xmllint --noout: met" : "time within 3× xmllint --noout: NOT met")
            + "; " + (last.memory <= 2 ? "peak memory within 2×: met" : "peak memory within 2×: NOT met"))
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("check-benchmark: \(error)\n".utf8))
    exit(2)
}
