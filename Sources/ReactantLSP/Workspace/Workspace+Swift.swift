import LanguageServerProtocol
import SourceFiles
import SwiftBinding
import ReactantAnalysis

/// The workspace's Swift files: read for the classes and properties `field` bindings name,
/// from disk (the folder scan, watched-file events) and from the editor (open Swift
/// documents, whose text wins). Each is parsed outside the lock; what a change makes stale is
/// returned, as for every workspace change.
extension Workspace {
    /// An open Swift document's text changed: its declarations replace the disk copy's.
    /// Parsing takes a while on a large file; callers keep it off the message loop (the parse
    /// runs on a thread of its own; the caller is suspended meanwhile).
    public func swiftDocumentChanged(_ uri: DocumentURI, text: String) async -> StaleDiagnostics {
        let declarations = await SwiftSourceReader.read(text, budget: swiftReadBudget)
        let path = Self.path(of: uri)
        noteSwiftRead(path, text: text, declarations: declarations)
        return apply(.swiftDocument(path: path, declarations: declarations))
    }

    /// An open Swift document was closed: its disk copy counts again (or nothing, for a file
    /// the workspace never read).
    public func swiftDocumentClosed(_ uri: DocumentURI) -> StaleDiagnostics {
        let path = Self.path(of: uri)
        // The disk copy's note, if it has one, replaces the document's.
        let disk = reading { $0.swiftDisk[path] }
        let diskText = disk?.isReadCompletely == false ? swiftText(ofPath: path) ?? "" : ""
        noteSwiftRead(path, text: diskText, declarations: disk)
        return apply(.swiftDocument(path: path, declarations: nil))
    }

    /// Reads one Swift file from disk into its declarations (or forgets it when it does not
    /// exist) and returns the open documents made stale. A read that is part of a folder
    /// scan (`inFolder`) is dropped if the file's folder left the workspace meanwhile.
    func readSwiftFromDisk(_ path: String, exists: Bool = true, inFolder: Bool = false) async -> StaleDiagnostics {
        let ticket = startDiskRead()
        var declarations: SwiftFileDeclarations?
        var text = ""
        if exists, case .success(let file) = FileReader.read(DiscoveredFile(path: path, absolutePath: path)) {
            text = file.source.text
            declarations = await SwiftSourceReader.read(text, budget: swiftReadBudget)
        }
        // An open document's text wins: its note stands while it is open.
        if reading({ $0.swiftOpen[path] == nil }) { noteSwiftRead(path, text: text, declarations: declarations) }
        return apply(.swiftFileRead(DiskRead(path: path, contents: declarations, ticket: ticket, inFolder: inFolder)))
    }

    /// The text of a Swift file as the workspace would read it: from disk (open documents'
    /// text is the caller's, from the document store).
    public func swiftText(ofPath path: String) -> String? {
        guard case .success(let file) = FileReader.read(DiscoveredFile(path: path, absolutePath: path)) else { return nil }
        return file.source.text
    }
}
