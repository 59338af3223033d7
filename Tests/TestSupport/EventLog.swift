import Foundation

/// Events recorded from any thread (a publish callback, a fake analysis, a request handler),
/// which a test awaits instead of sleeping: `first(3)` returns once three have happened,
/// however loaded the machine is. A hang guard is the suite's `.hangGuard`, not a timer here.
public final class EventLog<Event: Sendable>: @unchecked Sendable {
    private struct Waiter {
        let condition: @Sendable ([Event]) -> Bool
        let continuation: CheckedContinuation<[Event], Never>
    }

    private let lock = NSLock()
    private var events: [Event] = []  // guarded by `lock`
    private var waiters: [Waiter] = []  // guarded by `lock`

    public init() {}

    /// Everything recorded so far, in order.
    public var all: [Event] { lock.withLock { events } }

    public func record(_ event: Event) {
        let ready = lock.withLock { () -> [(Waiter, [Event])] in
            events.append(event)
            let ready = waiters.filter { $0.condition(events) }
            waiters.removeAll { $0.condition(events) }
            return ready.map { ($0, events) }
        }
        for (waiter, events) in ready { waiter.continuation.resume(returning: events) }
    }

    /// Waits until `condition` holds for the events recorded so far, and returns them.
    /// `condition` runs under the log's lock: it must not use the log itself.
    @discardableResult
    public func wait(until condition: @escaping @Sendable ([Event]) -> Bool) async -> [Event] {
        await withCheckedContinuation { continuation in
            let now = lock.withLock { () -> [Event]? in
                if condition(events) { return events }
                waiters.append(Waiter(condition: condition, continuation: continuation))
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
    }

    /// The first `count` events, once they have been recorded.
    @discardableResult
    public func first(_ count: Int) async -> [Event] {
        Array(await wait { $0.count >= count }.prefix(count))
    }
}

extension EventLog {
    /// Waits until an event satisfying `predicate` has been recorded, and returns the first one.
    @discardableResult
    public func first(where predicate: @escaping @Sendable (Event) -> Bool) async -> Event {
        await wait { $0.contains(where: predicate) }.first(where: predicate)!
    }
}
