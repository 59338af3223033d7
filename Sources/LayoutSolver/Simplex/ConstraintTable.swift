/// Values by constraint ID. A solver hands IDs out densely from zero, so this is an array: a
/// system is built by storing and reading an entry per constraint, and hashing IDs into a
/// dictionary was a visible share of solving a screen.
struct ConstraintTable<Value: Sendable>: Sendable {
    private var slots: [Value?] = []

    init() {}

    subscript(id: ConstraintID) -> Value? {
        get { slots.indices.contains(id.index) ? slots[id.index] : nil }
        set {
            guard id.index >= 0 else { return }
            if id.index >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: id.index + 1 - slots.count))
            }
            slots[id.index] = newValue
        }
    }

    @discardableResult
    mutating func removeValue(forKey id: ConstraintID) -> Value? {
        let value = self[id]
        self[id] = nil
        return value
    }

    /// The IDs whose value passes `include`, ascending.
    func ids(where include: (Value) -> Bool) -> [ConstraintID] {
        slots.indices.compactMap { index in slots[index].map(include) == true ? ConstraintID(index: index) : nil }
    }
}
