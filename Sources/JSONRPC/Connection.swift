import Foundation
import LanguageServerProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One end of a JSON-RPC conversation over two file descriptors.
///
/// A dedicated thread reads and frames the input; what it reads comes out of `events` in
/// arrival order. Writes are serialized by a lock, so concurrent senders never interleave
/// bytes. Responses to requests this side sent are matched here and never reach `events`.
public final class Connection: @unchecked Sendable {
    /// What the reader produced: a message, or a body or header that was not one.
    public enum Event: Sendable {
        case message(IncomingMessage)
        case malformed(MalformedMessage)
        case framingError(String)
    }

    private let input: Int32
    private let output: Int32
    private let lock = NSLock()
    private var nextRequestNumber = 1
    private var pending: [RequestID: CheckedContinuation<Data, any Error>] = [:]
    private var closed = false
    private var started = false
    private let stream: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    /// Why a request this side sent got no result.
    public enum RequestFailure: Error, Sendable {
        case error(ResponseError)
        case connectionClosed
        case undecodableResult(String)
    }

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    }

    /// Incoming messages in arrival order; ends when the input reaches end of file.
    /// The reading thread starts on the first access.
    public var events: AsyncStream<Event> {
        lock.withLock {
            if !started {
                started = true
                let thread = Thread { [self] in readLoop() }
                thread.name = "jsonrpc-reader"
                thread.start()
            }
        }
        return stream
    }

    private func readLoop() {
        var reader = FrameReader()
        let capacity = 64 * 1024
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        while true {
            let count = read(input, buffer, capacity)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.append(UnsafeBufferPointer(start: buffer, count: count))
            while true {
                do {
                    guard let body = try reader.next() else { break }
                    deliver(Data(body))
                } catch {
                    continuation.yield(.framingError(error.description))
                }
            }
        }
        continuation.finish()
        let waiting = lock.withLock {
            closed = true
            defer { pending.removeAll() }
            return Array(pending.values)
        }
        for request in waiting { request.resume(throwing: RequestFailure.connectionClosed) }
    }

    private func deliver(_ body: Data) {
        switch IncomingMessage.parse(body) {
        case .success(.response(let id, let result)):
            guard let waiting = lock.withLock({ pending.removeValue(forKey: id) }) else {
                return  // An answer to nothing we asked: dropped.
            }
            switch result {
            case .success(let body): waiting.resume(returning: body)
            case .failure(let error): waiting.resume(throwing: RequestFailure.error(error))
            }
        case .success(let message):
            continuation.yield(.message(message))
        case .failure(let malformed):
            continuation.yield(.malformed(malformed))
        }
    }

    // MARK: Sending

    /// Writes one framed body; safe to call from any thread.
    public func send(body: Data) {
        let bytes = framed(body)
        lock.withLock {
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(output, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        return  // The peer is gone; there is no one left to tell.
                    }
                    offset += written
                }
            }
        }
    }

    public func sendNotification<N: NotificationType>(_ notification: N) {
        guard let body = try? OutgoingMessage.notification(method: N.method, params: notification) else { return }
        send(body: body)
    }

    public func sendResponse(id: RequestID, result: some Encodable) {
        do {
            send(body: try OutgoingMessage.response(id: id, result: result))
        } catch {
            sendError(id: id, error: .internalError("result could not be encoded: \(error)"))
        }
    }

    public func sendError(id: RequestID?, error: ResponseError) {
        send(body: OutgoingMessage.error(id: id, error: error))
    }

    /// Sends a request and waits for its response, which the reading thread routes back here.
    public func sendRequest<R: RequestType>(_ request: R) async throws(RequestFailure) -> R.Response {
        let body: Data
        do {
            body = try await withCheckedThrowingContinuation { waiting in
                let id: RequestID? = lock.withLock {
                    guard !closed else { return nil }
                    let id = RequestID.number(nextRequestNumber)
                    nextRequestNumber += 1
                    pending[id] = waiting
                    return id
                }
                guard let id else { return waiting.resume(throwing: RequestFailure.connectionClosed) }
                do {
                    send(body: try OutgoingMessage.request(id: id, method: R.method, params: request))
                } catch {
                    lock.withLock { _ = pending.removeValue(forKey: id) }
                    waiting.resume(throwing: RequestFailure.undecodableResult("request could not be encoded: \(error)"))
                }
            }
        } catch let failure as RequestFailure {
            throw failure
        } catch {
            throw .connectionClosed
        }
        do {
            return try decodeResult(R.Response.self, from: body)
        } catch {
            throw .undecodableResult("\(error)")
        }
    }
}
