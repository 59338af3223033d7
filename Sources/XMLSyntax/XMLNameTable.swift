/// The distinct names of one document, each made a `String` once and numbered.
///
/// A document repeats a few dozen names thousands of times (`Label`, `layout:leading`);
/// looking a name's bytes up here is cheaper than validating and copying them into a new
/// string each time, repeated names share one string, and the number lets the scanner
/// index open elements by name without hashing strings.
struct XMLNameTable {
    /// A name of up to 16 bytes packed into two words (zero-padded), which is how names are
    /// hashed and compared; a longer name keeps only its length here.
    private struct Key: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: Int

        var isPacked: Bool { count <= 16 }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Open addressing: an index into `names` plus one, 0 for an empty slot.
    private var slots: [Int32]
    private(set) var names: [String] = []
    private var keys: [Key] = []
    /// Where each name was first seen, to compare long names against.
    private var firstRanges: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        slots = Array(repeating: 0, count: 64)
    }

    /// The number of the name spelled by `bytes[range]`.
    mutating func number(for range: Range<Int>) -> Int {
        let key = Self.key(bytes, range)
        let hash = Self.hash(key, bytes, range)
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            if keys[entry - 1] == key, key.isPacked || spellsSame(firstRanges[entry - 1], range) {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
        let number = names.count
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        keys.append(key)
        firstRanges.append(range)
        slots[slot] = Int32(number + 1)
        if names.count * 2 > slots.count { grow() }
        return number
    }

    private func spellsSame(_ known: Range<Int>, _ range: Range<Int>) -> Bool {
        UnsafeBufferPointer(rebasing: bytes[known]).elementsEqual(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for number in keys.indices {
            var slot = Self.hash(keys[number], bytes, firstRanges[number]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }

    private static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Key {
        var key = Key(count: range.count)
        guard key.isPacked else { return key }
        if range.lowerBound + 16 <= bytes.count, let base = bytes.baseAddress {
            // Two loads, then only the name's own bytes kept (the first bytes are the low ones).
            let raw = UnsafeRawPointer(base + range.lowerBound)
            key.low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & Self.mask(keeping: key.count)
            key.high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                & Self.mask(keeping: key.count - 8)
            return key
        }
        for (shift, position) in range.enumerated() {
            let byte = UInt64(bytes[position])
            if shift < 8 {
                key.low |= byte << (8 * UInt64(shift))
            } else {
                key.high |= byte << (8 * UInt64(shift - 8))
            }
        }
        return key
    }

    /// The low `count` bytes of a word set (none for a count of zero or less).
    private static func mask(keeping count: Int) -> UInt64 {
        if count >= 8 { return ~0 }
        if count <= 0 { return 0 }
        return (1 << (8 * UInt64(count))) - 1
    }

    /// Keyed by a per-process random seed, so no document can be made of names that all
    /// collide: a short name is mixed by one wide multiplication, a long one by `Hasher`.
    private static func hash(_ key: Key, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        guard key.isPacked else {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])))
            return hasher.finalize()
        }
        let product = (key.low ^ seed.0).multipliedFullWidth(by: key.high ^ seed.1 ^ UInt64(key.count))
        return Int(truncatingIfNeeded: product.high ^ product.low)
    }

    private static let seed: (UInt64, UInt64) = {
        var generator = SystemRandomNumberGenerator()
        return (generator.next(), generator.next())
    }()
}
