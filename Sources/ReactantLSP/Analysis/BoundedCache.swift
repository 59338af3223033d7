import Foundation

/// Results of a pure function kept across passes and documents: almost every keystroke leaves
/// all values but one unchanged, and `--check` meets the same `super inset(16)` or `#ffffff`
/// in file after file. Bounded: when it holds `capacity` results it starts afresh, so memory
/// cannot grow with the edits made. Safe to share between the threads analysing documents.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]  // guarded by `lock`
    let capacity: Int

    init(capacity: Int = 50_000) {
        self.capacity = capacity
    }

    /// The cached result for `key`, or `compute()`'s, computed outside the lock on a miss.
    func value(for key: Key, compute: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = compute()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }

    var count: Int { lock.withLock { values.count } }
}
