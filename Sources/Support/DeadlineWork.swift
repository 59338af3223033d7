import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Work run on a thread of its own and waited for at most a given time: for a library call
/// that cannot be interrupted and whose running time nothing bounds (SwiftParser backtracking
/// through text it cannot read). When the time runs out the caller goes on without a result.
///
/// The time counted is the work's processor time (its thread's, on Linux), which other work on
/// a busy machine does not stretch as it does wall time: a file is not given up because the
/// machine was loaded. Wall time bounds the wait too, at `wallFactor` times the limit, for work
/// that does not run (blocked, or starved), and is the only bound where no thread clock exists.
///
/// No thread can be stopped safely, so work that runs out of time runs on to its end and its
/// result is dropped; at most `maximumAbandoned` such threads run at once, and past that new
/// work is not started (the caller gets no result at once): a stream of unreadable inputs
/// cannot pile threads up.
package enum DeadlineWork {
    package static let maximumAbandoned = 2
    /// The wait's wall-time bound, as a multiple of the limit.
    package static let wallFactor = 20
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

    /// `work`'s result if it ends within `limit` of processor time (and `wallFactor` times
    /// that of wall time). A `limit` of zero or less starts nothing (so a test can drive the
    /// "no result" path without racing a clock).
    package static func run<Value: Sendable>(
        within limit: Duration, stackSize: Int = 8 << 20, _ work: @escaping @Sendable () -> Value
    ) -> Outcome<Value> {
        guard limit > .zero, abandoned.value < maximumAbandoned else { return .notStarted }
        let handoff = Handoff<Value>()
        let thread = Thread {
            handoff.clock.value = WorkClock.current()
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

        let wallDeadline = DispatchTime.now() + dispatchInterval(WorkClock.isAvailable ? limit * wallFactor : limit)
        var wait = limit
        while true {
            let next = min(DispatchTime.now() + dispatchInterval(wait), wallDeadline)
            if handoff.done.wait(timeout: next) == .success { break }
            guard DispatchTime.now() < wallDeadline else { break }
            // Processor time used so far; the rest of the limit is waited for next.
            guard let clock = handoff.clock.value, let used = clock.elapsed() else {
                wait = .milliseconds(1)
                continue
            }
            if used >= limit { break }
            wait = max(limit - used, .milliseconds(1))
        }
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
    /// The worker thread's processor-time clock, once it runs.
    let clock = LockedValue<WorkClock?>(nil)
}

/// A thread's processor-time clock, read from another thread.
private struct WorkClock: Sendable {
    #if canImport(Glibc)
        let id: clockid_t
        let start: Duration

        static let isAvailable = true

        static func current() -> WorkClock? {
            var id = clockid_t()
            guard pthread_getcpuclockid(pthread_self(), &id) == 0, let start = read(id) else { return nil }
            return WorkClock(id: id, start: start)
        }

        /// Processor time since `current()`; nil once the thread has ended.
        func elapsed() -> Duration? {
            Self.read(id).map { $0 - start }
        }

        private static func read(_ id: clockid_t) -> Duration? {
            var time = timespec()
            guard clock_gettime(id, &time) == 0 else { return nil }
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
    #else
        static let isAvailable = false
        static func current() -> WorkClock? { nil }
        func elapsed() -> Duration? { nil }
    #endif
}
