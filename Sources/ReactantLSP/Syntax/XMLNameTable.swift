/// The distinct names of one document, each made a `String` once and numbered.
///
/// A document repeats a few dozen names thousands of times (`Label`, `layout:leading`);
/// looking a name's bytes up here is cheaper than validating and copying them into a new
/// string each time, repeated names share one string, and the number lets the scanner
/// index open elements by name without hashing strings.
struct XMLNameTable {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Open addressing: an index into `names` plus one, 0 for an empty slot.
    private var slots: [Int32]
    private(set) var names: [String] = []
    /// Where each name was first seen, to compare bytes against.
    private var firstRanges: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        slots = Array(repeating: 0, count: 64)
    }

    /// The number of the name spelled by `bytes[range]`.
    mutating func number(for range: Range<Int>) -> Int {
        let hash = Self.hash(bytes, range)
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            if spellsSame(firstRanges[entry - 1], range) { return entry - 1 }
            slot = (slot + 1) & mask
        }
        let number = names.count
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        firstRanges.append(range)
        slots[slot] = Int32(number + 1)
        if names.count * 2 > slots.count { grow() }
        return number
    }

    private func spellsSame(_ known: Range<Int>, _ range: Range<Int>) -> Bool {
        guard known.count == range.count else { return false }
        var offset = 0
        while offset < range.count {
            if bytes[known.lowerBound + offset] != bytes[range.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, range) in firstRanges.enumerated() {
            var slot = Self.hash(bytes, range) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }

    /// The standard library's seeded hash, so no document can be made of colliding names.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])))
        return hasher.finalize()
    }
}
