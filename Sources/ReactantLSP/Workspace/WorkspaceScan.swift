import Foundation

extension Workspace {
    /// What a scan found.
    public struct ScanSummary: Hashable, Sendable {
        public var files: Int
        /// Paths that could not be listed or read, with the reason.
        public var problems: [String]
    }

    /// Reads every `*.ui.xml` and `*.styles.xml` below `folders` (hidden entries such as `.git`
    /// and `.build` skipped, as `--check` does) into the workspace, `parallelism` files at a
    /// time. Open documents keep their text; files changed on disk meanwhile keep the newer
    /// read. `progress` is called with (files done, files in all) as files finish. Open
    /// documents are re-diagnosed once at the end, when cross-file references can resolve.
    /// By default one core is left to the documents being edited.
    public func scan(
        folders: [String],
        parallelism: Int = max(1, ProcessInfo.processInfo.activeProcessorCount - 1),
        progress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async -> ScanSummary {
        var problems: [String] = []
        var paths: [String] = []
        for folder in folders {
            let found = FileDiscovery.discover([folder], currentDirectory: folder)
            paths += found.files.map(\.absolutePath)
            problems += found.problems.map(\.description)
        }
        paths = Array(Set(paths)).sorted()
        let total = paths.count
        await withTaskGroup(of: Void.self) { group in
            var next = 0
            func startNext() {
                guard next < paths.count else { return }
                let path = paths[next]
                next += 1
                group.addTask { self.readFromDisk(path, refreshing: false) }
            }
            for _ in 0..<max(1, parallelism) { startNext() }
            var done = 0
            while await group.next() != nil {
                done += 1
                progress(done, total)
                startNext()
            }
        }
        refresh(nil)
        return ScanSummary(files: total, problems: problems)
    }
}
