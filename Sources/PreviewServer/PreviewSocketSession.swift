import Foundation
import HummingbirdWebSocket

/// One page's WebSocket: the hub's pushes written out, the page's requests read in, until
/// either side ends.
enum PreviewSocketSession {
    /// The largest request a page sends is a few dozen bytes; anything near this is not one.
    static let maxRequestSize = 16 * 1024

    /// The socket of a component's drawing (on the gallery or its own page).
    static func serve(
        component: String, options: PreviewOptions, hub: PreviewHub, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async {
        let (key, pushes) = await hub.open(component: component, options: options)
        await relay(pushes, key: key, hub: hub, inbound: inbound, outbound: outbound)
    }

    /// The gallery's socket: the list of components, sent again when it changes.
    static func serveGallery(hub: PreviewHub, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let (key, pushes) = await hub.openGallery()
        await relay(pushes, key: key, hub: hub, inbound: inbound, outbound: outbound)
    }

    private static func relay(
        _ pushes: AsyncStream<PreviewPush>, key: UUID, hub: PreviewHub, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await push in pushes {
                    do { try await outbound.write(.text(push.json())) } catch { break }
                }
            }
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: maxRequestSize) {
                        guard case .text(let text) = message else {
                            await hub.reject("requests are JSON text messages", from: key)
                            continue
                        }
                        switch PreviewRequest.parse(text) {
                        case .success(let request): await hub.handle(request, from: key)
                        case .failure(let error): await hub.reject(error.message, from: key)
                        }
                    }
                } catch {
                    // A frame too large or malformed ends the socket, as the protocol asks.
                }
                // The page went away: nothing more is pushed to it.
                await hub.close(key)
            }
            await group.waitForAll()
        }
    }
}
