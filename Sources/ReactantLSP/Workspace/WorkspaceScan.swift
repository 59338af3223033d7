import Foundation
import LanguageServerProtocol
import SourceFiles
import ReactantAnalysis

extension Workspace {
    /// What a scan found.
    public struct ScanSummary: Hashable, Sendable {
        public var files: Int
        /// Paths that could not be listed or read, with the reason.
        public var problems: [String]
        /// The open documents whose diagnostics the files read or forgotten may have changed.
        public var stale: StaleDiagnostics
    }

    /// The workspace folders, as standardized directory paths, sorted.
    public var folders: [String] { reading(\.folders.paths) }

    /// Makes `folders` part of the workspace and reads every `*.ui.xml` and `*.styles.xml`
    /// below them (hidden entries such as `.git` and `.build` skipped, as `--check` does), then
    /// every `*.swift` file into its declarations, `parallelism` files at a time, on every core
    /// as `--check` does, at utility priority so that the documents being edited come first.
    /// Open documents keep their text; files changed on disk meanwhile keep the newer read.
    /// `progress` is called with (files done, files in all) as files finish. Every open
    /// document is stale at the end, once, when cross-file references can resolve.
    public func scan(
        folders: [String],
        parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async -> ScanSummary {
        var summary = await add(folders, parallelism: parallelism, progress: progress)
        _ = reloadResources()
        summary.stale = .all
        return summary
    }

    /// Applies a change of the workspace folders (`workspace/didChangeWorkspaceFolders`):
    /// first forgets the files below `removed` that no remaining folder holds (open documents
    /// stay, the editor owns them), then reads the files below `added` as `scan` does. Only
    /// the open documents whose cross-file references these files change are stale.
    public func changeFolders(
        added: [String], removed: [String],
        parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async -> ScanSummary {
        let removedDependents = apply(.foldersRemoved(removed))
        var summary = await add(added, parallelism: parallelism, progress: progress)
        summary.stale = summary.stale.merged(with: removedDependents).merged(with: reloadResources())
        return summary
    }

    /// Adds `folders` and reads their files; returns the open documents that depend on them.
    private func add(
        _ folders: [String], parallelism: Int, progress: @Sendable (_ done: Int, _ total: Int) -> Void
    ) async -> ScanSummary {
        apply(.foldersAdded(folders))
        var problems: [String] = []
        var found: [String] = []
        for folder in folders {
            let discovery = FileDiscovery.discover([folder], currentDirectory: folder, suffixes: FileDiscovery.suffixesWithSwift)
            found += discovery.files.map(\.absolutePath)
            problems += discovery.problems.map(\.description)
        }
        // The Reactant UI files first: their diagnostics are what the user waits for.
        let unique = Array(Set(found)).sorted()
        let paths = unique.filter { !SwiftSourcePath.isSwift($0) } + unique.filter(SwiftSourcePath.isSwift)
        let total = paths.count
        let stale = await withTaskGroup(of: StaleDiagnostics.self) { group in
            var next = 0
            func startNext() {
                guard next < paths.count else { return }
                let path = paths[next]
                next += 1
                group.addTask(priority: .utility) {
                    SwiftSourcePath.isSwift(path)
                        ? await self.readSwiftFromDisk(path, inFolder: true) : self.readFromDisk(path, inFolder: true)
                }
            }
            for _ in 0..<max(1, parallelism) { startNext() }
            var done = 0
            var stale = StaleDiagnostics.none
            while let found = await group.next() {
                stale = stale.merged(with: found)
                done += 1
                progress(done, total)
                startNext()
            }
            return stale
        }
        return ScanSummary(files: total, problems: problems, stale: stale)
    }
}
