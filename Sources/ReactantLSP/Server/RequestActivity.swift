import Foundation
import Support

/// How many requests the server is answering right now, so that background work sharing the
/// same few cores (the diagnostics of the version just typed) lets them finish first: a
/// completion asked right after a keystroke is what the user is waiting for.
final class RequestActivity: Sendable {
    private let running = LockedValue(0)

    func begin() { running.withLock { $0 += 1 } }

    func end() { running.withLock { $0 -= 1 } }

    var isIdle: Bool { running.value == 0 }

    /// Returns once no request is running, or after `limit` however busy the server is (a long
    /// request, such as references across a large workspace, must not hold diagnostics back).
    /// Looks every quarter millisecond: the requests it waits for take a few milliseconds.
    func waitUntilIdle(limit: Duration = .milliseconds(20)) async {
        let deadline = ContinuousClock.now + limit
        while !isIdle, ContinuousClock.now < deadline {
            do { try await Task.sleep(for: .microseconds(250)) } catch { return }
        }
    }
}
