import Foundation
import SchemaModel

/// A memo key that hashes itself with `TextHash` rather than through `Hasher`.
protocol MemoKey: Equatable, Sendable {
    var memoHash: UInt64 { get }
}

/// Remembered results of a pure function, shared across analysis passes and threads, so that
/// a keystroke re-derives only the values it changed. Bounded: entries live in two
/// generations of at most `capacity` each; when the newer one fills up, the older is dropped.
/// An entry used since the last turnover is kept, so what the open documents keep asking for
/// stays, and memory never grows past two generations.
///
/// Split into shards by hash, each with its own lock and generations, so threads analysing
/// different files share every result and rarely wait for each other.
final class BoundedMemo<Key: MemoKey, Value: Sendable>: Sendable {
    private let shards: [Shard]

    init(capacity: Int) {
        let shardCount = capacity >= 1024 ? Self.shardCount : 1
        let shardCapacity = max(1, capacity / shardCount)
        shards = (0..<shardCount).map { _ in Shard(capacity: shardCapacity) }
    }

    /// The remembered result for `key`, else `compute()` (run outside any lock) remembered.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        let hash = key.memoHash
        // The shard is chosen by the top bits of the hash; a table picks slots by the low ones.
        let shard = shards[Int(truncatingIfNeeded: hash >> 58) & (shards.count - 1)]
        if let known = shard.lookUp(key, hash: hash) { return known }
        let computed = compute()
        shard.insert(computed, for: key, hash: hash)
        return computed
    }

    /// How many results are remembered (both generations; one promoted from the older
    /// generation counts in both until the next turnover).
    var count: Int { shards.reduce(0) { $0 + $1.count } }

    private static var shardCount: Int { 16 }

    private final class Shard: @unchecked Sendable {
        private let lock = NSLock()
        private let capacity: Int
        private var recent: MemoTable<Key, Value>  // guarded by `lock`
        private var older = MemoTable<Key, Value>(capacity: 0)  // guarded by `lock`

        init(capacity: Int) {
            self.capacity = capacity
            recent = MemoTable(capacity: min(capacity, 256))
        }

        var count: Int { lock.withLock { recent.count + older.count } }

        func lookUp(_ key: Key, hash: UInt64) -> Value? {
            lock.withLock {
                if let value = recent.value(for: key, hash: hash) { return value }
                guard let value = older.value(for: key, hash: hash) else { return nil }
                add(value, for: key, hash: hash)
                return value
            }
        }

        func insert(_ value: Value, for key: Key, hash: UInt64) {
            lock.withLock { add(value, for: key, hash: hash) }
        }

        private func add(_ value: Value, for key: Key, hash: UInt64) {
            if recent.count >= capacity {
                older = recent
                recent = MemoTable(capacity: capacity)
            }
            recent.insert(value, for: key, hash: hash)
        }
    }
}

/// An insert-only hash table (open addressing, linear probing) keyed by precomputed hashes:
/// one generation of a `BoundedMemo`. Lookups are bound by memory, not arithmetic (a batch
/// memo holds every distinct value of a tree), so a slot carries the upper half of its entry's
/// hash beside the entry's position, and an entry keeps its key and value together: a probe
/// touches the slot and, when the hash halves agree, one entry.
struct MemoTable<Key: MemoKey, Value> {
    /// The upper 32 bits of the hash, then the entry's position plus one; 0 marks an empty slot.
    private var slots: [UInt64]
    private var entries: [(key: Key, value: Value)] = []

    var count: Int { entries.count }

    /// Room for `capacity` entries without growing (at most half the slots used).
    init(capacity: Int) {
        var slotCount = 16
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = Array(repeating: 0, count: slotCount)
    }

    func value(for key: Key, hash: UInt64) -> Value? {
        let mask = slots.count - 1
        let tag = hash & Self.tagMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let contents = slots[slot]
            if contents == 0 { return nil }
            if contents & Self.tagMask == tag {
                let entry = Int(truncatingIfNeeded: contents & ~Self.tagMask) - 1
                if entries[entry].key == key { return entries[entry].value }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds an entry. A key added twice (two threads computing one value) is found as first added.
    mutating func insert(_ value: Value, for key: Key, hash: UInt64) {
        if 2 * (entries.count + 1) > slots.count { grow() }
        entries.append((key, value))
        place(entries.count, hash: hash)
    }

    private static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

    private mutating func place(_ position: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (hash & Self.tagMask) | UInt64(position)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        // A slot keeps only the upper half of a hash, and slots are chosen by the lower: re-hash.
        for (position, entry) in entries.enumerated() { place(position + 1, hash: entry.key.memoHash) }
    }
}

extension Int: MemoKey {
    var memoHash: UInt64 {
        let product = UInt64(bitPattern: Int64(self)).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}
