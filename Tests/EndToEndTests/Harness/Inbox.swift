import Foundation
import LanguageServerProtocol

/// Messages received from the server and not yet taken by a test, in arrival order.
actor Inbox {
    private struct Waiter {
        let key: UUID
        let predicate: @Sendable (JSONValue) -> Bool
        let continuation: CheckedContinuation<JSONValue, any Error>
    }

    private var messages: [JSONValue] = []
    private var waiters: [Waiter] = []
    private var isClosed = false

    /// Everything received and not yet taken.
    var pending: [JSONValue] { messages }

    func receive(_ message: JSONValue) {
        if let index = waiters.firstIndex(where: { $0.predicate(message) }) {
            waiters.remove(at: index).continuation.resume(returning: message)
        } else {
            messages.append(message)
        }
    }

    func close() {
        isClosed = true
        for waiter in waiters { waiter.continuation.resume(throwing: ServerProcess.Failure.closed("a message")) }
        waiters.removeAll()
    }

    /// Removes and returns the first message satisfying `predicate`, waiting up to `timeout` for it.
    func take(
        _ description: String, timeout: Duration, where predicate: @escaping @Sendable (JSONValue) -> Bool
    ) async throws -> JSONValue {
        if let index = messages.firstIndex(where: predicate) { return messages.remove(at: index) }
        if isClosed { throw ServerProcess.Failure.closed(description) }
        let key = UUID()
        return try await withCheckedThrowingContinuation { continuation in
            waiters.append(Waiter(key: key, predicate: predicate, continuation: continuation))
            Task {
                try? await Task.sleep(for: timeout)
                self.expire(key, description)
            }
        }
    }

    private func expire(_ key: UUID, _ description: String) {
        guard let index = waiters.firstIndex(where: { $0.key == key }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: ServerProcess.Failure.timedOut(description))
    }
}
