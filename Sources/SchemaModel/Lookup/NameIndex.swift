/// Names of one element's attributes or children → positions: looked up for every attribute
/// and element of every document, so hashed with `TextHash` instead of `Hasher`. Open
/// addressing with linear probing, at most half full; names are only ever added.
struct NameIndex: Sendable {
    /// Position in the entry arrays plus one; 0 marks an empty slot.
    private var slots: [Int32] = Array(repeating: 0, count: 8)
    private var hashes: [UInt64] = []
    private var names: [String] = []
    private var positions: [Int] = []

    var isEmpty: Bool { names.isEmpty }

    /// The position stored for `name`; setting adds the name, or replaces its position.
    subscript(name: String) -> Int? {
        get {
            let hash = TextHash.hash(name, tag: 0)
            return entry(for: name, hash: hash).map { positions[$0] }
        }
        set {
            guard let newValue else { preconditionFailure("NameIndex never removes a name") }
            let hash = TextHash.hash(name, tag: 0)
            if let existing = entry(for: name, hash: hash) {
                positions[existing] = newValue
                return
            }
            if 2 * (names.count + 1) > slots.count { grow() }
            hashes.append(hash)
            names.append(name)
            positions.append(newValue)
            place(names.count, hash: hash)
        }
    }

    private func entry(for name: String, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if hashes[entry - 1] == hash, names[entry - 1] == name { return entry - 1 }
            slot = (slot + 1) & mask
        }
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
