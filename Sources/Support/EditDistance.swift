/// The optimal-string-alignment edit distance (insert, delete, substitute, swap two
/// neighbours; no substring edited twice) over Unicode scalars, computed only as far as a bound:
/// the one distance of every did-you-mean (`DidYouMean`).
public enum EditDistance {
    /// The distance if it is at most `bound`, else `nil`.
    public static func optimalStringAlignment(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int? {
        guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
        var rows = Rows(width: b.count + 1)
        defer { rows.deallocate() }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in optimalStringAlignment(a, b, bound: bound, rows: &rows) }
        }
    }

    /// Three rows of the distance table, reused from one comparison to the next: two back (for
    /// swaps), previous, current.
    struct Rows {
        var beforePrevious: UnsafeMutableBufferPointer<Int>
        var previous: UnsafeMutableBufferPointer<Int>
        var current: UnsafeMutableBufferPointer<Int>

        /// Rows of `width` cells, to be deallocated by the caller.
        init(width: Int) {
            beforePrevious = .allocate(capacity: width)
            previous = .allocate(capacity: width)
            current = .allocate(capacity: width)
        }

        func deallocate() {
            beforePrevious.deallocate()
            previous.deallocate()
            current.deallocate()
        }

        mutating func advance() {
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
    }

    /// The distance if it is at most `bound`, else `nil`. Only a diagonal band of width
    /// `2 × bound + 1` is computed, and the rows stop as soon as none of them can still end
    /// within the bound (a cell's value plus what is left of the difference in lengths), so the
    /// cost is O(length × bound) and usually a few rows. `rows` must hold `b.count + 1` cells.
    static func optimalStringAlignment(_ a: UnsafeBufferPointer<Unicode.Scalar>, _ b: UnsafeBufferPointer<Unicode.Scalar>,
                                       bound: Int, rows: inout Rows) -> Int? {
        let n = a.count, m = b.count
        guard bound >= 0, abs(n - m) <= bound else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let infinity = bound + 1
        // Row 0, as far as row 1 reads it (its band and the cell past it). No other cell of any
        // row is read before it is written: each row writes its band and the cells bordering it.
        for j in 0...min(bound + 1, m) { rows.previous[j] = j <= bound ? j : infinity }
        for i in 1...n {
            let low = max(1, i - bound)
            let high = min(m, i + bound)
            let current = rows.current, previous = rows.previous, beforePrevious = rows.beforePrevious
            current[0] = i <= bound ? i : infinity
            if low - 1 >= 1 { current[low - 1] = infinity }
            if high + 1 <= m { current[high + 1] = infinity }
            // The least any alignment through this row can end with: a cell's value plus the
            // difference in the lengths still to align, which costs at least one edit each.
            let remainingA = n - i
            var rowMinimum = current[0] + abs(remainingA - m)
            if low <= high {
                let scalar = a[i - 1]
                for j in low...high {
                    let other = b[j - 1]
                    var value = previous[j - 1] + (scalar == other ? 0 : 1)
                    value = min(value, previous[j] + 1, current[j - 1] + 1)
                    if i > 1, j > 1, scalar == b[j - 2], a[i - 2] == other {
                        value = min(value, beforePrevious[j - 2] + 1)
                    }
                    value = min(value, infinity)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value + abs(remainingA - (m - j)))
                }
            }
            guard rowMinimum <= bound else { return nil }
            rows.advance()
        }
        let distance = rows.previous[m]
        return distance <= bound ? distance : nil
    }
}
