/// The required constraint each marker stands for, by the marker's serial. Markers are looked
/// up as each required constraint is placed and removed and as a conflict is explained; symbols
/// are numbered densely, so an array indexed by serial serves with no hashing.
struct MarkerOwners: Sendable {
    /// `ConstraintID.index`, or -1 for a symbol that is no required constraint's marker.
    private var owners: [Int] = []

    subscript(marker: Symbol) -> ConstraintID? {
        get {
            guard marker.serial < owners.count, owners[marker.serial] >= 0 else { return nil }
            return ConstraintID(index: owners[marker.serial])
        }
        set {
            if marker.serial >= owners.count {
                guard newValue != nil else { return }
                owners.append(contentsOf: repeatElement(-1, count: marker.serial + 1 - owners.count))
            }
            owners[marker.serial] = newValue?.index ?? -1
        }
    }
}
