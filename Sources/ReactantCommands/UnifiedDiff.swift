import ReactantAnalysis

/// A unified diff of two texts by lines (`diff -u` style, three lines of context), for
/// `--check-formatting` to show what formatting would change.
public enum UnifiedDiff {
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Group changes whose contexts touch into hunks.
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            var start = index
            var remainingContext = context
            while start > 0, remainingContext > 0, script[start - 1].kind == .same { start -= 1; remainingContext -= 1 }
            var end = index
            while end < script.count {
                if script[end].kind != .same { end += 1; continue }
                var run = end
                while run < script.count, script[run].kind == .same { run += 1 }
                if run < script.count, run - end <= 2 * context { end = run; continue }
                end = min(run, end + context)
                break
            }
            let hunk = script[start..<end]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + a[step.oldLine]
                case .delete: output += "-" + a[step.oldLine]
                case .insert: output += "+" + b[step.newLine]
                }
            }
            index = end
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// Lines with their breaks; a last line without one is marked as `diff` does.
    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current + "\n\\ No newline at end of file\n") }
        return result
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// Zero-based lines in the old and new text where this step stands.
        var oldLine: Int
        var newLine: Int
    }

    /// Longest common subsequence over the lines between the common prefix and suffix
    /// (formatting changes are local, so that middle is small).
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        let n = middleA.count, m = middleB.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = (0..<prefix).map { Step(kind: .same, oldLine: $0, newLine: $0) }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                steps.append(Step(kind: .same, oldLine: prefix + i, newLine: prefix + j)); i += 1; j += 1
            } else if j < m, i == n || table[i][j + 1] > table[i + 1][j] {
                steps.append(Step(kind: .insert, oldLine: prefix + i, newLine: prefix + j)); j += 1
            } else {
                steps.append(Step(kind: .delete, oldLine: prefix + i, newLine: prefix + j)); i += 1
            }
        }
        steps += (0..<suffix).map { Step(kind: .same, oldLine: a.count - suffix + $0, newLine: b.count - suffix + $0) }
        return steps
    }
}
