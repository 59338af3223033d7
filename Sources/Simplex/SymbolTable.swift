/// A row's cells: symbol → coefficient in an open-addressing table (linear probing,
/// backward-shift deletion, Fibonacci hashing of the symbol's number). Rows are read and
/// written millions of times when a long chain of views is solved, and the standard
/// dictionary's seeded hash was most of that time. A value type: copies share storage until
/// one of them changes.
struct SymbolTable: Sendable, Sequence {
    /// A bucket: `Symbol.raw`, or -1 when empty, and its coefficient. Keys and values share
    /// one array, so a table is one allocation and a probe reads one cache line.
    fileprivate struct Bucket: Sendable {
        var key: Int
        var value: Double
    }

    /// The capacity is a power of two.
    private var buckets: [Bucket] = []
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    private var mask: Int { buckets.count - 1 }

    @inline(__always)
    private func home(of raw: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(raw)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The bucket holding `symbol`, or nil.
    @inline(__always)
    private func bucket(of symbol: Symbol) -> Int? {
        guard count > 0 else { return nil }
        var index = home(of: symbol.raw)
        while true {
            let key = buckets[index].key
            if key == symbol.raw { return index }
            if key < 0 { return nil }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Double? {
        get { bucket(of: symbol).map { buckets[$0].value } }
        set {
            if let newValue { update(symbol, newValue) } else { removeValue(forKey: symbol) }
        }
    }

    /// Sets the coefficient of `symbol`; whether it was new.
    @discardableResult
    mutating func update(_ symbol: Symbol, _ value: Double) -> Bool {
        if let index = bucket(of: symbol) {
            buckets[index].value = value
            return false
        }
        if (count + 1) * 4 > buckets.count * 3 { grow() }
        var index = home(of: symbol.raw)
        while buckets[index].key >= 0 { index = (index + 1) & mask }
        buckets[index] = Bucket(key: symbol.raw, value: value)
        count += 1
        return true
    }

    enum Change { case unchanged, added, removed }

    /// Adds `delta` to the coefficient of `symbol` in one probe; a sum the tolerance calls
    /// zero removes the entry, and a new entry is made only for a non-zero `delta`.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ delta: Double) -> Change {
        if (count + 1) * 4 > buckets.count * 3 { grow() }
        var index = home(of: symbol.raw)
        while true {
            let key = buckets[index].key
            if key == symbol.raw {
                let old = buckets[index].value
                let sum = old + delta
                if Tolerance.isZero(sum, scale: Swift.max(abs(old), abs(delta))) {
                    removeBucket(index)
                    return .removed
                }
                buckets[index].value = sum
                return .unchanged
            }
            if key < 0 {
                if Tolerance.isZero(delta) { return .unchanged }
                buckets[index] = Bucket(key: symbol.raw, value: delta)
                count += 1
                return .added
            }
            index = (index + 1) & mask
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        guard let index = bucket(of: symbol) else { return nil }
        let removed = buckets[index].value
        removeBucket(index)
        return removed
    }

    private mutating func removeBucket(_ index: Int) {
        var hole = index
        // Backward-shift: move later entries of the probe run into the hole when their home
        // does not lie between the hole and them.
        var index = (hole + 1) & mask
        while buckets[index].key >= 0 {
            let wanted = home(of: buckets[index].key)
            let distanceToHole = (index - hole) & mask, distanceToHome = (index - wanted) & mask
            if distanceToHome >= distanceToHole {
                buckets[hole] = buckets[index]
                hole = index
            }
            index = (index + 1) & mask
        }
        buckets[hole].key = -1
        count -= 1
    }

    private mutating func grow() {
        let old = buckets
        buckets = [Bucket](repeating: Bucket(key: -1, value: 0), count: Swift.max(8, buckets.count * 2))
        for bucket in old where bucket.key >= 0 {
            var index = home(of: bucket.key)
            while buckets[index].key >= 0 { index = (index + 1) & mask }
            buckets[index] = bucket
        }
    }

    /// Applies `transform` to every coefficient.
    mutating func transformValues(_ transform: (Double) -> Double) {
        for index in buckets.indices where buckets[index].key >= 0 { buckets[index].value = transform(buckets[index].value) }
    }

    /// Keeps the entries whose symbol passes `keep`.
    mutating func filter(_ keep: (Symbol) -> Bool) {
        var kept = SymbolTable()
        for (symbol, value) in self where keep(symbol) { kept.update(symbol, value) }
        self = kept
    }

    var keys: [Symbol] { buckets.compactMap { $0.key >= 0 ? Symbol(raw: $0.key) : nil } }

    struct Iterator: IteratorProtocol {
        fileprivate let buckets: [Bucket]
        fileprivate var index = 0

        mutating func next() -> (key: Symbol, value: Double)? {
            while index < buckets.count {
                defer { index += 1 }
                if buckets[index].key >= 0 { return (Symbol(raw: buckets[index].key), buckets[index].value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(buckets: buckets) }
}
