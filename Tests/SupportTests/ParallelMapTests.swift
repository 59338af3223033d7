import Foundation
import Testing
@testable import Support

/// The parallel map behind `--check`: results in input order, at most `parallelism` at once,
/// and a lane no other running transform has.
@Suite struct ParallelMapTests {
    /// Which lanes are taken right now, and whether two transforms ever shared one.
    private final class LaneLedger: @unchecked Sendable {
        private let lock = NSLock()
        private var busy = Set<Int>()
        private(set) var clashes = 0
        private(set) var mostAtOnce = 0
        private(set) var lanesSeen = Set<Int>()

        func enter(_ lane: Int) {
            lock.withLock {
                if !busy.insert(lane).inserted { clashes += 1 }
                lanesSeen.insert(lane)
                mostAtOnce = max(mostAtOnce, busy.count)
            }
        }

        func leave(_ lane: Int) { _ = lock.withLock { busy.remove(lane) } }
    }

    @Test(arguments: [1, 2, 4])
    func resultsKeepTheirOrderAndLanesAreNeverShared(parallelism: Int) async {
        let ledger = LaneLedger()
        let results = await ParallelMap.map(Array(0..<200), parallelism: parallelism) { number, lane in
            ledger.enter(lane)
            defer { ledger.leave(lane) }
            usleep(UInt32(number % 3) * 100)  // a blocking pause, as CPU-bound work would hold its lane
            return (number * 2, lane)
        }
        #expect(results.map(\.0) == (0..<200).map { $0 * 2 })
        #expect(results.allSatisfy { (0..<parallelism).contains($0.1) })
        #expect(ledger.clashes == 0)
        #expect(ledger.mostAtOnce <= parallelism)
        #expect(ledger.lanesSeen == Set(0..<parallelism))
    }
}

/// The side-by-side map of async code: every transform's result, in index order.
@Suite struct ParallelMapSideBySideTests {
    @Test func resultsComeInIndexOrder() async {
        let results = await ParallelMap.mapSideBySide(12) { index in
            usleep(UInt32(12 - index) * 100)  // later indices finish first
            return index * index
        }
        #expect(results == (0..<12).map { $0 * $0 })
    }

    @Test func noTransformsGiveNoResults() async {
        #expect(await ParallelMap.mapSideBySide(0) { $0 }.isEmpty)
    }
}
