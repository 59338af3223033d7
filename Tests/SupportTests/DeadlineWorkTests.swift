import Dispatch
import Support
import Testing

/// Work waited for at most a given time. No test here times anything: work that ends is
/// given an hour, and work that must run out of time is held until the caller has given up.
/// Serialized, and at most one thread abandoned at a time, released at once: other suites
/// read Swift through `DeadlineWork` meanwhile and must find a free place.
@Suite(.serialized) struct DeadlineWorkTests {
    @Test func workThatEndsGivesItsResult() {
        let outcome = DeadlineWork.run(within: .seconds(3600)) { (1...100).reduce(0, +) }
        #expect(outcome.value == 5050)
    }

    @Test func workThatDoesNotEndInTimeIsNotWaitedOn() {
        let release = DispatchSemaphore(value: 0)
        let outcome = DeadlineWork.run(within: .milliseconds(20)) {
            release.wait()
            return 1
        }
        release.signal()
        guard case .timedOut = outcome else {
            Issue.record("expected a timeout, got \(outcome)")
            return
        }
        #expect(outcome.value == nil)
    }

    /// Work that runs (its processor time counts) and never ends until released.
    @Test func busyWorkThatDoesNotEndInTimeIsNotWaitedOn() {
        let released = LockedValue(false)
        let outcome = DeadlineWork.run(within: .milliseconds(20)) {
            var spins = 0
            while !released.value { spins &+= 1 }
            return spins
        }
        released.value = true
        guard case .timedOut = outcome else {
            Issue.record("expected a timeout, got \(outcome)")
            return
        }
        #expect(outcome.value == nil)
    }

    @Test func noTimeStartsNothing() {
        let started = LockedValue(0)
        let outcome = DeadlineWork.run(within: .zero) {
            started.withLock { $0 += 1 }
            return 1
        }
        guard case .notStarted = outcome else {
            Issue.record("expected no start, got \(outcome)")
            return
        }
        #expect(started.value == 0)
    }

    @Test func deepRecursionHasTheStackItAsksFor() {
        // 100,000 frames of a few hundred bytes overflow a 512 KB thread, not a 64 MB one.
        let outcome = DeadlineWork.run(within: .seconds(3600), stackSize: 64 << 20) { Self.depth(100_000) }
        #expect(outcome.value == 100_000)
    }

    private static func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
}
