import Dispatch
import Testing
import TestSupport
@testable import Support

/// A value computed once and shared: every caller gets the one computation's result, and a
/// caller that awaits it while another computes holds no thread meanwhile.
@Suite(.hangGuard) struct ComputedOnceTests {
    /// A result whose identity says which computation made it.
    final class Made: Sendable {}

    /// More callers than any cooperative pool has threads (this machine's has two) await a
    /// value another thread is computing, and the computation ends only once every one of
    /// them has started: they all finish, with the one result. A caller that blocked its
    /// thread while waiting would take the pool's threads one by one, the rest would never
    /// start, and the test would never end.
    @Test func awaitingCallersHoldNoThreadWhileAnotherComputes() async {
        let once = ComputedOnce<Made>()
        let computations = LockedValue(0)
        let claimed = OnceResult<Void>()
        let everyCallerStarted = DispatchSemaphore(value: 0)
        let callers = 64
        // The first caller computes on a thread of its own, outside the pool.
        let first = BackgroundResult {
            once.valueWithoutWaiting {
                computations.withLock { $0 += 1 }
                claimed.set(())
                everyCallerStarted.wait()
                return Made()
            }
        }
        await claimed.value

        let started = LockedValue(0)
        let results = await withTaskGroup(of: Made.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    if started.withLock({ $0 += 1; return $0 }) == callers { everyCallerStarted.signal() }
                    return await once.value {
                        computations.withLock { $0 += 1 }
                        return Made()
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        let made = await first.value
        #expect(results.count == callers)
        #expect(results.allSatisfy { $0 === made })
        #expect(computations.value == 1)
        #expect(once.finishedValue === made)
    }

    /// Concurrent awaiting callers with none ahead of them: one of them computes, the others
    /// get its result.
    @Test func concurrentAwaitingCallersShareOneComputation() async {
        let once = ComputedOnce<Made>()
        let computations = LockedValue(0)
        let results = await withTaskGroup(of: Made.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    await once.value {
                        computations.withLock { $0 += 1 }
                        return Made()
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(computations.value == 1)
        #expect(results.allSatisfy { $0 === results[0] })
    }

    /// A caller that must not wait gets a copy of its own while another computes, and the
    /// shared value once it is there.
    @Test func aCallerThatMustNotWaitComputesItsOwnCopyMeanwhile() async {
        let once = ComputedOnce<Made>()
        let claimed = OnceResult<Void>()
        let release = DispatchSemaphore(value: 0)
        let first = BackgroundResult {
            once.valueWithoutWaiting {
                claimed.set(())
                release.wait()
                return Made()
            }
        }
        await claimed.value
        let copy = once.valueWithoutWaiting { Made() }
        release.signal()
        let shared = await first.value
        #expect(copy !== shared)
        #expect(once.finishedValue === shared)
        #expect(once.valueWithoutWaiting { Made() } === shared)
        #expect(once.valueWithoutWaiting { Made() } === shared)
    }
}

/// Work on another thread whose result is awaited.
@Suite(.hangGuard) struct BackgroundResultTests {
    /// More awaiting callers than the cooperative pool has threads, for work that ends only
    /// once every one of them has started: all get the result. Waiting on a Dispatch group,
    /// as `value` did before, blocked each caller's thread, and the test would never end.
    @Test func awaitingCallersHoldNoThread() async {
        let everyCallerStarted = DispatchSemaphore(value: 0)
        let result = BackgroundResult {
            everyCallerStarted.wait()
            return 42
        }
        let callers = 64
        let started = LockedValue(0)
        let values = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    if started.withLock({ $0 += 1; return $0 }) == callers { everyCallerStarted.signal() }
                    return await result.value
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: 42, count: callers))
        #expect(await result.value == 42)
    }
}
