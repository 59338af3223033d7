import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Work run on a thread of its own and awaited for at most a given time: for a library call
/// that cannot be interrupted and whose running time nothing bounds (SwiftParser backtracking
/// through text it cannot read). When the time runs out the caller goes on without a result.
/// The caller is suspended meanwhile, never blocked: no cooperative thread waits for the work.
///
/// The time counted is the work's processor time (its thread's, on Linux), which other work on
/// a busy machine does not stretch as it does wall time: a file is not given up because the
/// machine was loaded. Wall time bounds the wait too, at `wallFactor` times the limit, for work
/// that does not run (blocked, or starved), and is the only bound where no thread clock exists.
/// A watchdog task sleeps for the rest of the limit, reads the work's clock, and sleeps again
/// for what is left; it ends as soon as the work does.
///
/// No thread can be stopped safely, so work that runs out of time runs on to its end and its
/// result is dropped; at most `AbandonedWork.maximum` such threads run at once, and past that
/// new work is not started (the caller gets no result at once): a stream of unreadable inputs
/// cannot pile threads up.
package enum DeadlineWork {
    /// The wait's wall-time bound, as a multiple of the limit.
    package static let wallFactor = 20

    package enum Outcome<Value: Sendable>: Sendable {
        case finished(Value)
        /// The work ran out of time; it runs on, abandoned.
        case timedOut
        /// Not started: no time given, or the most abandoned threads allowed still run.
        case notStarted

        package var value: Value? {
            if case .finished(let value) = self { return value }
            return nil
        }
    }

    /// `work`'s result if it ends within `limit` of processor time (and `wallFactor` times
    /// that of wall time). A `limit` of zero or less starts nothing (so a test can drive the
    /// "no result" path without racing a clock). `abandoned` counts the threads given up on
    /// (tests pass their own, so as not to take places other callers need).
    package static func run<Value: Sendable>(
        within limit: Duration, stackSize: Int = 8 << 20, abandoned: AbandonedWork = .shared,
        _ work: @escaping @Sendable () -> Value
    ) async -> Outcome<Value> {
        guard limit > .zero, abandoned.hasRoom else { return .notStarted }
        var watchdog: Task<Void, Never>?
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome<Value>, Never>) in
            let handoff = Handoff(continuation, abandoned: abandoned)
            let thread = Thread {
                handoff.clock.value = WorkClock.current()
                handoff.finish(work())
            }
            thread.stackSize = stackSize
            thread.start()
            watchdog = Task { await watch(handoff, limit: limit) }
        }
        watchdog?.cancel()
        return outcome
    }

    /// Sleeps until the work has used `limit` of processor time or the wall-time bound has
    /// passed, then gives it up (which does nothing if it has finished). Cancelled when the
    /// work finishes first.
    private static func watch<Value>(_ handoff: Handoff<Value>, limit: Duration) async {
        let clock = ContinuousClock()
        let wallDeadline = clock.now + (WorkClock.isAvailable ? limit * wallFactor : limit)
        var wait = limit
        while true {
            do {
                try await Task.sleep(until: min(clock.now + wait, wallDeadline), clock: clock)
            } catch {
                return  // The work finished; its caller goes on.
            }
            guard clock.now < wallDeadline else { break }
            // Processor time used so far (none while the thread has not started); the rest of
            // the limit is slept for next.
            let used = handoff.clock.value?.elapsed() ?? .zero
            if used >= limit { break }
            wait = max(limit - used, .milliseconds(1))
        }
        handoff.giveUp()
    }
}

/// Threads still running work whose caller stopped waiting, and how many may.
package final class AbandonedWork: Sendable {
    /// The count every caller shares, unless it passes its own.
    package static let shared = AbandonedWork(maximum: 2)

    package let maximum: Int
    private let running = LockedValue(0)

    package init(maximum: Int) { self.maximum = maximum }

    /// How many abandoned threads still run (for tests).
    package var count: Int { running.value }

    var hasRoom: Bool { running.value < maximum }

    func add() { running.withLock { $0 += 1 } }
    func remove() { running.withLock { $0 -= 1 } }
}

/// Between the worker, the watchdog and the caller: whichever of the worker's end and the
/// watchdog's verdict comes first resumes the caller, once; the state says which came.
private final class Handoff<Value: Sendable>: Sendable {
    enum State: Sendable {
        /// The caller awaits.
        case waiting(CheckedContinuation<DeadlineWork.Outcome<Value>, Never>)
        /// The caller has the result.
        case finished
        /// The caller went on without it; the work runs on.
        case abandoned
    }

    private let state: LockedValue<State>
    private let abandoned: AbandonedWork
    /// The worker thread's processor-time clock, once it runs.
    let clock = LockedValue<WorkClock?>(nil)

    init(_ continuation: CheckedContinuation<DeadlineWork.Outcome<Value>, Never>, abandoned: AbandonedWork) {
        state = LockedValue(.waiting(continuation))
        self.abandoned = abandoned
    }

    /// The worker's end: the caller gets the value if it still waits; otherwise the thread
    /// leaves the abandoned count.
    func finish(_ value: Value) {
        let waiting = state.withLock { state -> CheckedContinuation<DeadlineWork.Outcome<Value>, Never>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .finished
            return continuation
        }
        if let waiting { waiting.resume(returning: .finished(value)) } else { abandoned.remove() }
    }

    /// The watchdog's verdict: the caller goes on without a result, unless it already has one.
    func giveUp() {
        let waiting = state.withLock { state -> CheckedContinuation<DeadlineWork.Outcome<Value>, Never>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .abandoned
            // Counted before the worker can see `.abandoned` and leave the count.
            abandoned.add()
            return continuation
        }
        waiting?.resume(returning: .timedOut)
    }
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
