import Support

/// One component's `field` (or `layout:id`) declarations grouped by name, as positions in its
/// list of them. Every target of every constraint is looked up here, and a large component
/// declares hundreds of thousands of names: so the names are hashed with `TextHash` into one
/// table of the right size, and a group is a chain of positions, where a dictionary of arrays
/// would hash with `Hasher` and allocate an array per name.
struct DeclarationsByName: Sendable {
    private struct Name: FastHashable, Sendable {
        let text: String
        var fastHash: UInt64 { TextHash.hash(text, tag: 0) }
    }

    /// Name → position of its first declaration.
    private var firsts: HashedTable<Name, Int>
    /// Position → position of the next declaration of the same name, or -1.
    private var next: [Int]
    /// Position → position of the first declaration of the same name (itself, for a first).
    private var first: [Int]

    init(_ declarations: [Declaration]) {
        firsts = HashedTable(capacity: declarations.count)
        next = Array(repeating: -1, count: declarations.count)
        first = Array(repeating: 0, count: declarations.count)
        var last: [Int: Int] = [:]  // first position → last position of a repeated name so far
        for (position, declaration) in declarations.enumerated() {
            let name = Name(text: declaration.name)
            if let earlier = firsts.valueInsertingIfAbsent(position, for: name, hash: name.fastHash) {
                next[last[earlier] ?? earlier] = position
                last[earlier] = position
                first[position] = earlier
            } else {
                first[position] = position
            }
        }
    }

    /// The declarations of `name` among `declarations` (those this index was made of), in
    /// document order.
    func declarations(named name: String, in declarations: [Declaration]) -> [Declaration] {
        let key = Name(text: name)
        guard var position = firsts.value(for: key, hash: key.fastHash) else { return [] }
        var found = [declarations[position]]
        while next[position] >= 0 {
            position = next[position]
            found.append(declarations[position])
        }
        return found
    }

    /// Whether any declaration has `name`.
    func contains(_ name: String) -> Bool {
        let key = Name(text: name)
        return firsts.value(for: key, hash: key.fastHash) != nil
    }

    /// Every declaration (by position) whose name an earlier one has, with that first one's
    /// position, in document order.
    var repeats: some Sequence<(position: Int, first: Int)> {
        first.indices.lazy.filter { first[$0] != $0 }.map { (position: $0, first: first[$0]) }
    }
}

/// Derived from the declarations, which the scope compares and hashes: an index adds nothing
/// to the scope's identity.
extension DeclarationsByName: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
