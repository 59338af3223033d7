import Foundation
import Support
import LanguageServerProtocol
import SchemaModel
import SourceFiles
import SwiftBinding
import XMLSyntax
import ReactantAnalysis

/// The live set of Reactant UI files the server analyses: the open documents (whose text wins)
/// and every `*.ui.xml` / `*.styles.xml` under the workspace folders, with the `WorkspaceIndex`
/// built from them, the schema and the user's settings.
///
/// It is the host: the methods marked "Host" apply a change (`documentChanged`,
/// `documentClosed`, `diskFilesChanged`, `scan`, the folders', `swiftDocumentChanged`,
/// `swiftDocumentClosed`, `apply(_:)` settings, `setTrace`, `useSchema`, `readFacts` and
/// `keepAnalysis`) and return the open documents whose diagnostics they may have changed
/// (`StaleDiagnostics`); the caller passes them on to the diagnostics pipeline. Stale documents
/// are returned, never pushed: the only outputs the workspace calls are trace lines and Swift
/// files' notes (`traceTo`, `swiftNotesTo`). An opened or edited document returns nothing: its
/// facts are read off the message loop, by the version's first diagnostics run (`readFacts`,
/// which returns what they made stale). A request and a diagnostics run (`DiagnosticsRun`) read the workspace through
/// one `WorkspaceSnapshot` (`snapshot(with:)`), captured under the lock once; reading writes
/// nothing back.
///
/// Every method is safe from any task and returns quickly: state changes happen under a lock,
/// while preparing and analyzing documents happens outside it, so a workspace scan never holds
/// up an edit or a request.
public final class Workspace: OpenDocumentHost {
    private let shared = LockedValue(Shared())

    /// Everything the workspace holds, changed only under `shared`'s lock.
    private struct Shared: Sendable {
        var state = WorkspaceState()
        var settingsValue = ServerSettings.defaults
        /// `nil` until settings name extra schema directories: the embedded schemas load lazily.
        var schemaOverride: Schema?
        var analyzerValue: DocumentAnalyzer?
        /// Where trace lines go once the client is connected (`$/logTrace`).
        var traceOutput: (@Sendable (_ message: String, _ verbose: String?) -> Void)?
        /// Where `swift.read-incomplete` notes go once the client is connected.
        var swiftNoteOutput: SwiftNoteOutput?
        /// Swift files with a note sent, to be cleared once read completely.
        var notedSwiftPaths: Set<String> = []
    }

    /// Receives a Swift file's `swift.read-incomplete` note, or `nil` to clear the one sent
    /// before; `text` is the file's text the note's range is in.
    typealias SwiftNoteOutput = @Sendable (_ path: String, _ text: String, _ note: Diagnostic?) -> Void

    /// How long each Swift file may take to read (tests pass `.none`).
    let swiftReadBudget: SwiftReadBudget

    public init(swiftReadBudget: SwiftReadBudget = .standard) {
        self.swiftReadBudget = swiftReadBudget
    }

    // MARK: Snapshots

    /// The workspace as one request sees it, captured under the lock once: the index, the
    /// settings, the schema, the generation and every open document, with `documents` (the
    /// versions the request arrived with, its context's) in place of the workspace's latest.
    /// A request reads only from it, so all its answers come from one state.
    public func snapshot(with documents: [DocumentSnapshot] = []) -> WorkspaceSnapshot {
        let requested = documents.filter { !SwiftSourcePath.isSwift($0.uri) }
        return shared.withLock { s in
            let state = s.state
            var entries = state.open.mapValues { open in
                WorkspaceSnapshot.OpenDocument(
                    document: open.snapshot, preparation: open.preparation, factsInIndex: open.prepared != nil,
                    analyzed: open.analyzed?.generation == state.generation ? open.analyzed?.document : nil)
            }
            for document in requested where !state.isLatest(document) {
                // The request arrived before a later edit (or after a close): it is answered
                // from its own version, prepared once for this snapshot.
                let path = Self.path(of: document.uri)
                entries[path] = WorkspaceSnapshot.OpenDocument(
                    document: document, preparation: VersionPreparation(text: document.text, path: path, values: state.layoutValues),
                    factsInIndex: false, analyzed: nil)
            }
            return WorkspaceSnapshot(
                index: state.index, settings: s.settingsValue, analysisGeneration: state.generation, documents: entries,
                disk: state.disk, uris: state.uris, completionGeneration: state.completionGeneration,
                completionMemo: state.completionMemo, schemaOverride: s.schemaOverride, analyzer: s.analyzerValue,
                layoutValues: state.layoutValues)
        }
    }

    /// The snapshot a request reads: the workspace with the open documents of the request's context.
    func snapshot(for context: FeatureContext) -> WorkspaceSnapshot {
        snapshot(with: context.documents.openDocuments)
    }

    // MARK: Reading

    /// The facts of every known file, open documents with their latest analyzed text.
    public var index: WorkspaceIndex { shared.withLock { s in s.state.index } }

    /// The settings in effect.
    public var settings: ServerSettings { shared.withLock { s in s.settingsValue } }

    /// The schemas in effect: the embedded ones plus the settings' `schemaDirectories`.
    public var schema: Schema { shared.withLock { s in s.schemaOverride } ?? Schema.embedded }

    /// Bumped whenever an analysis could come out differently (the index, the schema, the Swift
    /// side changed); with the settings and a document's text it decides whether a remembered
    /// answer still holds.
    public var analysisGeneration: Int { shared.withLock { s in s.state.generation } }

    /// Host: builds the analysis pipeline for the schema in effect unless it is built (loading
    /// the embedded schemas the first time), so that the snapshots taken from now on share it
    /// instead of each building its own. Called off the message loop.
    public func loadAnalyzer() {
        guard shared.withLock({ s in s.analyzerValue == nil }) else { return }
        let analyzer = DocumentAnalyzer.standard(schema: schema, values: shared.withLock { s in s.state.layoutValues })
        shared.withLock { s in if s.analyzerValue == nil { s.analyzerValue = analyzer } }
    }

    /// Every known document (open or on disk), by URI, sorted.
    public var documentURIs: [DocumentURI] {
        shared.withLock { s in Set(s.state.open.keys).union(s.state.disk.keys).map(s.state.uri(ofPath:)) }.sorted()
    }

    /// The index identity (`WorkspaceIndex` path) of a URI: its file path, or the URI itself.
    public static func path(of uri: DocumentURI) -> String { WorkspaceState.path(of: uri) }

    /// The URI of an index path, as the client spells it when the document is open.
    public func uri(ofPath path: String) -> DocumentURI { shared.withLock { s in s.state.uri(ofPath: path) } }

    /// A file's text as it is on disk now.
    static func diskText(_ path: String) -> String? {
        guard case .success(let file) = FileReader.read(DiscoveredFile(path: path, absolutePath: path)) else { return nil }
        return file.source.text
    }

    // MARK: Diagnostics runs

    /// A diagnostics run of `document`'s version, on one snapshot taken now with that version
    /// (an open document's, or a closed file's as read from disk for a pull).
    func diagnosticsRun(for document: DocumentSnapshot) -> DiagnosticsRun {
        DiagnosticsRun(document: document, snapshot: snapshot(with: [document]))
    }

    /// Host: reads the facts of an open document's version into the index, once per version,
    /// if it is still the latest: what a diagnostics run of the version does first, off the
    /// message loop (`documentChanged` only records the text). Returns the open documents the
    /// new facts made stale. Any other version (outdated, or a closed file's text) changes nothing.
    func readFacts(of document: DocumentSnapshot) async -> StaleDiagnostics {
        let path = Self.path(of: document.uri)
        let preparation = shared.withLock { s -> VersionPreparation? in
            guard s.state.isLatest(document), let open = s.state.open[path], open.prepared == nil else { return nil }
            return open.preparation
        }
        guard let preparation else { return .none }
        let prepared = await preparation.preparedDocument
        return .documents(shared.withLock { s in
            let stale = s.state.store(prepared, of: document)
            return s.state.openURIs(among: stale)
        })
    }

    /// Host: keeps the analysis a run made, unless the workspace has moved past the run's
    /// snapshot (another version, or a change an analysis depends on: a new generation).
    func keepAnalysis(of run: DiagnosticsRun) {
        guard let analyzed = run.analysisMade else { return }
        shared.withLock { s in s.state.keep(analyzed, of: run.document, analyzedAt: run.snapshot.analysisGeneration) }
    }

    // MARK: Host: open documents (told by the server as it applies each notification, in order: `OpenDocumentHost`)

    /// Host: a document was opened or edited; it is prepared when first needed.
    public func documentChanged(_ snapshot: DocumentSnapshot) {
        let replaced = shared.withLock { s in s.state.record(snapshot) }
        // Freeing a large document's trees and findings takes a while: not on the caller's time,
        // which is the message loop's.
        if let replaced { Task.detached(priority: .utility) { withExtendedLifetime(replaced) {} } }
    }

    /// Host: a document was closed: the index falls back to its contents on disk; open documents
    /// that depended on the closed text are stale.
    public func documentClosed(_ uri: DocumentURI) -> StaleDiagnostics {
        .documents(shared.withLock { s in
            let stale = s.state.close(uri)
            return s.state.openURIs(among: stale)
        })
    }

    // MARK: Host: files on disk

    /// Host: re-reads `paths` from disk (a created or changed file, Reactant UI or Swift) or forgets
    /// them (deleted); the open documents that depend on them are stale. A path that is a deleted folder forgets
    /// every file below it. Once the workspace has folders, a file no folder holds (one whose
    /// folder was removed) is not read in.
    public func diskFilesChanged(_ changes: [(path: String, deleted: Bool)]) async -> StaleDiagnostics {
        var dependents: Set<DocumentURI> = []
        let hasFolders = shared.withLock { s in !s.state.folders.paths.isEmpty }
        // A description, a catalog's file or an Xcode project: the apps' resources are found and read again.
        let resourcesStale = Self.affectsResources(changes) ? reloadResources() : .none
        for change in changes {
            let isFile = FileDiscovery.isCheckable(name: change.path) || SwiftSourcePath.isSwift(change.path)
            if !isFile, !change.deleted, ApplicationResourceDiscovery.affectsResources(change.path) { continue }
            let paths = change.deleted && !isFile ? shared.withLock { s in s.state.diskPaths(under: change.path) } : [change.path]
            for path in paths {
                let exists = !change.deleted, inFolder = hasFolders && !change.deleted
                dependents.formUnion(
                    SwiftSourcePath.isSwift(path)
                        ? await readSwiftFromDisk(path, exists: exists, inFolder: inFolder)
                        : readFromDisk(path, exists: exists, inFolder: inFolder))
            }
        }
        return StaleDiagnostics.documents(dependents.sorted()).merged(with: resourcesStale)
    }

    /// Reads one file (or forgets it when it does not exist) and returns the open dependents.
    /// A read that is part of a folder scan (`inFolder`) is dropped if the file's folder left
    /// the workspace meanwhile.
    func readFromDisk(_ path: String, exists: Bool = true, inFolder: Bool = false) -> [DocumentURI] {
        let ticket = shared.withLock { s in s.state.beginDiskRead(path) }
        // Only the facts: no libxml2 pass, no analysis, nothing kept but what other files need.
        let facts = exists ? Self.diskText(path).map { DocumentFacts(text: $0, path: path) } : nil
        // Two statements: `openURIs(among: finishDiskRead(…))` would copy the state for the
        // call, and the read would then copy every table it touches.
        return shared.withLock { s in
            let stale = s.state.finishDiskRead(path, ticket: ticket, facts: facts, inFolder: inFolder)
            return s.state.openURIs(among: stale)
        }
    }

    // MARK: Host: settings and schema

    /// What applying settings changed.
    public struct SettingsChange: Sendable {
        /// Changing which diagnostics are shown makes every open document's stale.
        public var stale: StaleDiagnostics
        /// The new schema directories, if they changed: the caller loads them off the message
        /// loop and calls `useSchema`.
        public var schemaDirectories: [String]?
        /// Whether `reactant.applicationDescription` changed: the caller calls `reloadResources`
        /// off the message loop.
        public var resourcesChanged = false
    }

    /// Host: applies new settings.
    public func apply(_ settings: ServerSettings) -> SettingsChange {
        // Settings only filter what an analysis found, so cached analyses stay valid.
        let old = shared.withLock { s in
            defer { s.settingsValue = settings }
            return s.settingsValue
        }
        return SettingsChange(
            stale: old.disabledDiagnostics != settings.disabledDiagnostics ? .all : .none,
            schemaDirectories: old.schemaDirectories != settings.schemaDirectories ? settings.schemaDirectories : nil,
            resourcesChanged: old.applicationDescription != settings.applicationDescription)
    }

    /// Host: sets the trace level alone (`$/setTrace`).
    public func setTrace(_ trace: ServerSettings.Trace) {
        shared.withLock { s in s.settingsValue.trace = trace }
    }

    /// Host: replaces the schema (`nil`: the embedded one): every open document's diagnostics
    /// are stale. Builds the schema's analyzer here, on the caller's time (off the message
    /// loop), so that the snapshots taken next share it rather than each build their own.
    public func useSchema(_ schema: Schema?) -> StaleDiagnostics {
        let analyzer = DocumentAnalyzer.standard(
            schema: schema ?? Schema.embedded, values: shared.withLock { s in s.state.layoutValues })
        shared.withLock { s in
            s.schemaOverride = schema
            s.analyzerValue = analyzer
            s.state.invalidateAnalyses()
        }
        return .all
    }

    /// Runs `body` on the state under the lock.
    func withState<Value>(_ body: (inout WorkspaceState) -> Value) -> Value {
        shared.withLock { s in body(&s.state) }
    }

    // MARK: Tracing

    /// Sends trace lines to `output` from now on (the client, once it is initialized).
    func traceTo(_ output: @escaping @Sendable (_ message: String, _ verbose: String?) -> Void) {
        shared.withLock { s in s.traceOutput = output }
    }

    /// Sends Swift files' `swift.read-incomplete` notes to `output` from now on.
    func swiftNotesTo(_ output: @escaping SwiftNoteOutput) {
        shared.withLock { s in s.swiftNoteOutput = output }
    }

    /// Sends the note of a Swift file just read (`nil`: removed), or clears the one sent
    /// before; a file read completely that had none sends nothing.
    func noteSwiftRead(_ path: String, text: String, declarations: SwiftFileDeclarations?) {
        let note = declarations.flatMap { SwiftReadNote.note(for: $0, text: text) }
        let output = shared.withLock { s -> SwiftNoteOutput? in
            let hadNote = note == nil ? s.notedSwiftPaths.remove(path) != nil : !s.notedSwiftPaths.insert(path).inserted
            return note != nil || hadNote ? s.swiftNoteOutput : nil
        }
        output?(path, text, note)
    }

    /// Sends a trace line when tracing is on; `verbose` only at the `verbose` level.
    func trace(_ message: @autoclosure () -> String, verbose: @autoclosure () -> String? = nil) {
        let (level, sink) = shared.withLock { s in (s.settingsValue.trace, s.traceOutput) }
        guard level != .off, let sink else { return }
        sink(message(), level == .verbose ? verbose() : nil)
    }
}
