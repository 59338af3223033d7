/// Values by constraint ID. A solver hands IDs out densely from zero, so this is an array: a
/// system is built by storing and reading an entry per constraint, so none of that hashes.
/// An ID far past the array (a solver holding a few constraints of another under their IDs,
/// as a conflict is narrowed) is kept aside instead: growing the array to it for each conflict
/// would make N conflicts cost N². Inlinable, so the view layer's tables are specialised in
/// its own module: unspecialised, each access across the module boundary would look up
/// generic metadata.
public struct ConstraintTable<Value: Sendable>: Sendable {
    @usableFromInline var slots: [Value?] = []
    @usableFromInline var distant: [Int: Value] = [:]
    /// How far past the array an ID may be and still grow it.
    @usableFromInline static var reach: Int { 1024 }

    @inlinable public init() {}

    @inlinable public subscript(id: ConstraintID) -> Value? {
        get {
            if slots.indices.contains(id.index), let value = slots[id.index] { return value }
            return distant.isEmpty ? nil : distant[id.index]
        }
        set {
            guard id.index >= 0 else { return }
            if !distant.isEmpty { distant[id.index] = nil }
            if id.index >= slots.count {
                guard newValue != nil else { return }
                guard id.index - slots.count <= Self.reach else {
                    distant[id.index] = newValue
                    return
                }
                // The next ID, the common case: one append, not the generic fill.
                if id.index == slots.count {
                    slots.append(newValue)
                    return
                }
                slots.append(contentsOf: repeatElement(nil, count: id.index + 1 - slots.count))
            }
            slots[id.index] = newValue
        }
    }

    @discardableResult
    @inlinable public mutating func removeValue(forKey id: ConstraintID) -> Value? {
        let value = self[id]
        self[id] = nil
        return value
    }

    /// The IDs whose value passes `include`, ascending.
    @inlinable public func ids(where include: (Value) -> Bool) -> [ConstraintID] {
        let near = slots.indices.compactMap { index in slots[index].map(include) == true ? ConstraintID(index: index) : nil }
        let far = distant.filter { include($0.value) }.keys.map { ConstraintID(index: $0) }
        return far.isEmpty ? near : (near + far).sorted()
    }
}
