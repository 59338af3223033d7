import Foundation
import Support
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantCommands

/// Collects what the command writes.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }

    func output(colors: Bool = false, progress: Bool = false) -> CheckOutput {
        CheckOutput(
            writeStandardOutput: { text in self.lock.withLock { self.out += text } },
            writeStandardError: { text in self.lock.withLock { self.err += text } },
            useColors: colors,
            showProgress: progress)
    }
}

/// One rule of the fake analysis: every occurrence of `needle` in a file becomes a diagnostic
/// whose range is exactly that occurrence.
struct Marker: Sendable {
    var needle: String
    var code: String
    var severity: Diagnostic.Severity
    var message: String
    /// Another needle whose first occurrence becomes related information.
    var related: (needle: String, message: String)?

    init(_ needle: String, _ code: String, _ severity: Diagnostic.Severity, _ message: String,
         related: (needle: String, message: String)? = nil) {
        self.needle = needle
        self.code = code
        self.severity = severity
        self.message = message
        self.related = related
    }
}

enum FakeAnalyzer {
    static func marking(_ markers: [Marker]) -> CheckAnalyzer {
        { request in
            var result: [String: [Diagnostic]] = [:]
            for file in request.files {
                let bytes = Array(file.text.utf8)
                for marker in markers {
                    let related = marker.related.flatMap { rule in
                        occurrences(of: rule.needle, in: bytes).first.map {
                            Diagnostic.RelatedLocation(range: $0, message: rule.message)
                        }
                    }
                    for range in occurrences(of: marker.needle, in: bytes) {
                        result[file.path, default: []].append(Diagnostic(
                            code: marker.code, severity: marker.severity, message: marker.message,
                            range: range, related: related.map { [$0] } ?? []))
                    }
                }
            }
            return result
        }
    }

    /// An analysis that records what it was given and finds nothing.
    static func recording(into box: RequestBox) -> CheckAnalyzer {
        { request in
            box.store(request)
            return [:]
        }
    }

    static func occurrences(of needle: String, in bytes: [UInt8]) -> [Range<Int>] {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return [] }
        var ranges: [Range<Int>] = []
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                ranges.append(index..<(index + pattern.count))
                index += pattern.count
            } else {
                index += 1
            }
        }
        return ranges
    }
}

final class RequestBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: CheckRequest?
    func store(_ request: CheckRequest) { lock.withLock { stored = request } }
    var request: CheckRequest? { lock.withLock { stored } }
}

/// Runs the command on a fixture directory with the given arguments.
func runCheck(
    in directory: CheckFixtureDirectory,
    _ paths: [String] = [],
    format: CheckOutputFormat = .text,
    warningsAsErrors: Bool = false,
    quiet: Bool = false,
    schemaDirectory: String? = nil,
    colors: Bool = false,
    analyzer: CheckAnalyzer
) async -> (status: Int32, output: CapturedOutput) {
    let captured = CapturedOutput()
    let options = CheckOptions(
        paths: paths, format: format, warningsAsErrors: warningsAsErrors, quiet: quiet,
        schemaDirectory: schemaDirectory, currentDirectory: directory.path)
    let status = await CheckCommand.run(options: options, analyzer: analyzer, output: captured.output(colors: colors))
    return (status, captured)
}

/// A component file with one misspelt element and one misspelt layout attribute.
let componentFixture = """
<?xml version="1.0" encoding="UTF-8"?>
<Component xmlns="http://schema.reactant.tech/ui"
           xmlns:layout="http://schema.reactant.tech/layout">
    <Labl text="Hello" layout:lef="super" />
</Component>

"""

let fixtureMarkers = [
    Marker("Labl", "schema.unknown-element", .error, "unknown element 'Labl'; did you mean 'Label'?"),
    Marker("layout:lef", "layout.unknown-anchor", .error, "unknown anchor 'lef'"),
    Marker("Hello", "schema.example-warning", .warning, "text is ignored here"),
]
