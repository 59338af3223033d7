import Foundation
import HummingbirdWSClient
import Logging

/// A WebSocket as a test holds it (a preview page's, or a browser's DevTools): the messages received, in order, taken by
/// predicate as they arrive; text sent back. Waits end on arrival, or fail when the socket
/// closes; there is no timer.
public final class PreviewSocketClient: Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case closed(String), refused(String)
        public var description: String {
            switch self {
            case .closed(let what): "the socket closed while waiting for \(what)"
            case .refused(let why): "the socket was refused: \(why)"
            }
        }
    }

    private let messages: MessageBox
    private let outgoing: AsyncStream<String>.Continuation
    private let running: Task<Void, Never>

    private init(messages: MessageBox, outgoing: AsyncStream<String>.Continuation, running: Task<Void, Never>) {
        self.messages = messages
        self.outgoing = outgoing
        self.running = running
    }

    /// Connects to `url` (`ws://127.0.0.1:…/socket?…`); throws when the server refuses the upgrade.
    public static func connect(_ url: String) async throws -> PreviewSocketClient {
        let messages = MessageBox()
        let (outgoingStream, outgoing) = AsyncStream.makeStream(of: String.self)
        let (opened, announce) = AsyncStream.makeStream(of: Result<Void, Failure>.self, bufferingPolicy: .bufferingNewest(1))
        let quiet = Logger(label: "preview-socket-test", factory: { _ in SwiftLogNoOpLogHandler() })
        let running = Task {
            do {
                try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 26), logger: quiet) { inbound, outbound, _ in
                    announce.yield(.success(()))
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for await text in outgoingStream { try? await outbound.write(.text(text)) }
                        }
                        group.addTask {
                            do {
                                for try await message in inbound.messages(maxSize: 64 << 20) {
                                    if case .text(let text) = message { await messages.receive(text) }
                                }
                            } catch {}
                            outgoing.finish()
                        }
                        await group.waitForAll()
                    }
                }
                announce.yield(.failure(.refused("closed at once")))
            } catch {
                announce.yield(.failure(.refused("\(error)")))
            }
            await messages.close()
        }
        var iterator = opened.makeAsyncIterator()
        switch await iterator.next() {
        case .success?: return PreviewSocketClient(messages: messages, outgoing: outgoing, running: running)
        case .failure(let failure)?: throw failure
        case nil: throw Failure.refused("no answer")
        }
    }

    public func send(_ text: String) { outgoing.yield(text) }

    /// The first message received and not yet taken that satisfies `predicate`, once it arrives.
    public func next(_ what: String, where predicate: @escaping @Sendable (String) -> Bool = { _ in true }) async throws -> String {
        try await messages.take(what, where: predicate)
    }

    /// Closes the socket from this side and waits until it is closed.
    public func close() async {
        outgoing.finish()
        running.cancel()
        await running.value
    }
}

private actor MessageBox {
    private var pending: [String] = []
    private var waiters: [(predicate: @Sendable (String) -> Bool, what: String, continuation: CheckedContinuation<String, any Error>)] = []
    private var closed = false

    func receive(_ text: String) {
        if let index = waiters.firstIndex(where: { $0.predicate(text) }) {
            waiters.remove(at: index).continuation.resume(returning: text)
        } else {
            pending.append(text)
        }
    }

    func close() {
        closed = true
        for waiter in waiters { waiter.continuation.resume(throwing: PreviewSocketClient.Failure.closed(waiter.what)) }
        waiters.removeAll()
    }

    func take(_ what: String, where predicate: @escaping @Sendable (String) -> Bool) async throws -> String {
        if let index = pending.firstIndex(where: predicate) { return pending.remove(at: index) }
        if closed { throw PreviewSocketClient.Failure.closed(what) }
        return try await withCheckedThrowingContinuation { waiters.append((predicate, what, $0)) }
    }
}
