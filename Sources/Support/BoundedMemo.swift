import Foundation

/// Remembered results of a pure function, shared across analysis passes and threads, so that
/// a keystroke re-derives only the values it changed. Bounded: entries live in two
/// generations of at most `capacity` each; when the newer one fills up, the older is dropped.
/// An entry used since the last turnover is kept, so what the open documents keep asking for
/// stays, and memory never grows past two generations.
///
/// Split into shards by hash, each with its own lock and generations, so threads analyzing
/// different files share every result and rarely wait for each other.
///
/// Inlinable, so that the analysis gets it (and its tables) specialized for its keys and values;
/// public because the compiler does not make `package` declarations inlinable in other modules.
public final class BoundedMemo<Key: FastHashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let shards: [Shard]

    @inlinable public init(capacity: Int) {
        let shardCount = capacity >= 1024 ? Self.shardCount : 1
        let shardCapacity = max(1, capacity / shardCount)
        shards = (0..<shardCount).map { _ in Shard(capacity: shardCapacity) }
    }

    /// The remembered result for `key`, else `compute()` (run outside any lock) remembered.
    @inlinable public func value(for key: Key, _ compute: () -> Value) -> Value {
        value(for: key, rememberedOnRepeat: false, compute)
    }

    /// `value(for:_:)`, but a result is remembered only when its key (by hash) was asked for
    /// before: for a caller whose keys mostly come once (a large document's values, each
    /// naming its own view), remembering each would fill the memo with what is never asked
    /// for again, and free it later, cold, at the turnover.
    @inlinable public func valueRememberedOnRepeat(for key: Key, _ compute: () -> Value) -> Value {
        value(for: key, rememberedOnRepeat: true, compute)
    }

    @inlinable func value(for key: Key, rememberedOnRepeat: Bool, _ compute: () -> Value) -> Value {
        let hash = key.fastHash
        // The shard is chosen by the top bits of the hash; a table picks slots by the low ones.
        let shard = shards[Int(truncatingIfNeeded: hash >> 58) & (shards.count - 1)]
        if let known = shard.lookUp(key, hash: hash) { return known }
        let computed = compute()
        if rememberedOnRepeat {
            shard.insertIfSeen(computed, for: key, hash: hash)
        } else {
            shard.insert(computed, for: key, hash: hash)
        }
        return computed
    }

    /// How many results are remembered (both generations; one promoted from the older
    /// generation counts in both until the next turnover).
    @inlinable public var count: Int { shards.reduce(0) { $0 + $1.count } }

    @inlinable static var shardCount: Int { 16 }

    @usableFromInline final class Shard: @unchecked Sendable {
        @usableFromInline let lock = NSLock()
        @usableFromInline let capacity: Int
        @usableFromInline var recent: HashedTable<Key, Value>  // guarded by `lock`
        @usableFromInline var older = HashedTable<Key, Value>(capacity: 0)  // guarded by `lock`
        /// The hashes of keys asked for once and not remembered, one per place (a later one
        /// takes the place of an earlier): `valueRememberedOnRepeat`. Guarded by `lock`.
        @usableFromInline var sightings: [UInt64] = []

        @inlinable init(capacity: Int) {
            self.capacity = capacity
            recent = HashedTable(capacity: min(capacity, 256))
        }

        @inlinable var count: Int { lock.withLock { recent.count + older.count } }

        @inlinable func lookUp(_ key: Key, hash: UInt64) -> Value? {
            lock.withLock {
                if let value = recent.value(for: key, hash: hash) { return value }
                guard let value = older.value(for: key, hash: hash) else { return nil }
                add(value, for: key, hash: hash)
                return value
            }
        }

        @inlinable func insert(_ value: Value, for key: Key, hash: UInt64) {
            lock.withLock { add(value, for: key, hash: hash) }
        }

        /// Remembers `value` when a key of this hash was asked for before; else notes the hash.
        @inlinable func insertIfSeen(_ value: Value, for key: Key, hash: UInt64) {
            lock.withLock {
                if sightings.isEmpty {
                    var places = 64
                    while places < 2 * capacity { places *= 2 }
                    sightings = Array(repeating: 0, count: places)
                }
                // Places by bits the shard and the tables do not choose by; a sighting is never
                // 0, the empty place (two hashes alike but for the lowest bit only remember early).
                let place = Int(truncatingIfNeeded: hash >> 32) & (sightings.count - 1)
                let sighting = hash | 1
                if sightings[place] == sighting {
                    sightings[place] = 0
                    add(value, for: key, hash: hash)
                } else {
                    sightings[place] = sighting
                }
            }
        }

        @inlinable func add(_ value: Value, for key: Key, hash: UInt64) {
            if recent.count >= capacity {
                older = recent
                recent = HashedTable(capacity: capacity)
            }
            recent.insert(value, for: key, hash: hash)
        }
    }
}
