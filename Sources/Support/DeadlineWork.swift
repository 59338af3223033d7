import Dispatch
import Foundation

/// Work run on a thread of its own and waited for at most a given time: for a library call
/// that cannot be interrupted and whose running time nothing bounds (SwiftParser backtracking
/// through text it cannot read). When the time runs out the caller goes on without a result.
/// No thread can be stopped safely, so the work runs on to its end and its result is dropped;
/// at most `maximumAbandoned` such threads run at once, and past that new work is not started
/// (the caller gets no result at once): a stream of unreadable inputs cannot pile threads up.
package enum DeadlineWork {
    package static let maximumAbandoned = 2
    /// Threads still running work whose caller stopped waiting.
    private static let abandoned = LockedValue(0)

    package enum Outcome<Value: Sendable>: Sendable {
        case finished(Value)
        /// The work ran out of time; it runs on, abandoned.
        case timedOut
        /// Not started: no time given, or `maximumAbandoned` threads still run.
        case notStarted

        package var value: Value? {
            if case .finished(let value) = self { return value }
            return nil
        }
    }

    /// `work`'s result if it ends within `limit`. A `limit` of zero or less starts nothing
    /// (so a test can drive the "no result" path without racing a clock).
    package static func run<Value: Sendable>(
        within limit: Duration, stackSize: Int = 8 << 20, _ work: @escaping @Sendable () -> Value
    ) -> Outcome<Value> {
        guard limit > .zero, abandoned.value < maximumAbandoned else { return .notStarted }
        let handoff = Handoff<Value>()
        let thread = Thread {
            let value = work()
            let wasAbandoned = handoff.state.withLock { state in
                if case .abandoned = state { return true }
                state = .finished(value)
                return false
            }
            if wasAbandoned { abandoned.withLock { $0 -= 1 } } else { handoff.done.signal() }
        }
        thread.stackSize = stackSize
        thread.start()
        _ = handoff.done.wait(timeout: .now() + dispatchInterval(limit))
        return handoff.state.withLock { state in
            // The work may also have ended between a timeout and this lock.
            if case .finished(let value) = state { return .finished(value) }
            state = .abandoned
            abandoned.withLock { $0 += 1 }
            return .timedOut
        }
    }

    /// How many abandoned threads still run (for tests).
    package static var abandonedCount: Int { abandoned.value }

    private static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .never }
        return .nanoseconds(Int(clamping: nanoseconds.partialValue + attoseconds / 1_000_000_000))
    }
}

private final class Handoff<Value: Sendable>: Sendable {
    enum State: Sendable {
        case running
        case finished(Value)
        case abandoned
    }

    let state = LockedValue(State.running)
    /// Signalled when the work finished and its caller still waits.
    let done = DispatchSemaphore(value: 0)
}
