/// The objective's strongest levels already at their optimum during one run of the primal
/// simplex, and the symbols they bar from entering.
///
/// A pivot substitutes the entering symbol into every level; a level where that symbol has no
/// cost is left exactly as it was. The entering symbol always has no cost at every level
/// stronger than the one it lowers, so once a level has no symbol that can lower it, it never
/// gets one again in that run: the entering rules need not read it again, only remember which
/// symbols it holds (they may not enter below it). With one level per pin, reading every
/// settled level again for each pivot and each candidate would dominate a run.
struct SettledLevels {
    /// How many of the strongest levels are settled.
    private(set) var count = 0
    /// By symbol serial: whether a settled level holds the symbol.
    private var barred: [Bool] = []

    func bars(_ symbol: Symbol) -> Bool {
        symbol.serial < barred.count && barred[symbol.serial]
    }

    /// Settles the next level, whose row is `row`.
    mutating func settle(_ row: Row) {
        for (symbol, _) in row.cells {
            let serial = symbol.serial
            if serial >= barred.count { barred.append(contentsOf: repeatElement(false, count: serial + 1 - barred.count)) }
            barred[serial] = true
        }
        count += 1
    }
}
