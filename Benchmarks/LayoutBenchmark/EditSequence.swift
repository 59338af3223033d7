import Foundation
import ReactantAnalysis
import XMLSyntax

/// The layout stage of the server after each edit, without the server: a document's versions
/// laid out on every device in turn, each from the systems of the version before
/// (`LayoutCheck.layoutsAndSystems`), against the same versions laid out from nothing. The
/// edits are the server benchmark's (`LayoutStage.swift`): one label's text made longer, every
/// other edit also with a width that contradicts a title's edges. Processor time of this
/// thread, so a loaded machine does not move the figures much.
enum EditSequence {
    static func run(path: String, edits: Int) throws {
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let sections = original.components(separatedBy: #"text="Subtitle "#).count - 1
        guard sections > 0 else {
            print("no `text=\"Subtitle N\"` labels in \(path): write the server benchmark's document with --write-document")
            return
        }
        var reused: [[Double]] = [[], []], fresh: [[Double]] = [[], []]
        var systems: SolvedLayoutSystems?
        // Version 0 is laid out first, as the server does when the document opens.
        for edit in -1..<edits {
            var text = original
            if edit >= 0 {
                let section = (edit * 7) % sections
                text = text.replacingOccurrences(
                    of: #"text="Subtitle \#(section)""#, with: #"text="Subtitle \#(section), now a longer line of text \#(edit)""#)
                if edit % 2 == 1 {
                    text = text.replacingOccurrences(of: #"field="title\#(section)""#, with: #"field="title\#(section)" layout:width="5000""#)
                }
            }
            let tree = XMLSyntaxTree.parse(text)
            let document = ReactantDocument(tree: tree, path: path)
            let holds = FieldLayoutHolds.everyField(of: document)
            var start = threadSeconds()
            guard let (fromEarlier, next) = LayoutCheck.layoutsAndSystems(document: document, tree: tree, holds: holds, reusing: systems) else { return }
            let reusedSeconds = threadSeconds() - start
            systems = next
            start = threadSeconds()
            guard let afresh = LayoutCheck.layouts(document: document, tree: tree, holds: holds) else { return }
            let freshSeconds = threadSeconds() - start
            guard LayoutDiagnostics.diagnostics(for: fromEarlier, in: document) == LayoutDiagnostics.diagnostics(for: afresh, in: document) else {
                print("edit \(edit): the layout solved from the version before differs from a fresh one")
                exit(1)
            }
            guard edit >= 0 else { continue }
            reused[edit % 2].append(reusedSeconds * 1000)
            fresh[edit % 2].append(freshSeconds * 1000)
        }
        for (kind, title) in ["a longer text", "a longer text and a conflicting width"].enumerated() {
            print("\(title), \(reused[kind].count) edits: from the version before p50 \(format(percentile(reused[kind], 50))) ms  p99 \(format(percentile(reused[kind], 99))) ms;  afresh p50 \(format(percentile(fresh[kind], 50))) ms  p99 \(format(percentile(fresh[kind], 99))) ms  (processor time)")
        }
    }

    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func percentile(_ values: [Double], _ percent: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((percent / 100 * Double(sorted.count)).rounded(.up)) - 1)]
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
