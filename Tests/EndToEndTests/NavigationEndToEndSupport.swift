import LanguageServerProtocol

/// A document for the end-to-end tests of hover, navigation and quick fixes, with `|` as the
/// cursor and `⟦…⟧` around expected ranges; positions are counted in UTF-16, as the default.
struct MarkedScreen {
    let uri: DocumentURI
    let text: String
    let cursor: Position
    let ranges: [LSPRange]

    init(_ marked: String, uri: DocumentURI = "file:///project/Screen.ui.xml") {
        var text = ""
        var line = 0
        var character = 0
        var cursor = Position(line: 0, character: 0)
        var starts: [Position] = []
        var ranges: [LSPRange] = []
        for scalar in marked {
            switch scalar {
            case "|": cursor = Position(line: line, character: character)
            case "⟦": starts.append(Position(line: line, character: character))
            case "⟧": ranges.append(LSPRange(start: starts.removeLast(), end: Position(line: line, character: character)))
            case "\n":
                text.append(scalar)
                line += 1
                character = 0
            default:
                text.append(scalar)
                character += scalar.utf16.count
            }
        }
        self.uri = uri
        self.text = text
        self.cursor = cursor
        self.ranges = ranges.sorted { ($0.start.line, $0.start.character) < ($1.start.line, $1.start.character) }
    }

    var identifier: TextDocumentIdentifier { TextDocumentIdentifier(uri: uri) }

    func open(in server: ServerProcess) throws {
        try server.notify(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "reactant-ui", version: 1, text: text)))
    }
}
