import Foundation

/// An order-preserving map that runs at most `parallelism` transforms at a time: for
/// CPU-bound work over many files, where one task per file at once would only add memory.
/// Transforms may be asynchronous (a diagnostics source); cancelling the caller cancels them.
/// Inlinable (hence public), so that callers get it specialized.
public enum ParallelMap {
    @inlinable public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element],
        parallelism: Int,
        onFinished: (_ finishedCount: Int) -> Void = { _ in },
        _ transform: @escaping @Sendable (Element) async -> Result
    ) async -> [Result] {
        await map(elements, parallelism: parallelism, onFinished: onFinished) { element, _ in await transform(element) }
    }

    /// The same, telling each transform its lane: a number below `parallelism` that no other
    /// transform running at the same time has, so each lane can own state no other touches
    /// (a cache without lock contention).
    @inlinable public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element],
        parallelism: Int,
        onFinished: (_ finishedCount: Int) -> Void = { _ in },
        _ transform: @escaping @Sendable (Element, _ lane: Int) async -> Result
    ) async -> [Result] {
        var results = [Result?](repeating: nil, count: elements.count)
        await withTaskGroup(of: (Int, Int, Result).self) { group in
            var nextIndex = 0
            func startNext(lane: Int) {
                guard nextIndex < elements.count else { return }
                let index = nextIndex, element = elements[index]
                nextIndex += 1
                group.addTask { (index, lane, await transform(element, lane)) }
            }
            for lane in 0..<max(1, parallelism) { startNext(lane: lane) }
            var finished = 0
            while let (index, lane, result) = await group.next() {
                results[index] = result
                finished += 1
                onFinished(finished)
                startNext(lane: lane)
            }
        }
        return results.map { $0! }
    }

    /// A few transforms that must finish before the caller goes on, from async code: each
    /// runs as a child task on the cooperative pool, and the caller is suspended, not blocked,
    /// until all have finished. Results in index order.
    package static func mapSideBySide<Result: Sendable>(
        _ count: Int, _ transform: @escaping @Sendable (Int) -> Result
    ) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            for index in 0..<count { group.addTask { (index, transform(index)) } }
            var results = [Result?](repeating: nil, count: count)
            for await (index, result) in group { results[index] = result }
            return results.map { $0! }
        }
    }
}
