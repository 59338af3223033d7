import Foundation
import LanguageServerProtocol

/// Keeps the `Workspace` true: scans the workspace folders after `initialized` (with
/// work-done progress), follows open documents, and re-reads files the client reports changed
/// on disk (`workspace/didChangeWatchedFiles`, registered dynamically for `*.ui.xml` and
/// `*.styles.xml` when the client allows it).
public struct WorkspaceFeature: ServerFeature {
    /// The globs the server asks the client to watch.
    public static let watchedGlobs = ["**/*.ui.xml", "**/*.styles.xml"]

    private let workspace: Workspace
    /// Disk changes, applied one notification after another so a later change always wins.
    private let diskChanges: AsyncStream<[(path: String, deleted: Bool)]>
    private let diskChangeQueue: AsyncStream<[(path: String, deleted: Bool)]>.Continuation

    public init(workspace: Workspace) {
        self.workspace = workspace
        (diskChanges, diskChangeQueue) = AsyncStream.makeStream()
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        let workspace = workspace
        let diskChanges = diskChanges
        let diskChangeQueue = diskChangeQueue
        handlers.onNotification(InitializedNotification.self) { _, context in
            let client = context.client
            let pipeline = context.diagnostics
            workspace.connect(.init(
                refresh: { uris in Task { await pipeline?.refresh(uris) } },
                trace: { message, verbose in client.send(LogTraceNotification(message: message, verbose: verbose)) }))
            Task.detached { for await batch in diskChanges { await workspace.diskFilesChanged(batch) } }
            if context.session.supportsWatchedFilesRegistration {
                Task { await Self.registerWatchers(context) }
            }
            let folders = context.session.workspaceFolders.compactMap { FileURI.path(of: $0.uri) }
            Task.detached(priority: .utility) {
                _ = workspace.analyzer  // Loads the schemas before the first analysis needs them.
                await Self.scan(folders, into: workspace, context: context)
            }
        }
        handlers.onNotification(DidOpenTextDocumentNotification.self) { notification, context in
            if let snapshot = context.documents[notification.textDocument.uri] { workspace.documentChanged(snapshot) }
        }
        handlers.onNotification(DidChangeTextDocumentNotification.self) { notification, context in
            if let snapshot = context.documents[notification.textDocument.uri] { workspace.documentChanged(snapshot) }
        }
        handlers.onNotification(DidCloseTextDocumentNotification.self) { notification, _ in
            workspace.documentClosed(notification.textDocument.uri)
        }
        handlers.onNotification(DidSaveTextDocumentNotification.self) { notification, context in
            // Without file watching, a save is the only news of the file's new disk contents.
            guard !context.session.supportsWatchedFilesRegistration,
                  let path = FileURI.path(of: notification.textDocument.uri) else { return }
            diskChangeQueue.yield([(path, false)])
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

    private static func scan(_ folders: [String], into workspace: Workspace, context: FeatureContext) async {
        guard !folders.isEmpty else { return }
        let progress = await context.beginProgress(title: "Indexing Reactant UI files")
        let reported = Percentage()
        let start = ContinuousClock.now
        let summary = await workspace.scan(folders: folders) { done, total in
            let percentage = total == 0 ? 100 : done * 100 / total
            if reported.advance(to: percentage) { progress.report(message: "\(done)/\(total) files", percentage: percentage) }
        }
        progress.end(message: "\(summary.files) files")
        context.logger.info("indexed \(summary.files) files in \(start.duration(to: .now))")
        for problem in summary.problems { context.logger.warning("not indexed: \(problem)") }
    }
}

/// The last percentage reported, so progress is sent at most once per percent.
private final class Percentage: @unchecked Sendable {
    private let lock = NSLock()
    private var last = -1

    func advance(to value: Int) -> Bool {
        lock.withLock {
            guard value > last else { return false }
            last = value
            return true
        }
    }
}
