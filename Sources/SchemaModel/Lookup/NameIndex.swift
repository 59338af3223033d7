import Support

/// Names of one element's attributes or children → positions: looked up for every attribute
/// and element of every document, so hashed with `TextHash` instead of `Hasher`. A name is only
/// ever added, once.
struct NameIndex: Sendable {
    private struct Name: FastHashable, Sendable {
        let text: String
        var fastHash: UInt64 { TextHash.hash(text, tag: 0) }
    }

    private var table = HashedTable<Name, Int>(capacity: 4)

    var isEmpty: Bool { table.count == 0 }

    /// The position stored for `name`.
    subscript(name: String) -> Int? {
        let key = Name(text: name)
        return table.value(for: key, hash: key.fastHash)
    }

    /// Stores `position` for a name not yet in the index.
    mutating func add(_ name: String, position: Int) {
        let key = Name(text: name)
        precondition(table.value(for: key, hash: key.fastHash) == nil, "NameIndex adds a name once")
        table.insert(position, for: key, hash: key.fastHash)
    }
}
