import Foundation
import Support
import LanguageServerProtocol
import ProtocolConversion
import SourceFiles
import ReactantAnalysis

/// Keeps the `Workspace` true: scans the workspace folders after `initialized` (with
/// work-done progress), follows folders added and removed later
/// (`workspace/didChangeWorkspaceFolders`), and re-reads files the client reports changed on
/// disk (`workspace/didChangeWatchedFiles`, registered dynamically for `*.ui.xml`,
/// `*.styles.xml` and `*.swift` when the client allows it; where it does not, a server-side
/// `FileWatcher` on the workspace folders reports the same changes the same way). Files a
/// workspace edit of the server's answers touches are awaited (`AwaitedDiskWrites`) and
/// read again once written, whoever reports it. Open Reactant UI documents reach
/// the workspace from the server, as it applies each notification (`LanguageServer.Configuration.documentHost`);
/// open Swift documents through this feature, parsed off the message loop (`SwiftDocumentQueue`).
/// Whatever a change makes stale is passed to the pipeline.
public struct WorkspaceFeature: ServerFeature {
    /// The globs the server asks the client to watch.
    public static let watchedGlobs = ["**/*.ui.xml", "**/*.styles.xml", "**/*.swift", "**/*.hyperdrive.xml", "**/*.xcassets/**", "**/*.xcodeproj/project.pbxproj"]

    private let workspace: Workspace
    private let swiftDocuments = SwiftDocumentQueue()
    /// Makes the server-side watcher for a client that does not watch files; `nil`: none.
    private let makeFileWatcher: (@Sendable () -> any FileWatcher)?
    /// The server-side watcher, once the session needs one.
    private let fileWatcher = LockedValue<(any FileWatcher)?>(nil)
    private let awaitedWrites = AwaitedDiskWrites()
    /// Disk changes, applied one notification after another so a later change always wins.
    private let diskChanges: AsyncStream<[(path: String, deleted: Bool)]>
    private let diskChangeQueue: AsyncStream<[(path: String, deleted: Bool)]>.Continuation
    /// The initial scan and the folder changes after it, run one after another in arrival
    /// order (a folder's scan finishes before a later change removes it).
    private let folderWork: AsyncStream<@Sendable () async -> Void>
    private let folderWorkQueue: AsyncStream<@Sendable () async -> Void>.Continuation

    /// A `workspace/didChangeWorkspaceFolders` event as directory paths.
    private struct FolderChange: Sendable {
        var added: [String]
        var removed: [String]
    }

    /// - Parameter fileWatcher: makes the watcher of the workspace folders for a client that
    ///   does not register `workspace/didChangeWatchedFiles` (`nil`: only saves tell).
    public init(workspace: Workspace, fileWatcher: (@Sendable () -> any FileWatcher)? = nil) {
        self.workspace = workspace
        makeFileWatcher = fileWatcher
        (diskChanges, diskChangeQueue) = AsyncStream.makeStream()
        (folderWork, folderWorkQueue) = AsyncStream.makeStream()
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        var workspaceCapabilities = capabilities.workspace ?? WorkspaceServerCapabilities()
        workspaceCapabilities.workspaceFolders = .init(supported: true, changeNotifications: true)
        capabilities.workspace = workspaceCapabilities
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        let workspace = workspace
        let diskChanges = diskChanges
        let diskChangeQueue = diskChangeQueue
        let folderWork = folderWork
        let folderWorkQueue = folderWorkQueue
        let swiftDocuments = swiftDocuments
        let makeFileWatcher = makeFileWatcher
        let fileWatcher = fileWatcher
        let awaitedWrites = awaitedWrites
        /// Queues the awaited files written since the last look.
        @Sendable func queueAwaitedWrites() {
            let written = awaitedWrites.written()
            guard !written.isEmpty else { return }
            workspace.trace("\(written.count) files the client wrote after a workspace edit", verbose: written.joined(separator: "\n"))
            diskChangeQueue.yield(written.map { ($0, false) })
        }
        handlers.onNotification(InitializedNotification.self) { _, context in
            let client = context.client
            let pipeline = context.diagnostics
            let encoding = context.documents.encoding
            workspace.connect(
                trace: { message, verbose in client.send(LogTraceNotification(message: message, verbose: verbose)) },
                swiftNotes: { path, text, note in
                    let uri = FileURI.uri(forPath: path)
                    let file = DocumentPositions(uri: uri, text: text, encoding: encoding)
                    client.send(PublishDiagnosticsNotification(uri: uri, diagnostics: note.map { [LSPDiagnostic($0, in: file)] } ?? []))
                })
            Task.detached {
                for await batch in diskChanges { await pipeline?.refresh(workspace.diskFilesChanged(batch)) }
            }
            if !context.session.supportsWatchedFilesRegistration, let makeFileWatcher {
                let watcher = makeFileWatcher()
                fileWatcher.value = watcher
                context.logger.info("the client watches no files: the server watches the workspace folders (\(type(of: watcher)))")
                Task.detached {
                    for await batch in watcher.changes {
                        let changes = workspace.diskChanges(from: batch)
                        workspace.trace(
                            "\(changes.count) files changed on disk (server-side watcher)",
                            verbose: changes.map { ($0.deleted ? "- " : "~ ") + $0.path }.joined(separator: "\n"))
                        if !changes.isEmpty { diskChangeQueue.yield(changes) }
                        queueAwaitedWrites()
                    }
                }
            }
            Task.detached(priority: .utility) {
                await swiftDocuments.run { uri, change in
                    switch change {
                    case .text(let text): await pipeline?.refresh(workspace.swiftDocumentChanged(uri, text: text))
                    case .closed: await pipeline?.refresh(workspace.swiftDocumentClosed(uri))
                    }
                }
            }
            Task.detached(priority: .utility) { for await work in folderWork { await work() } }
            if context.session.supportsWatchedFilesRegistration {
                Task { await Self.registerWatchers(context) }
            }
            let folders = context.session.initialWorkspaceFolders.compactMap { FileURI.path(of: $0.uri) }
            folderWorkQueue.yield {
                workspace.loadAnalyzer()  // Loads the schemas before the first analysis needs them.
                guard !folders.isEmpty else { return }
                // Watched before the scan, so that no change between the two is lost.
                if let watcher = fileWatcher.value {
                    watcher.watch(folders.map(WorkspaceFolders.standardized))
                    if let shortfall = watcher.shortfall { context.logger.warning("file watching: \(shortfall)") }
                }
                await Self.indexing(context) { progress in await workspace.scan(folders: folders, progress: progress) }
            }
        }
        handlers.onNotification(DidChangeWorkspaceFoldersNotification.self) { notification, context in
            let paths = { (folders: [WorkspaceFolder]) in folders.compactMap { FileURI.path(of: $0.uri) } }
            let change = FolderChange(added: paths(notification.event.added), removed: paths(notification.event.removed))
            workspace.trace(
                "workspace folders: \(change.added.count) added, \(change.removed.count) removed",
                verbose: (change.added.map { "+ \($0)" } + change.removed.map { "- \($0)" }).joined(separator: "\n"))
            folderWorkQueue.yield {
                if let watcher = fileWatcher.value {
                    watcher.unwatch(change.removed.map(WorkspaceFolders.standardized))
                    watcher.watch(change.added.map(WorkspaceFolders.standardized))
                    if let shortfall = watcher.shortfall { context.logger.warning("file watching: \(shortfall)") }
                }
                await Self.apply(change, to: workspace, context: context)
            }
        }
        handlers.onNotification(DidSaveTextDocumentNotification.self) { notification, context in
            // Without the client's file watching, a save is news of the file's new disk contents
            // (a server-side watcher may report it too: reading it twice is harmless).
            guard !context.session.supportsWatchedFilesRegistration,
                  let path = FileURI.path(of: notification.textDocument.uri) else { return }
            diskChangeQueue.yield([(path, false)])
        }
        // Files a server's workspace edit touches: awaited from the answer on, looked at as
        // every message arrives (a few `stat` calls) and with every watcher batch.
        handlers.onWorkspaceEditsSent { edits, context in
            let closed = edits.flatMap(\.editedDocuments).filter { context.documents[$0] == nil }
            awaitedWrites.awaitWrites(to: closed.compactMap { FileURI.path(of: $0) })
        }
        handlers.onEveryMessage { _ in queueAwaitedWrites() }
        // Open Swift documents: the store holds their text; the workspace reads their declarations.
        handlers.onNotification(DidOpenTextDocumentNotification.self) { notification, context in
            let uri = notification.textDocument.uri
            // Opened, the file's text is the editor's to tell.
            if let path = FileURI.path(of: uri) { awaitedWrites.forget(path) }
            guard SwiftSourcePath.isSwift(uri), let snapshot = context.documents[uri] else { return }
            swiftDocuments.submit(.text(snapshot.text), for: uri)
        }
        handlers.onNotification(DidChangeTextDocumentNotification.self) { notification, context in
            let uri = notification.textDocument.uri
            guard SwiftSourcePath.isSwift(uri), let snapshot = context.documents[uri] else { return }
            swiftDocuments.submit(.text(snapshot.text), for: uri)
        }
        handlers.onNotification(DidCloseTextDocumentNotification.self) { notification, _ in
            guard SwiftSourcePath.isSwift(notification.textDocument.uri) else { return }
            swiftDocuments.submit(.closed, for: notification.textDocument.uri)
        }
        handlers.onNotification(DidChangeWatchedFilesNotification.self) { notification, context in
            let batch = notification.changes.compactMap { change -> (path: String, deleted: Bool)? in
                FileURI.path(of: change.uri).map { ($0, change.type == .deleted) }
            }
            workspace.trace("\(batch.count) files changed on disk", verbose: batch.map(\.path).joined(separator: "\n"))
            if !batch.isEmpty { diskChangeQueue.yield(batch) }
        }
    }

    private static func registerWatchers(_ context: FeatureContext) async {
        let options = DidChangeWatchedFilesRegistrationOptions(watchers: watchedGlobs.map { .init(globPattern: $0) })
        do {
            let registration = Registration(
                id: "reactant-lsp/watched-files", method: DidChangeWatchedFilesNotification.method,
                registerOptions: try JSONValue(encoding: options))
            _ = try await context.client.send(RegisterCapabilityRequest(registrations: [registration]))
        } catch {
            context.logger.warning("file watching not registered: \(error)")
        }
    }

    /// Removes and adds folders; only a change that adds folders reports progress.
    private static func apply(_ change: FolderChange, to workspace: Workspace, context: FeatureContext) async {
        guard !change.added.isEmpty else {
            await context.diagnostics?.refresh(workspace.changeFolders(added: [], removed: change.removed).stale)
            return
        }
        await indexing(context) { progress in
            await workspace.changeFolders(added: change.added, removed: change.removed, progress: progress)
        }
    }

    /// Runs a scan with work-done progress (when the client supports it) and logs its outcome.
    private static func indexing(
        _ context: FeatureContext,
        scan: (_ progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void) async -> Workspace.ScanSummary
    ) async {
        let progress = await context.beginProgress(title: "Indexing Reactant UI and Swift files")
        let reported = Percentage()
        let start = ContinuousClock.now
        let summary = await scan { done, total in
            let percentage = total == 0 ? 100 : done * 100 / total
            if reported.advance(to: percentage) { progress.report(message: "\(done)/\(total) files", percentage: percentage) }
        }
        progress.end(message: "\(summary.files) files")
        context.logger.info("indexed \(summary.files) files in \(start.duration(to: .now))")
        for problem in summary.problems { context.logger.warning("not indexed: \(problem)") }
        await context.diagnostics?.refresh(summary.stale)
    }
}

/// The last percentage reported, so progress is sent at most once per percent.
private final class Percentage: Sendable {
    private let last = LockedValue(-1)

    func advance(to value: Int) -> Bool {
        last.withLock { last in
            guard value > last else { return false }
            last = value
            return true
        }
    }
}
