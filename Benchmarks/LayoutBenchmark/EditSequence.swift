import Foundation
import ReactantAnalysis
import ReactantLayout
import XMLSyntax

/// The layout stage of the server after each edit, without the server: a document's versions
/// laid out on every device in turn, each from the systems of the version before
/// (`LayoutCheck.layoutsAndSystems`), against the same versions laid out from nothing. Each
/// edit makes one label's text longer (the server benchmark's, `LayoutStage.swift`); every
/// third also gives a title a width that contradicts its edges, and every third a minimum
/// width it can take (a constraint added, as typing in a `layout:` value does). Processor
/// time of this thread, so a loaded machine does not move the figures much.
enum EditSequence {
    static func run(path: String, edits: Int) throws {
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let sections = original.components(separatedBy: #"text="Subtitle "#).count - 1
        guard sections > 0 else {
            print("no `text=\"Subtitle N\"` labels in \(path): write the server benchmark's document with --write-document")
            return
        }
        var reused: [[Double]] = kinds.map { _ in [] }, fresh: [[Double]] = kinds.map { _ in [] }
        var systems: SolvedLayoutSystems?
        // Version 0 is laid out first, as the server does when the document opens.
        for edit in -1..<edits {
            let text = version(of: original, after: edit, sections: sections)
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
            reused[edit % 3].append(reusedSeconds * 1000)
            fresh[edit % 3].append(freshSeconds * 1000)
        }
        for (kind, title) in kinds.enumerated() {
            print("\(title), \(reused[kind].count) edits: from the version before p50 \(format(percentile(reused[kind], 50))) ms  p99 \(format(percentile(reused[kind], 99))) ms;  afresh p50 \(format(percentile(fresh[kind], 50))) ms  p99 \(format(percentile(fresh[kind], 99))) ms  (processor time)")
        }
    }

    /// The document after edit number `edit` (-1: as written).
    static func version(of original: String, after edit: Int, sections: Int) -> String {
        guard edit >= 0 else { return original }
        let section = (edit * 7) % sections
        var text = original.replacingOccurrences(
            of: #"text="Subtitle \#(section)""#, with: #"text="Subtitle \#(section), now a longer line of text \#(edit)""#)
        if edit % 3 == 1 {
            text = text.replacingOccurrences(of: #"field="title\#(section)""#, with: #"field="title\#(section)" layout:width="5000""#)
        } else if edit % 3 == 2 {
            text = text.replacingOccurrences(of: #"field="title\#(section)""#, with: #"field="title\#(section)" layout:width=":gte \#(10 + edit)""#)
        }
        return text
    }

    /// The server's layout stage as it runs (`layoutsAndSystemsSideBySide`: devices solved
    /// ahead on the other core) beside the devices solved in order, both from the version
    /// before: wall-clock time, as the editor waits for it. Needs an otherwise idle machine.
    static func runSideBySide(path: String, edits: Int) async throws {
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let sections = original.components(separatedBy: #"text="Subtitle "#).count - 1
        guard sections > 0 else { return }
        let clock = ContinuousClock()
        var sideBySide: [[Double]] = kinds.map { _ in [] }, inOrder: [[Double]] = kinds.map { _ in [] }
        var ahead: SolvedLayoutSystems?, ordered: SolvedLayoutSystems?
        for edit in -1..<edits {
            let text = version(of: original, after: edit, sections: sections)
            let tree = XMLSyntaxTree.parse(text)
            let document = ReactantDocument(tree: tree, path: path)
            let holds = FieldLayoutHolds.everyField(of: document)
            var start = clock.now
            guard let stage = await LayoutCheck.layoutsAndSystemsSideBySide(document: document, tree: tree, holds: holds, reusing: ahead)
            else { return }
            let aheadTime = milliseconds(clock.now - start)
            ahead = stage.systems
            start = clock.now
            guard let inTurn = LayoutCheck.layoutsAndSystems(document: document, tree: tree, holds: holds, reusing: ordered) else { return }
            let orderedTime = milliseconds(clock.now - start)
            ordered = inTurn.systems
            guard edit >= 0 else {
                print("as opened: side by side \(format(aheadTime)) ms;  in order \(format(orderedTime)) ms  (wall clock)")
                continue
            }
            sideBySide[edit % 3].append(aheadTime)
            inOrder[edit % 3].append(orderedTime)
        }
        for (kind, title) in kinds.enumerated() {
            print("\(title), \(sideBySide[kind].count) edits: side by side p50 \(format(percentile(sideBySide[kind], 50))) ms;  in order p50 \(format(percentile(inOrder[kind], 50))) ms  (wall clock)")
        }
    }

    static let kinds = ["a longer text", "a longer text and a conflicting width", "a longer text and a minimum width"]

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
