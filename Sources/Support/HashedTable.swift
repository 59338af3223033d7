/// A key that hashes itself with `TextHash` (or as cheaply) rather than through `Hasher`.
public protocol FastHashable: Equatable {
    var fastHash: UInt64 { get }
}

extension HashedTable: Sendable where Key: Sendable, Value: Sendable {}

/// An insert-only hash table (open addressing, linear probing) keyed by precomputed
/// `FastHashable` hashes: the schema's name lookups and, in the analysis, each generation of
/// its memos. Lookups there are bound by memory, not arithmetic (a memo can hold every distinct
/// value of a tree), so a slot carries the upper half of its entry's hash beside the entry's
/// position, and an entry keeps its key and value together: a probe touches the slot and, when
/// the hash halves agree, one entry.
///
/// Inlinable, so that callers in other modules get it specialized for their key and value.
public struct HashedTable<Key: FastHashable, Value> {
    /// The upper 32 bits of the hash, then the entry's position plus one; 0 marks an empty slot.
    @usableFromInline var slots: [UInt64]
    @usableFromInline var entries: [(key: Key, value: Value)] = []

    @inlinable public var count: Int { entries.count }

    /// Room for `capacity` entries without growing (at most half the slots used).
    @inlinable public init(capacity: Int) {
        var slotCount = 16
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = Array(repeating: 0, count: slotCount)
    }

    @inlinable public func value(for key: Key, hash: UInt64) -> Value? {
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
    @inlinable public mutating func insert(_ value: Value, for key: Key, hash: UInt64) {
        if 2 * (entries.count + 1) > slots.count { grow() }
        entries.append((key, value))
        place(entries.count, hash: hash)
    }

    /// The value of `key` if present; else adds `value` for it and returns nil. One probe
    /// where `value(for:hash:)` then `insert` would take two: a table built from a large
    /// document's names.
    @inlinable public mutating func valueInsertingIfAbsent(_ value: Value, for key: Key, hash: UInt64) -> Value? {
        if 2 * (entries.count + 1) > slots.count { grow() }
        let mask = slots.count - 1
        let tag = hash & Self.tagMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let contents = slots[slot]
            if contents == 0 { break }
            if contents & Self.tagMask == tag {
                let entry = Int(truncatingIfNeeded: contents & ~Self.tagMask) - 1
                if entries[entry].key == key { return entries[entry].value }
            }
            slot = (slot + 1) & mask
        }
        entries.append((key, value))
        slots[slot] = tag | UInt64(entries.count)
        return nil
    }

    @inlinable static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

    @inlinable mutating func place(_ position: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (hash & Self.tagMask) | UInt64(position)
    }

    @inlinable mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        // A slot keeps only the upper half of a hash, and slots are chosen by the lower: re-hash.
        for (position, entry) in entries.enumerated() { place(position + 1, hash: entry.key.fastHash) }
    }
}
