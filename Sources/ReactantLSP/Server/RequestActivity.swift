import Support
import ReactantAnalysis

/// How many requests the server is answering right now, so that background work sharing the
/// same few cores (the diagnostics of the version just typed) lets them finish first: a
/// completion asked right after a keystroke is what the user is waiting for.
///
/// A waiter is suspended until the last running request ends (which resumes it), its limit
/// passes or its task is cancelled: nothing polls.
final class RequestActivity: Sendable {
    private struct State {
        var running = 0
        var nextWaiter = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = LockedValue(State())

    func begin() { state.withLock { $0.running += 1 } }

    func end() {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.running -= 1
            guard state.running == 0 else { return [] }
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in woken { waiter.resume() }
    }

    var isIdle: Bool { state.value.running == 0 }

    /// How many callers wait for the requests to end (for tests).
    var waiting: Int { state.value.waiters.count }

    /// Returns once no request is running, or after `limit` however busy the server is (a long
    /// request, such as references across a large workspace, must not hold diagnostics back),
    /// or when the caller is cancelled.
    func waitUntilIdle(limit: Duration = .milliseconds(20)) async {
        guard !isIdle else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.idle() }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }

    /// Returns once no request is running, or when cancelled.
    private func idle() async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                // Checked under the lock the cancellation handler takes too: a cancellation
                // before this point is seen here, one after it finds the waiter to resume.
                let now = state.withLock { state in
                    guard state.running > 0, !Task.isCancelled else { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
