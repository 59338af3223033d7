import LanguageServerProtocol
import SchemaModel
import SwiftBinding
import ReactantAnalysis

/// One change to the live workspace, as a value: what the workspace's single door
/// (`Workspace.apply(_:)`) takes. Each case carries what was already read (a file's facts, a
/// Swift file's declarations, a loaded schema): reading the disk, parsing and preparing happen
/// before, outside the lock, so applying a change is quick and never waits.
public enum WorkspaceChange: Sendable {
    // MARK: Open documents

    /// A document was opened or edited; its facts reach the index later (`factsRead`).
    case documentEdited(DocumentSnapshot)
    /// A document was closed: the index falls back to its copy on disk, if there is one.
    case documentClosed(DocumentURI)
    /// The facts of an open version, read by its first diagnostics run. Ignored unless the
    /// version is still the latest and its facts are not in the index yet.
    case factsRead(PreparedDocument, of: DocumentSnapshot)
    /// An analysis a diagnostics run made of a version at an analysis generation. Kept only
    /// while the workspace has not moved past it (same version, same generation).
    case analysisMade(AnalyzedDocument, of: DocumentSnapshot, generation: Int)
    /// An open Swift document's declarations (`nil`: it was closed, and its disk copy counts again).
    case swiftDocument(path: String, declarations: SwiftFileDeclarations?)

    // MARK: Files on disk

    /// A Reactant UI file read from disk (`facts` `nil`: it is gone), or a Swift file
    /// (`SwiftFileRead`). See `DiskRead` for which reads are kept.
    case fileRead(DiskRead<DocumentFacts>)
    case swiftFileRead(DiskRead<SwiftFileDeclarations>)
    /// Folders joined the workspace; their files arrive as `fileRead`s of a scan.
    case foldersAdded([String])
    /// Folders left it: the disk copies below them that no remaining folder holds are forgotten.
    case foldersRemoved([String])

    // MARK: What every analysis reads

    /// The apps' descriptions and catalogs, found again.
    case resources(ApplicationResourceSet)
    /// An application description's text as the editor has it, in place of the one at its path.
    case description(ApplicationDescription)
    /// The user's settings; they filter what analyses found, so only a change of the shown
    /// diagnostics makes documents stale.
    case settings(ServerSettings)
    /// The trace level alone (`$/setTrace`).
    case trace(ServerSettings.Trace)
    /// The schema in effect (`nil`: the embedded one) and its analysis pipeline.
    case schema(Schema?, DocumentAnalyzer)
    /// The embedded schema's analysis pipeline, built ahead of the first analysis; ignored
    /// once one is in place.
    case analyzerLoaded(DocumentAnalyzer)
}

/// What one read of a file from disk found, and when the read started: of two reads of a path,
/// the later started wins, whichever finishes first. A read that is part of a folder scan
/// (`inFolder`) is dropped if no workspace folder holds the file any more.
public struct DiskRead<Contents: Sendable>: Sendable {
    public var path: String
    /// `nil`: the file does not exist (or could not be read).
    public var contents: Contents?
    public var ticket: DiskReadTicket
    public var inFolder: Bool

    public init(path: String, contents: Contents?, ticket: DiskReadTicket, inFolder: Bool = false) {
        self.path = path
        self.contents = contents
        self.ticket = ticket
        self.inFolder = inFolder
    }
}

/// The order in which disk reads started (`Workspace.startDiskRead()`).
public struct DiskReadTicket: Comparable, Hashable, Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
    public static func < (a: Self, b: Self) -> Bool { a.number < b.number }
}
