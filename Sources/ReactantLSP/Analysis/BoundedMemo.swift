import Foundation

/// Remembered results of a pure function, shared across analysis passes and threads, so that
/// a keystroke re-derives only the values it changed. Bounded: entries live in two
/// generations of at most `capacity` each; when the newer one fills up, the older is dropped.
/// An entry used since the last turnover is kept, so what the open documents keep asking for
/// stays, and memory never grows past two generations.
final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let capacity: Int
    private var recent: [Key: Value] = [:]  // guarded by `lock`
    private var older: [Key: Value] = [:]  // guarded by `lock`

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The remembered result for `key`, else `compute()` (run outside the lock) remembered.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        if let known = lookUp(key) { return known }
        let computed = compute()
        lock.withLock { insert(computed, for: key) }
        return computed
    }

    /// How many results are remembered (both generations).
    var count: Int { lock.withLock { recent.count + older.count } }

    private func lookUp(_ key: Key) -> Value? {
        lock.withLock {
            if let value = recent[key] { return value }
            guard let value = older.removeValue(forKey: key) else { return nil }
            insert(value, for: key)
            return value
        }
    }

    private func insert(_ value: Value, for key: Key) {
        if recent.count >= capacity {
            older = recent
            recent = [:]
            recent.reserveCapacity(capacity)
        }
        recent[key] = value
    }
}
