// check-benchmark: `reactant-lsp --check` against `xmllint --schema` on the same generated
// workspace, in the same run. A benchmark, not a test: it prints figures.
//
//   swift run -c release check-benchmark [--binary PATH] [--files N] [--repetitions N] [--keep]
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
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        guard files > 0, repetitions > 0 else { throw UsageError("--files and --repetitions must be positive") }
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
    for _ in 0..<arguments.repetitions {
        checkTimes.append(try CommandTimer.time([check]))
        lintTimes.append(try CommandTimer.time(lintBatches))
        parseTimes.append(try CommandTimer.time(parseBatches))
    }
    let parseWall = CommandTimer.median(parseTimes.map(\.wall))
    let checkWall = CommandTimer.median(checkTimes.map(\.wall)), lintWall = CommandTimer.median(lintTimes.map(\.wall))
    let checkProcessor = CommandTimer.median(checkTimes.map(\.processor)), lintProcessor = CommandTimer.median(lintTimes.map(\.processor))
    print("")
    print("median of \(arguments.repetitions) runs      wall        processor (user + system)")
    print("  reactant-lsp --check   \(CommandTimer.format(checkWall))     \(CommandTimer.format(checkProcessor))")
    print("  xmllint --schema       \(CommandTimer.format(lintWall))     \(CommandTimer.format(lintProcessor))")
    print("  xmllint --noout        \(CommandTimer.format(parseWall))     \(CommandTimer.format(CommandTimer.median(parseTimes.map(\.processor)))))")
    print(String(format: "  ratio check/xmllint --noout (the parse-only floor): %.2f", checkWall / parseWall))
    let ratio = checkWall / lintWall
    print(String(format: "  ratio check/xmllint    %.2f        %.2f", ratio, checkProcessor / lintProcessor))
    print("  all wall times: check \(checkTimes.map { CommandTimer.format($0.wall) }.joined(separator: ", "));"
        + " xmllint \(lintTimes.map { CommandTimer.format($0.wall) }.joined(separator: ", "))")
    print(ratio <= 1 ? "target met: the check is no slower than xmllint" : "target missed: the check is slower than xmllint")
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("check-benchmark: \(error)\n".utf8))
    exit(2)
}
