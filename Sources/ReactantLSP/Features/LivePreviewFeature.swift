import JSONRPC
import LanguageServerProtocol

/// The live preview in a browser (`reactant.openPreview`, a `workspace/executeCommand`
/// command): the open document's page on the server's own web server, which the client is
/// asked to open (`window/showDocument`, `external`) and the command returns. The page is
/// drawn again on every change of an open document or of files on disk, and outlines the
/// view under the editor's cursor (`reactant/cursorMoved`, or a hover or highlight's position).
public struct LivePreviewFeature: ServerFeature {
    public static let openCommand = "reactant.openPreview"

    let host: LivePreviewHost

    public init(workspace: Workspace) {
        host = LivePreviewHost(workspace: workspace)
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        var commands = capabilities.executeCommandProvider?.commands ?? []
        commands.append(Self.openCommand)
        capabilities.executeCommandProvider = ExecuteCommandOptions(commands: commands)
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        let host = host
        handlers.onEveryMessage { host.keep($0) }
        handlers.onRequest(ExecuteCommandRequest.self) { request, context in
            guard request.command == Self.openCommand else {
                throw ResponseError.invalidParams("unknown command '\(request.command)'; the server runs \(Self.openCommand)")
            }
            guard let uri = Self.documentURI(in: request.arguments) else {
                throw ResponseError.invalidParams("\(Self.openCommand) takes the URI of an open .ui.xml document, e.g. [\"file:///app/Main.ui.xml\"]")
            }
            guard uri.hasSuffix(".ui.xml") else { throw ResponseError.invalidParams("only .ui.xml documents have a preview: \(uri)") }
            _ = try context.document(uri)
            let url: String
            do {
                url = try await host.pageURL(for: uri)
            } catch {
                throw ResponseError.internalError("\(error)")
            }
            // The client opens it in the browser; a client that cannot still has the answer.
            Task { _ = try? await context.client.send(ShowDocumentRequest(uri: url, external: true)) }
            return .string(url)
        }
        handlers.onNotification(DidOpenTextDocumentNotification.self) { notification, _ in await host.changed(notification.textDocument.uri) }
        handlers.onNotification(DidChangeTextDocumentNotification.self) { notification, _ in await host.changed(notification.textDocument.uri) }
        handlers.onNotification(DidCloseTextDocumentNotification.self) { notification, _ in await host.changed(notification.textDocument.uri) }
        // Styles, the app's description or Swift on disk may change any drawing.
        handlers.onNotification(DidChangeWatchedFilesNotification.self) { _, _ in await host.changed(nil) }
        handlers.onNotification(CursorMovedNotification.self) { notification, context in
            await host.cursorMoved(to: notification.position, in: notification.textDocument.uri, context: context)
        }
        handlers.onRequestArrival(HoverRequest.self) { request, context in
            Task { await host.cursorMoved(to: request.position, in: request.textDocument.uri, context: context) }
        }
        handlers.onRequestArrival(DocumentHighlightRequest.self) { request, context in
            Task { await host.cursorMoved(to: request.position, in: request.textDocument.uri, context: context) }
        }
    }

    public func serverWillExit() async {
        await host.stop()
    }

    /// The first argument: a URI string, or an object with `uri` (a `TextDocumentIdentifier`).
    static func documentURI(in arguments: [JSONValue]?) -> DocumentURI? {
        guard let first = arguments?.first else { return nil }
        if let uri = first.stringValue { return uri }
        return first["uri"]?.stringValue
    }
}

/// `reactant/cursorMoved`: where the editor's cursor is, sent by the shipped editor
/// configurations as it moves, for the live preview to outline the view there.
public struct CursorMovedNotification: NotificationType, Hashable {
    public static let method = "reactant/cursorMoved"
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}
