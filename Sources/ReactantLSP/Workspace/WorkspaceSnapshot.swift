import Support
import LanguageServerProtocol
import ProtocolConversion
import SchemaModel
import XMLSyntax
import ReactantAnalysis
import ReactantLayout

/// The workspace as one request sees it, captured under the workspace's lock once
/// (`Workspace.snapshot(with:)`) and read from start to finish: the index, the settings, the
/// schema, the analysis generation, and each open document at the version the request arrived
/// with. A later change of the workspace (an edit, a file on disk, new settings) makes a new
/// state; a snapshot already taken keeps answering from the old one, so every answer of one
/// request comes from the same state.
///
/// The work done per document version is not repeated per snapshot: an open document's entry
/// holds that version's `VersionPreparation` (a reference, computed once whoever asks first),
/// so every snapshot of the same version shares its tree, model, prepared document and
/// navigation document. A version the workspace has moved past (the request arrived before an
/// edit) gets a preparation of its own, made once for this snapshot: the request is answered
/// from its own version instead of re-parsing in each read.
///
/// Its reads are async: a stage another request or the diagnostics are computing is awaited,
/// suspended, so a request never blocks a cooperative thread waiting for it.
///
/// What it does not hold: the text of a closed file (the workspace keeps only its facts), so
/// `text(ofPath:)` reads such a file from disk when asked, and `lineTable(ofPath:)` once per snapshot.
public struct WorkspaceSnapshot: Sendable {
    /// An open document at the snapshot's version.
    struct OpenDocument: Sendable {
        let document: DocumentSnapshot
        /// The version's stages, shared with every other reader of the same version.
        let preparation: VersionPreparation
        /// Whether `index` already holds this version's facts (the workspace had prepared it).
        let factsInIndex: Bool
        /// The version's analysis at the snapshot's generation, if the workspace had made it.
        let analyzed: AnalyzedDocument?
    }

    /// The facts of every known file as captured: open documents with the facts of the
    /// latest version the workspace had prepared (see `indexWithOpenDocuments`).
    public let index: WorkspaceIndex
    /// The settings in effect when the snapshot was taken.
    public let settings: ServerSettings
    /// The workspace's analyses of `layout:` values, shared by every reader of the snapshot.
    let layoutValues: LayoutValueAnalyses
    /// The workspace's analysis generation when the snapshot was taken.
    public let analysisGeneration: Int
    let documents: [String: OpenDocument]
    /// Files on disk the workspace knows (their facts alone).
    let disk: [String: DocumentFacts]
    /// The URI each known path is spoken of by.
    let uris: [String: DocumentURI]
    /// The workspace's `completionGeneration` when the snapshot was taken, and the memo of
    /// what completion offers from other files that every snapshot shares.
    let completionGeneration: Int
    let completionMemo: CompletionWorkspaceMemo
    private let schemaOverride: Schema?
    private let computed: Computed

    /// What the snapshot computes from what it captured, at most once, on first use.
    private final class Computed: Sendable {
        /// The workspace's pipeline when it has one built, else built once by the first reader.
        let analyzer: ComputedOnce<DocumentAnalyzer>
        let overlaidIndex = ComputedOnce<WorkspaceIndex>()
        /// Closed files' line tables, each file read once per snapshot (nil: not readable).
        let diskLineTables = LockedValue<[String: LineTable?]>([:])

        init(analyzer: DocumentAnalyzer?) {
            self.analyzer = analyzer.map(ComputedOnce.init) ?? ComputedOnce()
        }
    }

    init(
        index: WorkspaceIndex, settings: ServerSettings, analysisGeneration: Int, documents: [String: OpenDocument],
        disk: [String: DocumentFacts], uris: [String: DocumentURI], completionGeneration: Int,
        completionMemo: CompletionWorkspaceMemo, schemaOverride: Schema?, analyzer: DocumentAnalyzer?,
        layoutValues: LayoutValueAnalyses
    ) {
        self.layoutValues = layoutValues
        self.index = index
        self.settings = settings
        self.analysisGeneration = analysisGeneration
        self.documents = documents
        self.disk = disk
        self.uris = uris
        self.completionGeneration = completionGeneration
        self.completionMemo = completionMemo
        self.schemaOverride = schemaOverride
        self.computed = Computed(analyzer: analyzer)
    }

    /// The schemas in effect: the embedded ones (loaded once per process) unless the settings
    /// named other directories when the snapshot was taken.
    public var schema: Schema { schemaOverride ?? Schema.embedded }

    /// The analysis pipeline for the snapshot's schema (the workspace's, if it had built it).
    public var analyzer: DocumentAnalyzer {
        get async { await computed.analyzer.value { DocumentAnalyzer.standard(schema: schema, values: layoutValues) } }
    }

    /// The index with every open document's facts at the snapshot's version: what
    /// navigation across files reads, so that ranges in open documents match their text.
    /// Only the versions whose facts the captured index lacks are prepared; computed once.
    public var indexWithOpenDocuments: WorkspaceIndex {
        get async {
            if let done = computed.overlaidIndex.finishedValue { return done }
            var facts: [DocumentFacts] = []
            for path in documents.keys.sorted() {
                guard let entry = documents[path], !entry.factsInIndex else { continue }
                facts.append(await entry.preparation.preparedDocument.facts)
            }
            return await computed.overlaidIndex.value {
                var index = index
                for fact in facts { index.update(fact) }
                return index
            }
        }
    }

    /// The open documents at the snapshot's versions, by index path.
    var openDocuments: [String: DocumentSnapshot] { documents.mapValues(\.document) }

    /// The URI of an index path, as the client spelled it when the snapshot was taken.
    public func uri(ofPath path: String) -> DocumentURI { uris[path] ?? FileURI.uri(forPath: path) }

    /// Every known document (open or on disk) at the snapshot, by URI, sorted.
    public var documentURIs: [DocumentURI] { Set(documents.keys).union(disk.keys).map(uri(ofPath:)).sorted() }

    // MARK: One document

    /// The entry of `document`'s version. A document the snapshot was not taken with (no
    /// feature asks for one) gets a preparation for this caller alone.
    func entry(_ document: DocumentSnapshot) -> OpenDocument {
        let path = Workspace.path(of: document.uri)
        if let entry = documents[path], entry.document.version == document.version, entry.document.text == document.text {
            return entry
        }
        return OpenDocument(
            document: document, preparation: VersionPreparation(text: document.text, path: path, values: layoutValues), factsInIndex: false,
            analyzed: nil)
    }

    /// The shared stages of `document`'s version.
    func preparation(_ document: DocumentSnapshot) -> VersionPreparation { entry(document).preparation }

    /// The syntax tree of `document`'s version (all folding and linked editing need).
    public func syntaxTree(_ document: DocumentSnapshot) async -> XMLSyntaxTree { await preparation(document).syntaxTree }

    /// `document`'s version prepared for analysis.
    public func prepared(_ document: DocumentSnapshot) async -> PreparedDocument { await preparation(document).preparedDocument }

    /// `document`'s version read for hover and navigation, once per version.
    public func navigationDocument(_ document: DocumentSnapshot) async -> NavigationDocument {
        await preparation(document).navigationDocument
    }

    /// `document`'s version analyzed against the snapshot's index: the workspace's analysis
    /// when it had made it at this generation, else made here (and not kept: the workspace
    /// keeps the analyses its diagnostics make).
    public func analyzed(_ document: DocumentSnapshot) async -> AnalyzedDocument { await analyzed(entry(document)) }

    /// The analysis of one entry (an open document's, or one a caller made for another version).
    func analyzed(_ entry: OpenDocument) async -> AnalyzedDocument {
        await analyzed(entry, stopsWhenCancelled: false)!
    }

    /// The same for a diagnostics run, which nobody waits for once it is cancelled: nil when
    /// the task is cancelled before the analysis is done (`analyzeSideBySide(_:workspace:stopsWhenCancelled:)`).
    func analyzedUnlessCancelled(_ entry: OpenDocument) async -> AnalyzedDocument? {
        await analyzed(entry, stopsWhenCancelled: true)
    }

    private func analyzed(_ entry: OpenDocument, stopsWhenCancelled: Bool) async -> AnalyzedDocument? {
        if let analyzed = entry.analyzed { return analyzed }
        let prepared = await entry.preparation.preparedDocument
        // A closed file read again for a pull usually has the facts the index holds: the index
        // is then not copied for it.
        let workspace = !entry.factsInIndex && index.documents[prepared.path] != prepared.facts ? index.updating(prepared.facts) : index
        let analyzer = await analyzer
        return await analyzer.analyzeSideBySide(prepared, workspace: workspace, stopsWhenCancelled: stopsWhenCancelled)
    }

    /// `document`'s version laid out on one device with the snapshot's styles and Swift files
    /// (from the layouts of every device when the slow diagnostics solved them with the same).
    public func layout(_ document: DocumentSnapshot, on preset: DevicePreset) async -> ComponentLayout? {
        await layoutOnDemand(document, on: preset)()
    }

    /// The same, solved only when the returned function is called (hover asks for it only on a
    /// view's tag): the version's stages are awaited here, so the solve waits for nothing.
    func layoutOnDemand(_ document: DocumentSnapshot, on preset: DevicePreset) async -> @Sendable () -> ComponentLayout? {
        let preparation = preparation(document)
        let (tree, model, index) = (await preparation.syntaxTree, await preparation.document, index)
        return {
            preparation.layout(
                on: preset, tree: tree, document: model,
                styles: StyleLibrary(reachableFrom: model, path: preparation.path, in: index),
                holds: FieldLayoutHolds(document: model, swift: index.swift))
        }
    }

    /// `document`'s version laid out on every device, with the views held for the Swift files;
    /// nil when cancelled part way.
    public func layoutsAndHolds(
        _ document: DocumentSnapshot, isCancelled: () -> Bool
    ) async -> (layouts: [ComponentLayout], holds: FieldLayoutHolds)? {
        await layoutsAndHolds(preparation(document), isCancelled: isCancelled)
    }

    /// One preparation laid out on every device with the snapshot's styles and Swift files.
    func layoutsAndHolds(
        _ preparation: VersionPreparation, isCancelled: () -> Bool
    ) async -> (layouts: [ComponentLayout], holds: FieldLayoutHolds)? {
        let (tree, model) = (await preparation.syntaxTree, await preparation.document)
        let styles = StyleLibrary(reachableFrom: model, path: preparation.path, in: index)
        let holds = FieldLayoutHolds(document: model, swift: index.swift)
        return await preparation.layoutsOnEveryDevice(tree: tree, document: model, styles: styles, holds: holds, isCancelled: isCancelled)
            .map { ($0, holds) }
    }

    // MARK: Other files

    /// The text of a known file at the snapshot: an open document's at its version, else the
    /// file as it is on disk now (the workspace keeps only a closed file's facts, not its text).
    public func text(ofPath path: String) -> String? {
        if let open = documents[path] { return open.document.text }
        return disk[path] != nil ? Workspace.diskText(path) : nil
    }

    /// The line table of a known file at the snapshot, to place ranges in it: an open
    /// document's own (built with its version), a closed file's read from disk once per
    /// snapshot, however many diagnostics, references or fixes point into it. An application
    /// description that is not open: the line table of the text the index holds.
    public func lineTable(ofPath path: String) -> LineTable? {
        if let open = documents[path] { return open.document.lineTable }
        guard disk[path] != nil else { return index.resources.description(at: path).map { LineTable($0.text) } }
        if let known = computed.diskLineTables.withLock({ $0[path] }) { return known }
        // Read outside the lock; two readers racing build the same table.
        let table = Workspace.diskText(path).map { LineTable($0) }
        computed.diskLineTables.withLock { $0[path] = table }
        return table
    }
}
