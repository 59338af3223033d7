// swift-binding-benchmark: the time and memory of reading a workspace's Swift files into a
// `SwiftDeclarationIndex`. A benchmark, not a test: it prints figures.
//
//   swift run -c release swift-binding-benchmark [--files N] [--threads N] [--repetitions N]
//
// Files are generated (about 150 lines each, see SwiftFileGenerator), written to a temporary
// directory, and read from disk as the server would. Run under `/usr/bin/time -v` for the
// process's peak resident memory.
import Foundation
import Support
import SwiftBinding

struct Arguments {
    var files = 5_000
    var threads = 1
    var repetitions = 3
    var seed: UInt64 = 20_240_601

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func number(_ option: String) throws -> Int {
            guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { throw UsageError("\(option) needs a positive number") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--files": files = try number(argument)
            case "--threads": threads = try number(argument)
            case "--repetitions": repetitions = try number(argument)
            case "--seed": seed = UInt64(try number(argument))
            default: throw UsageError("unknown argument \(argument)")
            }
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Reads and parses every path, `threads` at a time, as the server's scan would (Support's
/// `ParallelMap`); results in the order of `paths`.
func readAll(_ paths: [String], threads: Int) async -> [SwiftFileDeclarations] {
    await ParallelMap.map(paths, parallelism: threads) { path in
        SwiftSourceReader.read(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self))
    }
}

func seconds(_ start: ContinuousClock.Instant) -> String {
    let duration = ContinuousClock.now - start
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(format: "%.3f s", value)
}

func main() async throws {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-binding-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var generator = SwiftFileGenerator(seed: arguments.seed)
    var paths: [String] = []
    var bytes = 0, lines = 0
    for index in 0..<arguments.files {
        let file = generator.file(index: index)
        let url = directory.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url)
        paths.append(url.path)
        bytes += file.text.utf8.count
        lines += file.text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    print("workspace: \(paths.count) files, \(lines / paths.count) lines and \(bytes / paths.count) bytes a file, \(bytes / 1024) KiB")
    print("threads: \(arguments.threads) of \(ProcessInfo.processInfo.activeProcessorCount) cores")

    var index = SwiftDeclarationIndex()
    for repetition in 1...arguments.repetitions {
        let start = ContinuousClock.now
        let declarations = await readAll(paths, threads: arguments.threads)
        let read = seconds(start)
        let indexStart = ContinuousClock.now
        index = SwiftDeclarationIndex()
        for (path, file) in zip(paths, declarations) { index.update(path: path, with: file) }
        print("run \(repetition): read and parse \(read), index \(seconds(indexStart)), total \(seconds(start))")
    }

    let properties = index.files.values.reduce(0) { $0 + $1.properties.count }
    let classes = (0..<arguments.files).map { "Screen\($0)" }
    var start = ContinuousClock.now
    var found = 0
    for name in classes { found += index.properties(of: name).count }
    print("properties(of:) for \(classes.count) classes: \(seconds(start)) (\(found) with inherited; \(properties) declared)")
    start = ContinuousClock.now
    let views = classes.filter { index.isSubclass($0, of: "UIView") }.count
    print("isSubclass(_:of: UIView) for \(classes.count) classes: \(seconds(start)) (\(views) are views)")
    start = ContinuousClock.now
    let edited = SwiftSourceReader.read(String(decoding: FileManager.default.contents(atPath: paths[0]) ?? Data(), as: UTF8.self))
    let updated = index.updating(path: paths[0], with: edited)
    print("one file re-read and replaced (copying the index): \(seconds(start)), \(updated.files.count) files")
    start = ContinuousClock.now
    _ = SwiftIdentifierOccurrences.find("counter", in: String(decoding: FileManager.default.contents(atPath: paths[0]) ?? Data(), as: UTF8.self))
    print("occurrences of one name in one file: \(seconds(start))")
}

do {
    try await main()
} catch {
    FileHandle.standardError.write(Data("swift-binding-benchmark: \(error)\n".utf8))
    exit(2)
}
