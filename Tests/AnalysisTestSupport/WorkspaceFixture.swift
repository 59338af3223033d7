import ReactantAnalysis
import TestSupport

/// Several marked files: the one with the cursor is navigated, the others are read from their
/// facts only, as the workspace index holds them. `⟦…⟧` marks what references should find.
package struct WorkspaceFixture {
    package let files: [(path: String, marked: MarkedText)]
    package let cursorPath: String

    /// Files given as (path, marked text); the one with the cursor `‸` is navigated.
    package init(_ files: [(String, String)]) {
        self.files = files.map { ($0.0, MarkedText($0.1)) }
        cursorPath = self.files.first { $0.marked.cursorOffset != nil }!.path
    }

    package init(files: [(path: String, marked: MarkedText)], cursorPath: String) {
        self.files = files
        self.cursorPath = cursorPath
    }

    package var cursorFile: MarkedText { files.first { $0.path == cursorPath }!.marked }
    package var offset: Int { cursorFile.cursor }
    package var navigator: Navigator { Navigator(NavigationDocument(text: cursorFile.text, path: cursorPath)) }
    package var index: WorkspaceIndex { WorkspaceIndex(files.map { PreparedDocument(text: $0.marked.text, path: $0.path).facts }) }

    /// Every marked range: the cursor's file first, then the others by path.
    package var marked: [NavigationLocation] {
        let own = cursorFile.ranges.map { NavigationLocation(path: nil, range: $0) }
        let others = files.filter { $0.path != cursorPath }.sorted { $0.path < $1.path }
        return own + others.flatMap { file in file.marked.ranges.map { NavigationLocation(path: file.path, range: $0) } }
    }

    /// Every file's text after writing `newName` at `locations`, by path.
    package func applying(_ locations: [NavigationLocation], newName: String) -> [String: String] {
        var texts: [String: String] = [:]
        for (path, marked) in files {
            var bytes = Array(marked.text.utf8)
            let ranges = locations.filter { ($0.path ?? cursorPath) == path }.map(\.range)
            for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) { bytes.replaceSubrange(range, with: Array(newName.utf8)) }
            texts[path] = String(decoding: bytes, as: UTF8.self)
        }
        return texts
    }
}
