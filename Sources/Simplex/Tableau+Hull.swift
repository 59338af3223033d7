/// A tableau used as a set of equations over a face's directions (`OptimalFace.decide`,
/// `FaceHull`): rows are read over the symbols not yet solved for, and each equation is solved
/// for its largest coefficient.
extension Tableau {
    /// `row`'s cells over this tableau's symbols: each renamed by `rename` (dropped when nil),
    /// a basic one replaced by its definition; the constant zero. Empty iff the row is fixed by
    /// the equations.
    func expressed(_ row: Row, renaming rename: (Symbol) -> Symbol?) -> Row {
        var result = Row()
        for (original, coefficient) in row.cells {
            guard let symbol = rename(original) else { continue }
            if let definition = self.row(symbol) {
                result.add(definition, times: coefficient)
            } else {
                result.add(symbol, coefficient)
            }
        }
        result.constant = 0
        return result
    }

    /// Adds an equation (already `expressed`), solved for its largest coefficient (ties to the
    /// smallest symbol); nothing when it is empty (implied by the others).
    mutating func addEquation(_ expressed: Row) {
        var equation = expressed
        guard let subject = equation.cells.max(by: {
            abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key)
        })?.key else { return }
        equation.solve(for: subject)
        substitute(subject, with: equation)
        insert(equation, basic: subject)
    }
}
