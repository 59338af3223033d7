import LanguageServerProtocol
import ProtocolConversion
import SchemaModel
import SwiftBinding
import ReactantAnalysis

/// Everything the live workspace knows at one moment, as a value: the open documents (their
/// text wins), the files read from disk, the index built from whichever copy wins, the
/// settings and the schema. Its one transition, `apply(_:)`, is pure, so `Workspace` only adds
/// a lock around it.
///
/// Documents are keyed by path, the index's identity: the file path of a `file://` URI, else
/// the URI itself.
struct WorkspaceState: Sendable {
    /// An open document: its latest text, prepared and analyzed lazily, at most once per version.
    struct OpenDocument: Sendable {
        var snapshot: DocumentSnapshot
        /// The version's tree and preparation, computed once whoever asks first.
        let preparation: VersionPreparation
        /// Set once the preparation's facts are in the index.
        var prepared: PreparedDocument?
        /// The analysis of `snapshot` and the `generation` it was computed at.
        var analyzed: (document: AnalyzedDocument, generation: Int)?
    }

    private(set) var open: [String: OpenDocument] = [:]
    /// Files on disk that cross-file features know of: their facts alone, no tree, model or
    /// text (a large workspace stays small; what needs a file's text reads it again).
    private(set) var disk: [String: DocumentFacts] = [:]
    /// Declarations of the Swift files open in the editor (their text wins) and on disk.
    var swiftOpen: [String: SwiftFileDeclarations] = [:]
    var swiftDisk: [String: SwiftFileDeclarations] = [:]
    private(set) var index = WorkspaceIndex()
    private(set) var settings = ServerSettings.defaults
    /// `nil` until settings name extra schema directories: the embedded schemas load lazily.
    private(set) var schemaOverride: Schema?
    /// The analysis pipeline for the schema in effect, once built (`analyzerLoaded`, `schema`).
    private(set) var analyzer: DocumentAnalyzer?
    /// The URI each known path is spoken of by (the client's spelling for open documents).
    private(set) var uris: [String: DocumentURI] = [:]
    /// The workspace folders: scans read only files they hold.
    private(set) var folders = WorkspaceFolders()
    /// Bumped whenever an analysis could come out differently: the index, the schema or the settings changed.
    private(set) var generation = 0
    /// Bumped whenever what completion offers from other files could change: the component
    /// types and style groups declared, the Swift declarations. Most keystrokes change a
    /// document's facts (so `generation`) but none of these.
    private(set) var completionGeneration = 0
    /// What completion offers from other files, kept for the `completionGeneration` it was
    /// built at; shared with the snapshots, which build it as well.
    let completionMemo = CompletionWorkspaceMemo()
    /// The analyses of `layout:` values this workspace's checks, layout stage and editor
    /// features share (they read the values of the same few open files), syntax kept.
    let layoutValues = LayoutValueAnalyses(capacity: DocumentAnalyzer.interactiveMemoCapacity, keepingSyntax: true)
    /// The ticket of the latest disk read applied per path: a read that started earlier and
    /// finishes later is discarded.
    private var latestDiskReads: [String: DiskReadTicket] = [:]

    /// The index identity of a URI.
    static func path(of uri: DocumentURI) -> String { FileURI.path(of: uri) ?? uri }

    func uri(ofPath path: String) -> DocumentURI { uris[path] ?? FileURI.uri(forPath: path) }

    /// Open documents among `paths`, as URIs.
    func openURIs(among paths: [String]) -> [DocumentURI] {
        paths.compactMap { open[$0]?.snapshot.uri }
    }

    func isLatest(_ snapshot: DocumentSnapshot) -> Bool {
        guard let current = open[Self.path(of: snapshot.uri)]?.snapshot else { return false }
        return current.version == snapshot.version && current.text == snapshot.text
    }

    // MARK: The one transition

    /// Applies a change; returns the open documents whose diagnostics it may have changed.
    mutating func apply(_ change: WorkspaceChange) -> StaleDiagnostics {
        switch change {
        case .documentEdited(let snapshot):
            record(snapshot)
            return .none
        case .documentClosed(let uri):
            return stale(close(uri))
        case .factsRead(let prepared, let snapshot):
            return stale(store(prepared, of: snapshot))
        case .analysisMade(let analyzed, let snapshot, let generation):
            keep(analyzed, of: snapshot, analyzedAt: generation)
            return .none
        case .swiftDocument(let path, let declarations):
            return stale(recordSwiftDocument(declarations, path: path))
        case .fileRead(let read):
            return stale(finishDiskRead(read))
        case .swiftFileRead(let read):
            return stale(finishSwiftDiskRead(read))
        case .foldersAdded(let paths):
            folders.add(paths)
            return .none
        case .foldersRemoved(let paths):
            return stale(removeFolders(paths))
        case .resources(let resources):
            // A workspace with no app's resources before or after: nothing any analysis reads changed.
            if index.resources.isEmpty && resources.isEmpty { return .none }
            replaceResources(resources)
            return .all
        case .description(let description):
            return replaceDescription(description) ? .all : .none
        case .settings(let new):
            let old = settings
            settings = new
            return old.disabledDiagnostics != new.disabledDiagnostics ? .all : .none
        case .trace(let trace):
            settings.trace = trace
            return .none
        case .schema(let schema, let analyzer):
            schemaOverride = schema
            self.analyzer = analyzer
            invalidateAnalyses()
            return .all
        case .analyzerLoaded(let analyzer):
            if self.analyzer == nil { self.analyzer = analyzer }
            return .none
        }
    }

    /// The open documents among `paths`.
    private func stale(_ paths: [String]) -> StaleDiagnostics { .documents(openURIs(among: paths)) }

    // MARK: Open documents

    /// A document was opened or edited. Its facts reach the index once it is prepared.
    private mutating func record(_ snapshot: DocumentSnapshot) {
        let path = Self.path(of: snapshot.uri)
        uris[path] = snapshot.uri
        let preparation = VersionPreparation(text: snapshot.text, path: path, previous: open[path]?.preparation, values: layoutValues)
        open[path] = OpenDocument(snapshot: snapshot, preparation: preparation)
    }

    /// Stores the preparation of `snapshot` if it is still the latest text and none is stored
    /// yet, and puts its facts in the index; returns the dependents they made stale.
    private mutating func store(_ prepared: PreparedDocument, of snapshot: DocumentSnapshot) -> [String] {
        let path = Self.path(of: snapshot.uri)
        guard isLatest(snapshot), open[path]?.prepared == nil else { return [] }
        open[path]?.prepared = prepared
        return commit(path: path, facts: prepared.facts)
    }

    /// Keeps the analysis of `snapshot` made at generation `analyzedAt`, if it is still the
    /// latest text, its facts are in the index and the generation has not moved (the analysis
    /// read that index, with these facts in it).
    private mutating func keep(_ analyzed: AnalyzedDocument, of snapshot: DocumentSnapshot, analyzedAt: Int) {
        let path = Self.path(of: snapshot.uri)
        guard isLatest(snapshot), open[path]?.prepared != nil, analyzedAt == generation else { return }
        open[path]?.analyzed = (analyzed, generation)
    }

    /// A document was closed: the index falls back to its disk copy, if there is one.
    private mutating func close(_ uri: DocumentURI) -> [String] {
        let path = Self.path(of: uri)
        guard open.removeValue(forKey: path) != nil else { return [] }
        return commit(path: path, facts: disk[path])
    }

    // MARK: Files on disk

    /// The disk copy of a file now has the facts read (`nil`: the file is gone), unless the
    /// read is not kept (`DiskRead`). An open document keeps its text in the index.
    private mutating func finishDiskRead(_ read: DiskRead<DocumentFacts>) -> [String] {
        guard keeps(read) else { return [] }
        let path = read.path, facts = read.contents
        disk[path] = facts
        if facts != nil, uris[path] == nil { uris[path] = FileURI.uri(forPath: path) }
        guard open[path] == nil else { return [] }
        if facts == nil { uris[path] = nil }
        return commit(path: path, facts: facts)
    }

    /// Disk files at or below a directory path (for a deleted folder), Swift files included.
    func diskPaths(under directory: String) -> [String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return (disk.keys.filter { $0.hasPrefix(prefix) } + swiftDisk.keys.filter { $0.hasPrefix(prefix) }).sorted()
    }

    /// Whether a disk read is kept: no read of its path that started later was applied, and a
    /// folder scan's file is still in a folder. Records it as the path's latest if kept.
    mutating func keeps<Contents>(_ read: DiskRead<Contents>) -> Bool {
        if let latest = latestDiskReads[read.path], latest > read.ticket { return false }
        if read.inFolder, !folders.contains(file: read.path) { return false }
        latestDiskReads[read.path] = read.ticket
        return true
    }

    // MARK: Workspace folders

    /// Folders left the workspace: the disk copies below them that no remaining folder holds
    /// are forgotten, and reads of them still under way discarded. Open documents keep their
    /// text in the index (the editor owns them); closing one then forgets it. Returns the
    /// dependents of the forgotten files.
    private mutating func removeFolders(_ paths: [String]) -> [String] {
        let removed = paths.map(WorkspaceFolders.standardized)
        folders.remove(removed)
        func leaves(_ path: String) -> Bool {
            removed.contains { WorkspaceFolders.path(path, isBelow: $0) } && !folders.contains(file: path)
        }
        var dependents = Set<String>()
        for path in disk.keys.filter(leaves).sorted() {
            disk[path] = nil
            guard open[path] == nil else { continue }
            uris[path] = nil
            dependents.formUnion(commit(path: path, facts: nil))
        }
        for path in swiftDisk.keys.filter(leaves).sorted() {
            dependents.formUnion(finishSwiftRead(path, declarations: nil))
        }
        return dependents.sorted()
    }

    // MARK: Everything else an analysis depends on

    /// The schema or the apps' resources changed: every analysis must be redone.
    private mutating func invalidateAnalyses() { generation += 1 }

    /// An index change that every document may depend on (a Swift class): the open
    /// documents that are not style groups are stale.
    mutating func invalidateComponents() -> [String] {
        generation += 1
        return open.filter { $0.value.prepared?.document.kind != .styleGroup }.keys.sorted()
    }

    /// The apps' resources are now `resources`: every analysis and completion list may change.
    private mutating func replaceResources(_ resources: ApplicationResourceSet) {
        index.resources = resources
        invalidateAnalyses()
        completionGeneration += 1
    }

    /// Puts `description` in place of the index's description at its path; whether anything
    /// the analysis reads changed.
    private mutating func replaceDescription(_ description: ApplicationDescription) -> Bool {
        let (resources, changed) = index.resources.replacing(description)
        guard changed else { return false }
        replaceResources(resources)
        return true
    }

    /// Replaces the index's Swift declarations of `path` (`nil`: removes them).
    mutating func replaceSwift(path: String, with declarations: SwiftFileDeclarations?) {
        index.updateSwift(path: path, with: declarations)
        completionGeneration += 1
    }

    /// Replaces the facts of `path` (removes them for `nil`); returns the dependents.
    private mutating func commit(path: String, facts: DocumentFacts?) -> [String] {
        let old = index.documents[path]
        guard old != facts else { return [] }
        if let facts { index.update(facts) } else { index.remove(path: path) }
        if old?.components.map(\.typeName) != facts?.components.map(\.typeName) || old?.styleGroup != facts?.styleGroup {
            completionGeneration += 1
        }
        // Symbols that only moved change no analysis: no new generation, no dependents.
        guard old?.dependencyFacts != facts?.dependencyFacts else { return [] }
        generation += 1
        return index.dependents(ofChangeFrom: old, to: facts)
    }
}
