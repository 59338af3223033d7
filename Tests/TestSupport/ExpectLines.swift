import Foundation
import Testing

/// Expects a whole multi-line output. On a difference one issue is recorded with a
/// unified-style diff: ` ` lines both have, `-` lines only `expected` has, `+` lines only
/// `actual` has; then the complete actual output, ready to paste as the expectation.
public func expectLines(
    _ actual: String, _ expected: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard var report = LineDiff.report(actual: actual, expected: expected) else { return }
    record(actual, at: sourceLocation)
    if let comment { report = "\(comment)\n" + report }
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// Expects a whole list of lines (labels, rendered diagnostics…), compared as its lines.
public func expectLines(
    _ actual: [String], _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectLines(actual.joined(separator: "\n"), expected.joined(separator: "\n"), comment, sourceLocation: sourceLocation)
    // A list of one empty line and an empty list join alike.
    if actual.count != expected.count, actual.joined(separator: "\n") == expected.joined(separator: "\n") {
        Issue.record("\(actual.count) lines, expected \(expected.count): \(actual)", sourceLocation: sourceLocation)
    }
}

/// With `EXPECT_LINES_RECORD=DIRECTORY` in the environment, each differing actual output is
/// also written to `DIRECTORY/FILE:LINE.txt`, to review and paste when outputs change on purpose.
private func record(_ actual: String, at location: SourceLocation) {
    guard let directory = ProcessInfo.processInfo.environment["EXPECT_LINES_RECORD"] else { return }
    let name = "\(location.fileID.replacingOccurrences(of: "/", with: "_")):\(location.line).txt"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(actual.utf8))
}

/// Lines of a rendering; a trailing newline does not add an empty line.
func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
}

/// A line diff by longest common subsequence, fine for the few hundred lines of a test.
public enum LineDiff {
    public enum Line: Hashable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edit script turning `expected` into `actual`; removals come before additions.
    public static func lines(expected: [String], actual: [String]) -> [Line] {
        let n = expected.count, m = actual.count
        // common[i][j]: length of the LCS of expected[i...] and actual[j...].
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                result.append(.same(expected[i]))
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                result.append(.removed(expected[i]))
                i += 1
            } else {
                result.append(.added(actual[j]))
                j += 1
            }
        }
        return result
    }

    /// What `expectLines` records when `actual` is not `expected`: the diff, then the whole
    /// actual output; `nil` when they are equal.
    public static func report(actual: String, expected: String) -> String? {
        guard actual != expected else { return nil }
        let diff = unified(expected: TestSupport.lines(of: expected), actual: TestSupport.lines(of: actual))
        var report = "output differs (- expected, + actual):\n" + diff
        if actual.isEmpty || expected.isEmpty || !diff.contains(where: { $0 == "-" || $0 == "+" }) {
            report += "\n(expected \(expected.debugDescription), got \(actual.debugDescription))"
        }
        return report + "\nactual output:\n" + actual
    }

    /// The diff as text, unchanged runs longer than `context` lines on each side elided.
    public static func unified(expected: [String], actual: [String], context: Int = 3) -> String {
        let script = lines(expected: expected, actual: actual)
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        var output: [String] = []
        var lastShown = -1
        for index in script.indices {
            let near = changed.contains { abs($0 - index) <= context }
            guard near else { continue }
            if index > lastShown + 1 { output.append("@@ line \(lineNumber(in: script, at: index)) @@") }
            switch script[index] {
            case .same(let line): output.append("  " + line)
            case .removed(let line): output.append("- " + line)
            case .added(let line): output.append("+ " + line)
            }
            lastShown = index
        }
        return output.joined(separator: "\n")
    }

    /// The 1-based line of `expected` the script has reached at `index`.
    private static func lineNumber(in script: [Line], at index: Int) -> Int {
        1 + script[..<index].count { if case .added = $0 { false } else { true } }
    }
}
