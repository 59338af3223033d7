import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The live preview's HTTP server: the gallery at `/`, a component's page at `/component`,
/// the page's script and style, a drawing's WebSocket at `/socket` and the gallery's list's
/// at `/gallery/socket`, on 127.0.0.1 at a port the
/// system picks. Every request must carry the token (`PreviewAccessGuard`); what is served
/// is made here or drawn by the source, never read from a path a request names.
public final class PreviewWebServer: Sendable {
    public let token: PreviewToken
    public let hub: PreviewHub
    /// The port the server listens on.
    public let port: Int
    private let running: Task<Void, Never>

    public enum StartFailure: Error, CustomStringConvertible {
        case notListening(String)
        public var description: String {
            switch self { case .notListening(let why): "the preview server did not start: \(why)" }
        }
    }

    private init(token: PreviewToken, hub: PreviewHub, port: Int, running: Task<Void, Never>) {
        self.token = token
        self.hub = hub
        self.port = port
        self.running = running
    }

    /// Starts serving `source` and returns once the server listens.
    public static func start(source: any PreviewSource, token: PreviewToken = .random()) async throws -> PreviewWebServer {
        let hub = PreviewHub(source: source)
        let (bound, announce) = AsyncStream.makeStream(of: Result<Int, StartFailure>.self, bufferingPolicy: .bufferingNewest(1))
        let application = makeApplication(source: source, hub: hub, token: token) { channel in
            if let port = channel.localAddress?.port {
                announce.yield(.success(port))
            } else {
                announce.yield(.failure(.notListening("no local address")))
            }
        }
        let running = Task {
            do {
                try await application.run()
                announce.yield(.failure(.notListening("the server stopped")))
            } catch {
                announce.yield(.failure(.notListening("\(error)")))
            }
            announce.finish()
        }
        var iterator = bound.makeAsyncIterator()
        switch await iterator.next() {
        case .success(let port)?:
            return PreviewWebServer(token: token, hub: hub, port: port, running: running)
        case .failure(let failure)?:
            throw failure
        case nil:
            throw StartFailure.notListening("the server stopped")
        }
    }

    /// Closes every page's socket and stops listening; returns once the server has stopped.
    public func stop() async {
        await hub.closeAll()
        running.cancel()
        await running.value
    }

    public var origin: String { "http://127.0.0.1:\(port)" }

    /// The gallery of every component the source serves.
    public var galleryURL: String { "\(origin)/?token=\(token)" }

    /// The page of one component.
    public func pageURL(for component: String) -> String {
        "\(origin)/component?component=\(Self.queryEncoded(component))&token=\(token)"
    }

    static func queryEncoded(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }

    // MARK: Routes

    private static func makeApplication(
        source: any PreviewSource, hub: PreviewHub, token: PreviewToken, onRunning: @escaping @Sendable (any Channel) async -> Void
    ) -> some ApplicationProtocol {
        // Nothing of the server's may reach stdout, where a language server speaks JSON-RPC.
        let quiet = Logger(label: "preview-server", factory: { _ in SwiftLogNoOpLogHandler() })
        let router = Router()
        router.add(middleware: PreviewAccessGuard(token: token))
        router.add(middleware: PreviewSecurityHeaders())
        router.get("/") { _, _ -> Response in
            .html(PreviewPages.gallery(components: await source.components(), token: token, revealsInEditor: source.revealsInEditor))
        }
        router.get("/component") { request, _ -> Response in
            guard let id = request.uri.queryParameters["component"].map(String.init),
                  let component = await source.components().first(where: { $0.id == id })
            else { return Response(status: .notFound) }
            return .html(PreviewPages.component(component, token: token, revealsInEditor: source.revealsInEditor))
        }
        router.get("/app.js") { _, _ -> Response in
            .text(PreviewPageScript.source, type: "text/javascript; charset=utf-8")
        }
        router.get("/app.css") { _, _ -> Response in
            .text(PreviewPageStyle.source, type: "text/css; charset=utf-8")
        }

        let sockets = Router(context: BasicWebSocketRequestContext.self)
        sockets.add(middleware: PreviewAccessGuard(token: token))
        sockets.ws("/socket") { request, _ in
            guard let id = request.uri.queryParameters["component"].map(String.init), await hub.serves(id) else {
                return .dontUpgrade
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let id = context.request.uri.queryParameters["component"].map(String.init) else { return }
            let options = PreviewOptions(
                device: context.request.uri.queryParameters["device"].map(String.init),
                theme: context.request.uri.queryParameters["theme"].map(String.init))
            await PreviewSocketSession.serve(component: id, options: options, hub: hub, inbound: inbound, outbound: outbound)
        }
        sockets.ws("/gallery/socket") { _, _ in
            .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            await PreviewSocketSession.serveGallery(hub: hub, inbound: inbound, outbound: outbound)
        }
        let socketResponder = sockets.buildResponder()
        return Application(
            router: router,
            server: HTTPServerBuilder { responder in
                PreviewChildChannel(
                    upgrading: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: socketResponder, configuration: .init()),
                    token: token)
            },
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: nil),
            onServerRunning: onRunning,
            logger: quiet)
    }
}

extension Response {
    static func html(_ text: String) -> Response {
        .text(text, type: "text/html; charset=utf-8")
    }

    static func text(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
