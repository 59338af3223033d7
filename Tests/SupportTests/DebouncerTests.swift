import Testing
@testable import Support

/// A later `schedule` for a key cancels the key's work, waiting or running; `cancel` too.
/// Signals are awaited, never slept for; the time limit guards against a hang only.
@Suite(.timeLimit(.minutes(10))) struct DebouncerTests {
    @Test func aLaterScheduleCancelsTheRunningWork() async {
        let debouncer = Debouncer<Int>(delay: .zero)
        let (events, event) = AsyncStream<String>.makeStream()
        debouncer.schedule(1) {
            event.yield("first started")
            // Suspended until cancelled: only the later schedule ends it.
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
            event.yield("first cancelled")
        }
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == "first started")
        debouncer.schedule(1) { event.yield("second ran") }
        var rest: Set<String> = []
        for _ in 0..<2 { rest.insert(await iterator.next() ?? "") }
        #expect(rest == ["first cancelled", "second ran"])
    }

    @Test func otherKeysAreLeftAlone() async {
        let debouncer = Debouncer<Int>(delay: .seconds(3600))
        debouncer.schedule(1) { Issue.record("cancelled work ran") }
        debouncer.schedule(2) {}
        #expect(debouncer.isPending(1) && debouncer.isPending(2))
        debouncer.cancel(1)
        #expect(!debouncer.isPending(1) && debouncer.isPending(2))
        debouncer.cancel(2)
    }
}
