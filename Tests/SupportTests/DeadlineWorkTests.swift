import Dispatch
import Foundation
import Support
import Testing
import TestSupport

/// Work awaited for at most a given time. No test here times anything: work that ends is
/// given an hour, and work that must run out of time is held until the caller has given up.
/// Work given up counts against an `AbandonedWork` of the test's own, so that other suites,
/// reading Swift through `DeadlineWork` meanwhile, always find a free place.
@Suite struct DeadlineWorkTests {
    @Test func workThatEndsGivesItsResult() async {
        let outcome = await DeadlineWork.run(within: .seconds(3600)) { (1...100).reduce(0, +) }
        #expect(outcome.value == 5050)
    }

    @Test func workThatDoesNotEndInTimeIsNotWaitedOn() async {
        let abandoned = AbandonedWork(maximum: 1)
        let release = DispatchSemaphore(value: 0)
        let ended = LockedValue(false)
        let outcome = await DeadlineWork.run(within: .milliseconds(20), abandoned: abandoned) {
            release.wait()
            ended.value = true
            return 1
        }
        // Given up while the work still runs: it cannot end before it is released.
        #expect(!ended.value)
        #expect(abandoned.count == 1)
        release.signal()
        guard case .timedOut = outcome else {
            Issue.record("expected a timeout, got \(outcome)")
            return
        }
        #expect(outcome.value == nil)
    }

    /// Work that runs (its processor time counts) and never ends until released.
    @Test func busyWorkThatDoesNotEndInTimeIsNotWaitedOn() async {
        let abandoned = AbandonedWork(maximum: 1)
        let released = LockedValue(false)
        let outcome = await DeadlineWork.run(within: .milliseconds(20), abandoned: abandoned) {
            var spins = 0
            while !released.value { spins &+= 1 }
            return spins
        }
        #expect(abandoned.count == 1)
        released.value = true
        guard case .timedOut = outcome else {
            Issue.record("expected a timeout, got \(outcome)")
            return
        }
        #expect(outcome.value == nil)
    }

    @Test func noTimeStartsNothing() async {
        let started = LockedValue(0)
        let outcome = await DeadlineWork.run(within: .zero) {
            started.withLock { $0 += 1 }
            return 1
        }
        guard case .notStarted = outcome else {
            Issue.record("expected no start, got \(outcome)")
            return
        }
        #expect(started.value == 0)
    }

    /// Past the most abandoned threads allowed nothing starts, until one of them ends.
    @Test func abandonedThreadsAreCapped() async {
        let abandoned = AbandonedWork(maximum: 2)
        let release = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            let outcome = await DeadlineWork.run(within: .milliseconds(20), abandoned: abandoned) {
                release.wait()
                return 1
            }
            #expect(outcome.value == nil)
        }
        #expect(abandoned.count == 2)
        let started = LockedValue(false)
        let refused = await DeadlineWork.run(within: .seconds(3600), abandoned: abandoned) {
            started.value = true
            return 1
        }
        guard case .notStarted = refused else {
            Issue.record("expected no start, got \(refused)")
            release.signal()
            release.signal()
            return
        }
        #expect(!started.value)

        // Released, the abandoned threads end and leave the count; then work starts again.
        release.signal()
        release.signal()
        while abandoned.count > 0 { await Task.yield() }
        let again = await DeadlineWork.run(within: .seconds(3600), abandoned: abandoned) { 2 }
        #expect(again.value == 2)
    }

    /// More works held running than the machine has cores (and so than the cooperative pool
    /// has threads): if waiting for them held a thread each, the works beyond the pool's width
    /// would never start, nor would other async work run, and the test would hang to its limit
    /// (the suite's hang guard: on a loaded machine, long synchronous tests elsewhere may hold
    /// the pool's threads for minutes before these works even start).
    @Test(.hangGuard) func waitingHoldsNoCooperativeThread() async {
        let count = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
        let release = DispatchSemaphore(value: 0)
        let (started, starting) = AsyncStream.makeStream(of: Void.self)
        await withTaskGroup(of: Int?.self) { group in
            for index in 0..<count {
                group.addTask {
                    await DeadlineWork.run(within: .seconds(3600)) {
                        starting.yield()
                        release.wait()
                        return index
                    }.value
                }
            }
            // Every work runs at once, each awaited by a task of the group.
            var running = 0
            for await _ in started {
                running += 1
                if running == count { break }
            }
            #expect(running == count)
            // Other async work still gets a thread while they all run.
            #expect(await Task.detached { 42 }.value == 42)

            for _ in 0..<count { release.signal() }
            var results: [Int] = []
            for await result in group { results.append(result ?? -1) }
            #expect(results.sorted() == Array(0..<count))
        }
    }

    @Test func deepRecursionHasTheStackItAsksFor() async {
        // 100,000 frames of a few hundred bytes overflow a 512 KB thread, not a 64 MB one.
        let outcome = await DeadlineWork.run(within: .seconds(3600), stackSize: 64 << 20) { Self.depth(100_000) }
        #expect(outcome.value == 100_000)
    }

    private static func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
}
