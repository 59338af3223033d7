/// A column of the tableau. The kind is kept in the low bits, so ordering by `raw` is ordering
/// by creation (Bland's rule needs one fixed order) and no side table is consulted in a pivot.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Int {
        /// A `LayoutVariable`: unrestricted in sign.
        case external = 0
        /// An inequality's slack, ≥ 0 (also the artificial variable of the artificial phase).
        case slack = 1
        /// An optional constraint's error, ≥ 0, counted in the objective.
        case error = 2
        /// A required equality's marker, fixed at zero: never enters the basis.
        case dummy = 3
    }

    let raw: Int

    init(serial: Int, kind: Kind) { raw = serial << 2 | kind.rawValue }

    init(raw: Int) { self.raw = raw }

    var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// The creation number: symbols are numbered densely, so tables index by it.
    var serial: Int { raw >> 2 }

    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    var isError: Bool { raw & 3 == 2 }
    /// Slack and error symbols: restricted to ≥ 0 and free to enter the basis.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

    func hash(into hasher: inout Hasher) { hasher.combine(raw) }
}

/// The external symbol of each variable, by variable index: variables are numbered densely
/// from zero by `makeVariable`, and this lookup runs for every term of every constraint.
/// A variable of an index far past the others (one made by another solver, or a few of another
/// solver's variables held while a conflict is narrowed) is kept aside: growing the table to
/// it for each conflict would make N conflicts cost N².
struct ExternalSymbols: Sendable {
    private var dense: [Symbol?] = []
    private var sparse: [LayoutVariable: Symbol] = [:]
    private static let denseLimit = 1 << 20
    /// How far past the table an index may be and still grow it.
    private static let reach = 1024

    subscript(variable: LayoutVariable) -> Symbol? {
        get {
            if dense.indices.contains(variable.index), let symbol = dense[variable.index] { return symbol }
            return sparse.isEmpty ? nil : sparse[variable]
        }
        set {
            if !sparse.isEmpty { sparse[variable] = nil }
            guard variable.index >= 0, variable.index < Self.denseLimit else {
                sparse[variable] = newValue
                return
            }
            if variable.index >= dense.count {
                guard newValue != nil else { return }
                guard variable.index - dense.count <= Self.reach else {
                    sparse[variable] = newValue
                    return
                }
                dense.append(contentsOf: repeatElement(nil, count: Swift.max(variable.index + 1, dense.count * 2) - dense.count))
            }
            dense[variable.index] = newValue
        }
    }
}
