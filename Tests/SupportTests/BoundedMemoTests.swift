import Foundation
import Testing
@testable import Support

@Suite struct BoundedMemoTests {
    @Test func rememberedValuesAreReusedAndMemoryIsBounded() {
        let memo = BoundedMemo<NumberKey, String>(capacity: 4)
        var computed = 0
        for round in 0..<3 {
            for key in 0..<3 {
                #expect(memo.value(for: key) { computed += 1; return "v\(key)" } == "v\(key)", "round \(round)")
            }
        }
        #expect(computed == 3)
        for key in 0..<100 { _ = memo.value(for: key) { "v\(key)" } }
        #expect(memo.count <= 8)
    }

    @Test func aShardedMemoIsBoundedAndSharedAcrossThreads() async {
        let memo = BoundedMemo<NumberKey, Int>(capacity: 4_096)
        let computed = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for key in 0..<2_000 { #expect(memo.value(for: key) { computed.increment(); return key * 3 } == key * 3) }
                }
            }
        }
        // Two threads may compute one value at the same moment, but never every value again.
        #expect(computed.value < 2 * 2_000)
        for key in 0..<50_000 { _ = memo.value(for: key) { key } }
        #expect(memo.count <= 2 * 4_096 + 2 * 16)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test func aValueInUseSurvivesTurnovers() {
        let memo = BoundedMemo<NumberKey, Int>(capacity: 2)
        var computedHot = 0
        for key in 100..<120 {
            _ = memo.value(for: key) { key }
            _ = memo.value(for: 0) { computedHot += 1; return 0 }
        }
        #expect(computedHot == 1)
    }

    /// Keys asked for once are computed and handed back but not remembered; a key asked for a
    /// second time is remembered from then on, and read by either way of asking.
    @Test func aValueRememberedOnRepeatIsKeptFromItsSecondSight() {
        let memo = BoundedMemo<NumberKey, Int>(capacity: 64)
        var computed = 0
        for key in 0..<40 { #expect(memo.valueRememberedOnRepeat(for: key) { computed += 1; return key * 2 } == key * 2) }
        #expect(computed == 40)
        #expect(memo.count == 0)
        for key in 0..<10 { #expect(memo.valueRememberedOnRepeat(for: key) { computed += 1; return key * 2 } == key * 2) }
        #expect(computed == 50)
        #expect(memo.count == 10)
        for key in 0..<10 {
            #expect(memo.valueRememberedOnRepeat(for: key) { computed += 1; return -1 } == key * 2)
            #expect(memo.value(for: key) { computed += 1; return -1 } == key * 2)
        }
        #expect(computed == 50)
        // Plain asking remembers at once, as before.
        _ = memo.value(for: 500) { 1 }
        #expect(memo.count == 11)
    }
}

/// A number as a memo key, for the tests of `BoundedMemo` itself.
struct NumberKey: FastHashable, Sendable {
    let number: Int

    var fastHash: UInt64 {
        let product = UInt64(bitPattern: Int64(number)).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}

extension BoundedMemo where Key == NumberKey {
    func value(for number: Int, _ compute: () -> Value) -> Value {
        value(for: NumberKey(number: number), compute)
    }

    func valueRememberedOnRepeat(for number: Int, _ compute: () -> Value) -> Value {
        valueRememberedOnRepeat(for: NumberKey(number: number), compute)
    }
}
