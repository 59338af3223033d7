import Foundation

/// A memo key that hashes itself with `TextHash` rather than through `Hasher`.
protocol MemoKey: Equatable, Sendable {
    var memoHash: UInt64 { get }
}

/// Remembered results of a pure function, shared across analysis passes and threads, so that
/// a keystroke re-derives only the values it changed. Bounded: entries live in two
/// generations of at most `capacity` each; when the newer one fills up, the older is dropped.
/// An entry used since the last turnover is kept, so what the open documents keep asking for
/// stays, and memory never grows past two generations.
final class BoundedMemo<Key: MemoKey, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let capacity: Int
    private var recent: MemoTable<Key, Value>  // guarded by `lock`
    private var older = MemoTable<Key, Value>(capacity: 0)  // guarded by `lock`

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        recent = MemoTable(capacity: min(self.capacity, 1024))
    }

    /// The remembered result for `key`, else `compute()` (run outside the lock) remembered.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        let hash = key.memoHash
        if let known = lookUp(key, hash: hash) { return known }
        let computed = compute()
        lock.withLock { insert(computed, for: key, hash: hash) }
        return computed
    }

    /// How many results are remembered (both generations; one promoted from the older
    /// generation counts in both until the next turnover).
    var count: Int { lock.withLock { recent.count + older.count } }

    private func lookUp(_ key: Key, hash: UInt64) -> Value? {
        lock.withLock {
            if let value = recent.value(for: key, hash: hash) { return value }
            guard let value = older.value(for: key, hash: hash) else { return nil }
            insert(value, for: key, hash: hash)
            return value
        }
    }

    private func insert(_ value: Value, for key: Key, hash: UInt64) {
        if recent.count >= capacity {
            older = recent
            recent = MemoTable(capacity: capacity)
        }
        recent.insert(value, for: key, hash: hash)
    }
}

/// An insert-only hash table (open addressing, linear probing) keyed by precomputed hashes:
/// one generation of a `BoundedMemo`. Entries are stored densely in insertion order; the slots
/// hold their positions.
struct MemoTable<Key: MemoKey, Value> {
    /// Position in the entry arrays plus one; 0 marks an empty slot.
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var keys: [Key] = []
    private var values: [Value] = []

    var count: Int { keys.count }

    /// Room for `capacity` entries without growing (at most half the slots used).
    init(capacity: Int) {
        var slotCount = 16
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = Array(repeating: 0, count: slotCount)
    }

    func value(for key: Key, hash: UInt64) -> Value? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if hashes[entry - 1] == hash, keys[entry - 1] == key { return values[entry - 1] }
            slot = (slot + 1) & mask
        }
    }

    /// Adds an entry. A key added twice (two threads computing one value) is found as first added.
    mutating func insert(_ value: Value, for key: Key, hash: UInt64) {
        if 2 * (keys.count + 1) > slots.count { grow() }
        hashes.append(hash)
        keys.append(key)
        values.append(value)
        place(keys.count, hash: hash)
    }

    private mutating func place(_ entry: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for index in hashes.indices { place(index + 1, hash: hashes[index]) }
    }
}

extension Int: MemoKey {
    var memoHash: UInt64 {
        let product = UInt64(bitPattern: Int64(self)).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}
