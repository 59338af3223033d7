import LanguageServerProtocol
import TestSupport

/// Where the end-to-end tests of hover, navigation and quick fixes open their document.
let screenURI: DocumentURI = "file:///project/Screen.ui.xml"

extension ServerProcess {
    /// Opens a marked document's clean text as a `reactant-ui` document.
    func open(_ document: MarkedText, uri: DocumentURI = screenURI) throws {
        try notify(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "reactant-ui", version: 1, text: document.text)))
    }
}
