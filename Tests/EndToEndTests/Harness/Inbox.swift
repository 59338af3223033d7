import Foundation
import LanguageServerProtocol

/// Messages received from the server and not yet taken by a test, in arrival order, and the
/// server's exit status once it has exited. A wait fails at once when the server's output
/// closes (it crashed or exited); its timeout is only a guard against a server that hangs.
actor Inbox {
    private struct Waiter {
        let key: UUID
        let predicate: @Sendable (JSONValue) -> Bool
        let continuation: CheckedContinuation<JSONValue, any Error>
    }

    private var messages: [JSONValue] = []
    private var waiters: [Waiter] = []
    private var isClosed = false
    private var exitStatus: Int32?
    private var exitWaiters: [(key: UUID, continuation: CheckedContinuation<Int32, any Error>)] = []

    /// Everything received and not yet taken.
    var pending: [JSONValue] { messages }

    func receive(_ message: JSONValue) {
        if let index = waiters.firstIndex(where: { $0.predicate(message) }) {
            waiters.remove(at: index).continuation.resume(returning: message)
        } else {
            messages.append(message)
        }
    }

    /// The server's output ended: every wait for a message fails now.
    func close() {
        isClosed = true
        for waiter in waiters { waiter.continuation.resume(throwing: ServerProcess.Failure.closed(exitStatus.map { "a message (exit status \($0))" } ?? "a message")) }
        waiters.removeAll()
    }

    /// The server process ended with `status`.
    func exited(_ status: Int32) {
        exitStatus = status
        for waiter in exitWaiters { waiter.continuation.resume(returning: status) }
        exitWaiters.removeAll()
    }

    /// The exit status, once the process has exited; waits up to `timeout` (a hang guard).
    func exitStatus(timeout: Duration) async throws -> Int32 {
        if let exitStatus { return exitStatus }
        let key = UUID()
        return try await withCheckedThrowingContinuation { continuation in
            exitWaiters.append((key, continuation))
            Task {
                try? await Task.sleep(for: timeout)
                self.expireExit(key)
            }
        }
    }

    private func expireExit(_ key: UUID) {
        guard let index = exitWaiters.firstIndex(where: { $0.key == key }) else { return }
        exitWaiters.remove(at: index).continuation.resume(throwing: ServerProcess.Failure.timedOut("the process to exit"))
    }

    /// Removes and returns the first message satisfying `predicate`, waiting for it until the
    /// server's output closes or, if it never does, up to `timeout`.
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
