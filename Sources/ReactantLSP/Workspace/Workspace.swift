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
/// It is the host, with one door for changes and one for reads. Every change is a
/// `WorkspaceChange` value given to `apply(_:)`, which returns the open documents whose
/// diagnostics it may have changed (`StaleDiagnostics`); the caller passes them on to the
/// diagnostics pipeline. Every read goes through a `WorkspaceSnapshot` (`snapshot(with:)`),
/// captured under the lock once; reading writes nothing back. What needs the disk, a parse or
/// a preparation first (`readFacts`, `diskFilesChanged`, `scan`, the Swift documents, the
/// apps' resources, a schema) reads it outside the lock and then applies what it read.
///
/// Stale documents are returned, never pushed: the only outputs the workspace calls are trace
/// lines and Swift files' notes (`connect`). An opened or edited document makes nothing stale:
/// its facts are read off the message loop, by the version's first diagnostics run
/// (`readFacts`, which returns what they made stale).
///
/// Every method is safe from any task and returns quickly: state changes happen under a lock,
/// while preparing and analyzing documents happens outside it, so a workspace scan never holds
/// up an edit or a request.
public final class Workspace: OpenDocumentHost {
    private let shared = LockedValue(Shared())

    /// Everything the workspace holds, changed only under `shared`'s lock.
    private struct Shared: Sendable {
        var state = WorkspaceState()
        /// Where trace lines go once the client is connected (`$/logTrace`).
        var traceOutput: (@Sendable (_ message: String, _ verbose: String?) -> Void)?
        /// Where `swift.read-incomplete` notes go once the client is connected.
        var swiftNoteOutput: SwiftNoteOutput?
        /// Swift files with a note sent, to be cleared once read completely.
        var notedSwiftPaths: Set<String> = []
        /// The number of the latest disk read started (`startDiskRead`).
        var diskReadsStarted = 0
    }

    /// Receives a Swift file's `swift.read-incomplete` note, or `nil` to clear the one sent
    /// before; `text` is the file's text the note's range is in.
    typealias SwiftNoteOutput = @Sendable (_ path: String, _ text: String, _ note: Diagnostic?) -> Void

    /// How long each Swift file may take to read (tests pass `.none`).
    let swiftReadBudget: SwiftReadBudget

    public init(swiftReadBudget: SwiftReadBudget = .standard) {
        self.swiftReadBudget = swiftReadBudget
    }

    // MARK: The one door for changes

    /// Applies a change; returns the open documents whose diagnostics it may have changed.
    @discardableResult
    public func apply(_ change: WorkspaceChange) -> StaleDiagnostics {
        let (stale, replaced) = shared.withLock { s -> (StaleDiagnostics, WorkspaceState.OpenDocument?) in
            var replaced: WorkspaceState.OpenDocument?
            if case .documentEdited(let snapshot) = change { replaced = s.state.open[Self.path(of: snapshot.uri)] }
            return (s.state.apply(change), replaced)
        }
        // Freeing a large document's trees and findings takes a while: not on the caller's time,
        // which is the message loop's.
        if let replaced { Task.detached(priority: .utility) { withExtendedLifetime(replaced) {} } }
        return stale
    }

    /// A ticket for a disk read about to start: of two reads of a file, the one started later wins.
    func startDiskRead() -> DiskReadTicket {
        shared.withLock { s in
            s.diskReadsStarted += 1
            return DiskReadTicket(s.diskReadsStarted)
        }
    }

    /// Reads the state under the lock: for the workspace's own readers, which must not take a
    /// whole snapshot for one table.
    func reading<Value>(_ body: (WorkspaceState) -> Value) -> Value {
        shared.withLock { s in body(s.state) }
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
                index: state.index, settings: state.settings, analysisGeneration: state.generation, documents: entries,
                disk: state.disk, uris: state.uris, completionGeneration: state.completionGeneration,
                completionMemo: state.completionMemo, schemaOverride: state.schemaOverride, analyzer: state.analyzer,
                layoutValues: state.layoutValues)
        }
    }

    /// The snapshot a request reads: the workspace with the open documents of the request's context.
    func snapshot(for context: FeatureContext) -> WorkspaceSnapshot {
        snapshot(with: context.documents.openDocuments)
    }

    // MARK: Reading

    /// The facts of every known file, open documents with their latest analyzed text.
    public var index: WorkspaceIndex { reading(\.index) }

    /// The settings in effect.
    public var settings: ServerSettings { reading(\.settings) }

    /// The schemas in effect: the embedded ones plus the settings' `schemaDirectories`.
    public var schema: Schema { reading(\.schemaOverride) ?? Schema.embedded }

    /// Bumped whenever an analysis could come out differently (the index, the schema, the Swift
    /// side changed); with the settings and a document's text it decides whether a remembered
    /// answer still holds.
    public var analysisGeneration: Int { reading(\.generation) }

    /// Builds the analysis pipeline for the schema in effect unless it is built (loading
    /// the embedded schemas the first time), so that the snapshots taken from now on share it
    /// instead of each building its own. Called off the message loop.
    public func loadAnalyzer() {
        guard reading({ $0.analyzer == nil }) else { return }
        apply(.analyzerLoaded(DocumentAnalyzer.standard(schema: schema, values: reading(\.layoutValues))))
    }

    /// Every known document (open or on disk), by URI, sorted.
    public var documentURIs: [DocumentURI] {
        reading { state in Set(state.open.keys).union(state.disk.keys).map(state.uri(ofPath:)) }.sorted()
    }

    /// The index identity (`WorkspaceIndex` path) of a URI: its file path, or the URI itself.
    public static func path(of uri: DocumentURI) -> String { WorkspaceState.path(of: uri) }

    /// The URI of an index path, as the client spells it when the document is open.
    public func uri(ofPath path: String) -> DocumentURI { reading { $0.uri(ofPath: path) } }

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

    /// Reads the facts of an open document's version into the index, once per version, if it
    /// is still the latest: what a diagnostics run of the version does first, off the message
    /// loop (an edit only records the text). Returns the open documents the new facts made
    /// stale. Any other version (outdated, or a closed file's text) changes nothing.
    func readFacts(of document: DocumentSnapshot) async -> StaleDiagnostics {
        let path = Self.path(of: document.uri)
        let preparation = reading { state -> VersionPreparation? in
            guard state.isLatest(document), let open = state.open[path], open.prepared == nil else { return nil }
            return open.preparation
        }
        guard let preparation else { return .none }
        return apply(.factsRead(await preparation.preparedDocument, of: document))
    }

    /// Keeps the analysis a run made, unless the workspace has moved past the run's snapshot.
    func keepAnalysis(of run: DiagnosticsRun) {
        guard let analyzed = run.analysisMade else { return }
        apply(.analysisMade(analyzed, of: run.document, generation: run.snapshot.analysisGeneration))
    }

    // MARK: Open documents (told by the server as it applies each notification, in order: `OpenDocumentHost`)

    public func documentChanged(_ snapshot: DocumentSnapshot) { apply(.documentEdited(snapshot)) }

    public func documentClosed(_ uri: DocumentURI) -> StaleDiagnostics { apply(.documentClosed(uri)) }

    // MARK: Files on disk

    /// Re-reads `paths` from disk (a created or changed file, Reactant UI or Swift) or forgets
    /// them (deleted); the open documents that depend on them are stale. A path that is a deleted folder forgets
    /// every file below it. Once the workspace has folders, a file no folder holds (one whose
    /// folder was removed) is not read in.
    public func diskFilesChanged(_ changes: [(path: String, deleted: Bool)]) async -> StaleDiagnostics {
        var stale = StaleDiagnostics.none
        let hasFolders = reading { !$0.folders.paths.isEmpty }
        // A description, a catalog's file or an Xcode project: the apps' resources are found and read again.
        if Self.affectsResources(changes) { stale = stale.merged(with: reloadResources()) }
        for change in changes {
            let isFile = FileDiscovery.isCheckable(name: change.path) || SwiftSourcePath.isSwift(change.path)
            if !isFile, !change.deleted, ApplicationResourceDiscovery.affectsResources(change.path) { continue }
            let paths = change.deleted && !isFile ? reading { $0.diskPaths(under: change.path) } : [change.path]
            for path in paths {
                let exists = !change.deleted, inFolder = hasFolders && !change.deleted
                stale = stale.merged(with: SwiftSourcePath.isSwift(path)
                    ? await readSwiftFromDisk(path, exists: exists, inFolder: inFolder)
                    : readFromDisk(path, exists: exists, inFolder: inFolder))
            }
        }
        return stale
    }

    /// Reads one file (or forgets it when it does not exist) and returns the open dependents.
    /// A read that is part of a folder scan (`inFolder`) is dropped if the file's folder left
    /// the workspace meanwhile.
    func readFromDisk(_ path: String, exists: Bool = true, inFolder: Bool = false) -> StaleDiagnostics {
        let ticket = startDiskRead()
        // Only the facts: no libxml2 pass, no analysis, nothing kept but what other files need.
        let facts = exists ? Self.diskText(path).map { DocumentFacts(text: $0, path: path) } : nil
        return apply(.fileRead(DiskRead(path: path, contents: facts, ticket: ticket, inFolder: inFolder)))
    }

    // MARK: Settings and schema

    /// Replaces the schema (`nil`: the embedded one): every open document's diagnostics
    /// are stale. Builds the schema's analyzer here, on the caller's time (off the message
    /// loop), so that the snapshots taken next share it rather than each build their own.
    public func useSchema(_ schema: Schema?) -> StaleDiagnostics {
        apply(.schema(schema, DocumentAnalyzer.standard(schema: schema ?? Schema.embedded, values: reading(\.layoutValues))))
    }

    // MARK: Outputs

    /// Sends trace lines and Swift files' `swift.read-incomplete` notes to the client from now
    /// on (once it is initialized).
    func connect(
        trace: @escaping @Sendable (_ message: String, _ verbose: String?) -> Void, swiftNotes: @escaping SwiftNoteOutput
    ) {
        shared.withLock { s in
            s.traceOutput = trace
            s.swiftNoteOutput = swiftNotes
        }
    }

    /// Sends the note of a Swift file just read (`nil`: removed), or clears the one sent
    /// before; a file read completely that had none sends nothing. Settings that switch the
    /// note's category off clear it instead.
    func noteSwiftRead(_ path: String, text: String, declarations: SwiftFileDeclarations?) {
        let read = declarations.flatMap { SwiftReadNote.note(for: $0, text: text) }
        let (output, note) = shared.withLock { s -> (SwiftNoteOutput?, Diagnostic?) in
            let note = read.flatMap { s.state.settings.isEnabled(code: $0.code) ? $0 : nil }
            let hadNote = note == nil ? s.notedSwiftPaths.remove(path) != nil : !s.notedSwiftPaths.insert(path).inserted
            return (note != nil || hadNote ? s.swiftNoteOutput : nil, note)
        }
        output?(path, text, note)
    }

    /// Sends a trace line when tracing is on; `verbose` only at the `verbose` level.
    func trace(_ message: @autoclosure () -> String, verbose: @autoclosure () -> String? = nil) {
        let (level, sink) = shared.withLock { s in (s.state.settings.trace, s.traceOutput) }
        guard level != .off, let sink else { return }
        sink(message(), level == .verbose ? verbose() : nil)
    }
}
