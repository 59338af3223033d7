import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Lets a WebSocket handshake reach the upgrade only when `PreviewAccessGuard` would let its
/// request through; any other handshake loses its `Upgrade` header and goes on as the plain
/// request it then is, which the guard answers 403 with no body. Without this the WebSocket
/// library answers every refused handshake itself, 400.
///
/// It sits right after the HTTP request decoder, before the upgrade handler, and leaves the
/// pipeline as it lets a handshake through: past the upgrade, what arrives is WebSocket
/// frames, not requests.
final class PreviewUpgradeGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let token: PreviewToken

    init(token: PreviewToken) {
        self.token = token
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), head.headers.contains(name: "upgrade") else {
            context.fireChannelRead(data)
            return
        }
        let allowed = PreviewAccessGuard<BasicRequestContext>.allows(
            token: token, presented: URI(head.uri).queryParameters["token"], authority: head.headers.first(name: "host"))
        if allowed {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        } else {
            head.headers.remove(name: "upgrade")
            context.fireChannelRead(wrapInboundOut(.head(head)))
        }
    }
}

/// The server's connections: Hummingbird's HTTP/1 channel with WebSocket upgrades, the gate
/// put in front of the upgrade.
struct PreviewChildChannel: ServerChildChannel {
    let upgrading: HTTP1WebSocketUpgradeChannel
    let token: PreviewToken

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        let token = token
        return upgrading.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(PreviewUpgradeGate(token: token), position: .after(decoder))
            return value
        }
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        await upgrading.handle(value: value, logger: logger)
    }
}
