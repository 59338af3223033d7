/// An order-preserving map that runs at most `parallelism` transforms at a time: for
/// CPU-bound work over many files, where one task per file at once would only add memory.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element],
        parallelism: Int,
        onFinished: (_ finishedCount: Int) -> Void = { _ in },
        _ transform: @escaping @Sendable (Element) -> Result
    ) async -> [Result] {
        var results = [Result?](repeating: nil, count: elements.count)
        await withTaskGroup(of: (Int, Result).self) { group in
            var nextIndex = 0
            func startNext() {
                guard nextIndex < elements.count else { return }
                let index = nextIndex, element = elements[index]
                nextIndex += 1
                group.addTask { (index, transform(element)) }
            }
            for _ in 0..<max(1, parallelism) { startNext() }
            var finished = 0
            while let (index, result) = await group.next() {
                results[index] = result
                finished += 1
                onFinished(finished)
                startNext()
            }
        }
        return results.map { $0! }
    }
}
