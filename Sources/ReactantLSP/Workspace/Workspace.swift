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
/// `swiftDocumentClosed`, `apply(_:)` settings, `setTrace`, `useSchema`) and return the open
/// documents whose diagnostics it may have changed (`StaleDiagnostics`); the caller passes them
/// on to the diagnostics pipeline. The workspace never calls back. A request reads the
/// workspace through one `WorkspaceSnapshot` (`snapshot(with:)`), captured under the lock once.
/// The diagnostics source (`DiagnosticsFromWorkspace`) and pull diagnostics still read it
/// directly (`analyzed`, `prepared`, `syntaxAndModel`, `layoutsAndHolds`, `index`…), each
/// read under the lock on its own.
///
/// Every method is safe from any task and returns quickly: state changes happen under a lock,
/// while preparing and analyzing documents happens outside it, so a workspace scan never holds
/// up an edit or a request.
public final class Workspace: Sendable {
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
                    document: document, preparation: VersionPreparation(text: document.text, path: path),
                    factsInIndex: false, analyzed: nil)
            }
            return WorkspaceSnapshot(
                index: state.index, settings: s.settingsValue, analysisGeneration: state.generation, documents: entries,
                disk: state.disk, uris: state.uris, completionGeneration: state.completionGeneration,
                completionMemo: state.completionMemo, schemaOverride: s.schemaOverride, analyzer: s.analyzerValue)
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

    /// The analysis pipeline for the current schema.
    public var analyzer: DocumentAnalyzer {
        if let analyzer = shared.withLock({ s in s.analyzerValue }) { return analyzer }
        let analyzer = DocumentAnalyzer.standard(schema: schema)
        shared.withLock { s in if s.analyzerValue == nil { s.analyzerValue = analyzer } }
        return analyzer
    }

    /// Every known document (open or on disk), by URI, sorted.
    public var documentURIs: [DocumentURI] {
        shared.withLock { s in Set(s.state.open.keys).union(s.state.disk.keys).map(s.state.uri(ofPath:)) }.sorted()
    }

    /// The index identity (`WorkspaceIndex` path) of a URI: its file path, or the URI itself.
    public static func path(of uri: DocumentURI) -> String { WorkspaceState.path(of: uri) }

    /// The URI of an index path, as the client spells it when the document is open.
    public func uri(ofPath path: String) -> DocumentURI { shared.withLock { s in s.state.uri(ofPath: path) } }

    /// The prepared document of `uri`: the latest open text, else the file as it is on disk
    /// (read and prepared for this caller); `nil` if the workspace does not know it.
    public func prepared(_ uri: DocumentURI) -> PreparedDocument? {
        let path = Self.path(of: uri)
        let (snapshot, onDisk) = shared.withLock { s in (s.state.open[path]?.snapshot, s.state.disk[path] != nil) }
        if let snapshot { return prepared(snapshot) }
        guard onDisk, let text = Self.diskText(path) else { return nil }
        return PreparedDocument(text: text, path: path)
    }

    /// A file's text as it is on disk now.
    static func diskText(_ path: String) -> String? {
        guard case .success(let file) = FileReader.read(DiscoveredFile(path: path, absolutePath: path)) else { return nil }
        return file.source.text
    }

    /// The prepared document of one version of an open document (a request's snapshot).
    /// Prepared once per version; the latest version's facts enter the index.
    public func prepared(_ snapshot: DocumentSnapshot) -> PreparedDocument {
        let path = Self.path(of: snapshot.uri)
        let (cached, preparation) = shared.withLock { s -> (PreparedDocument?, VersionPreparation?) in
            guard s.state.isLatest(snapshot), let open = s.state.open[path] else { return (nil, nil) }
            return (open.prepared, open.preparation)
        }
        if let cached { return cached }
        // An outdated version is prepared for that caller alone (the diagnostics source, whose
        // result the pipeline drops as outdated); a request reads its `WorkspaceSnapshot`
        // instead, which holds one preparation of the request's own version.
        let prepared = preparation?.blocking.preparedDocument ?? PreparedDocument(text: snapshot.text, path: path)
        // Documents depending on facts that changed are re-diagnosed when the diagnostics of
        // this version are computed (`takeStaleDiagnostics`), whoever prepared it first.
        shared.withLock { s in s.state.store(prepared, of: snapshot) }
        return prepared
    }

    /// The open documents whose diagnostics may differ since a document's new facts entered
    /// the index; asking empties the list. The diagnostics of every version are computed, so
    /// the pipeline asks after each and nothing waits long.
    public func takeStaleDiagnostics() -> StaleDiagnostics {
        .documents(shared.withLock { s in s.state.takeStaleDependents() })
    }

    /// The syntax tree of one version of an open document, and its model when asked for: all
    /// completion needs, so it does not wait for the rest of the preparation. Each is read
    /// once per version and shared.
    public func syntaxAndModel(_ snapshot: DocumentSnapshot) -> (tree: XMLSyntaxTree, document: @Sendable () -> ReactantDocument) {
        guard let preparation = latestPreparation(of: snapshot) else {
            // An outdated version is parsed again for this caller (completion, the diagnostics
            // source); a `WorkspaceSnapshot` holds the request's own version's preparation instead.
            let tree = XMLSyntaxTree.parse(snapshot.text)
            let path = Self.path(of: snapshot.uri)
            return (tree, { ReactantDocument(tree: tree, path: path) })
        }
        return (preparation.blocking.syntaxTree, { preparation.blocking.document })
    }

    /// One version of an open document laid out on every device, once per version and set of
    /// views held for the Swift files (`FieldLayoutHolds`): the slow diagnostics solve it,
    /// hover reads it. Nil when cancelled part way.
    public func layoutsOnEveryDevice(_ snapshot: DocumentSnapshot, isCancelled: () -> Bool) -> [ComponentLayout]? {
        layoutsAndHolds(snapshot, isCancelled: isCancelled)?.layouts
    }

    /// The layouts of every device with the views they held, whose note the diagnostics add.
    public func layoutsAndHolds(
        _ snapshot: DocumentSnapshot, isCancelled: () -> Bool
    ) -> (layouts: [ComponentLayout], holds: FieldLayoutHolds)? {
        let path = Self.path(of: snapshot.uri)
        let swift = index.swift
        if let preparation = latestPreparation(of: snapshot) {
            let styles = StyleLibrary(reachableFrom: preparation.blocking.document, path: path, in: index)
            let holds = FieldLayoutHolds(document: preparation.blocking.document, swift: swift)
            return preparation.blocking.layoutsOnEveryDevice(styles: styles, holds: holds, isCancelled: isCancelled).map { ($0, holds) }
        }
        // An outdated version is parsed again here, for the diagnostics source (whose result the
        // pipeline then drops as outdated). A request reads `WorkspaceSnapshot.layoutsAndHolds`
        // instead, which answers from the version the request arrived with, prepared once.
        let tree = XMLSyntaxTree.parse(snapshot.text)
        let document = ReactantDocument(tree: tree, path: path)
        let styles = StyleLibrary(reachableFrom: document, path: path, in: index)
        let holds = FieldLayoutHolds(document: document, swift: swift)
        return LayoutCheck.layouts(document: document, tree: tree, styles: styles, holds: holds, isCancelled: isCancelled).map { ($0, holds) }
    }

    private func latestPreparation(of snapshot: DocumentSnapshot) -> VersionPreparation? {
        shared.withLock { s in s.state.isLatest(snapshot) ? s.state.open[Self.path(of: snapshot.uri)]?.preparation : nil }
    }

    /// The text of a known file (open text wins over the disk copy), for turning offsets in
    /// it into positions. A file that is not open is read from disk: the workspace keeps only
    /// its facts.
    public func text(ofPath path: String) -> String? {
        let (openText, onDisk) = shared.withLock { s in (s.state.open[path]?.snapshot.text, s.state.disk[path] != nil) }
        if let openText { return openText }
        return onDisk ? Self.diskText(path) : nil
    }

    /// Prepares the open documents not prepared yet that are style groups, so that their
    /// latest facts are in the index: each is only parsed to read its root (completion shares
    /// that tree).
    func prepareOpenStyleGroups() {
        let unprepared = shared.withLock { s in s.state.open.values.filter { $0.prepared == nil }.map(\.snapshot) }
        for snapshot in unprepared {
            let path = Self.path(of: snapshot.uri)
            let root = syntaxAndModel(snapshot).tree.root?.name.qualified
            if DocumentPath.kind(of: path, rootTag: root) == .styleGroup { _ = prepared(snapshot) }
        }
    }

    /// One version of an open document analyzed against the current index, with every finding
    /// (filter with `diagnostics(enabledBy: settings)`). Computed once per version and workspace state.
    public func analyzed(_ snapshot: DocumentSnapshot) -> AnalyzedDocument {
        let prepared = prepared(snapshot)
        let path = Self.path(of: snapshot.uri)
        let (cached, index, generation) = shared.withLock { s -> (AnalyzedDocument?, WorkspaceIndex, Int) in
            let entry = s.state.open[path]?.analyzed
            let current = entry?.generation == s.state.generation && s.state.isLatest(snapshot) ? entry?.document : nil
            return (current, s.state.index, s.state.generation)
        }
        if let cached { return cached }
        let analyzed = analyzer.analyze(prepared, workspace: index, concurrently: true)
        shared.withLock { s in s.state.store(analyzed, of: snapshot, generation: generation) }
        return analyzed
    }

    // MARK: Host: open documents (called by the workspace feature, in notification order)

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
    public func diskFilesChanged(_ changes: [(path: String, deleted: Bool)]) -> StaleDiagnostics {
        var dependents: Set<DocumentURI> = []
        let hasFolders = shared.withLock { s in !s.state.folders.paths.isEmpty }
        for change in changes {
            let isFile = FileDiscovery.isCheckable(name: change.path) || SwiftSourcePath.isSwift(change.path)
            let paths = change.deleted && !isFile ? shared.withLock { s in s.state.diskPaths(under: change.path) } : [change.path]
            for path in paths {
                let read = SwiftSourcePath.isSwift(path) ? readSwiftFromDisk : readFromDisk
                dependents.formUnion(read(path, !change.deleted, hasFolders && !change.deleted))
            }
        }
        return .documents(dependents.sorted())
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
            schemaDirectories: old.schemaDirectories != settings.schemaDirectories ? settings.schemaDirectories : nil)
    }

    /// Host: sets the trace level alone (`$/setTrace`).
    public func setTrace(_ trace: ServerSettings.Trace) {
        shared.withLock { s in s.settingsValue.trace = trace }
    }

    /// Host: replaces the schema (`nil`: the embedded one): every open document's diagnostics are stale.
    public func useSchema(_ schema: Schema?) -> StaleDiagnostics {
        shared.withLock { s in
            s.schemaOverride = schema
            s.analyzerValue = nil
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
