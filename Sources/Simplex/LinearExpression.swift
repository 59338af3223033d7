/// `Σ coefficient · variable + constant`. A term whose coefficient becomes exactly zero is
/// dropped, so equal expressions compare equal.
///
/// The terms are a short array sorted by variable: a layout builds a few expressions of one to
/// four terms per constraint, and merging sorted arrays costs no hashing or dictionary storage.
public struct LinearExpression: Sendable, Hashable {
    struct Term: Sendable, Hashable {
        let variable: LayoutVariable
        var coefficient: Double
    }

    /// Sorted by variable, no zero coefficient.
    private(set) var sortedTerms: [Term]
    public var constant: Double

    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
        sortedTerms = coefficient == 0 ? [] : [Term(variable: variable, coefficient: coefficient)]
        constant = 0
    }

    public init(constant: Double) {
        sortedTerms = []
        self.constant = constant
    }

    public init(terms: [LayoutVariable: Double], constant: Double = 0) {
        self.init(terms: terms.map { ($0.key, $0.value) }, constant: constant)
    }

    /// The sum of `terms` (a variable may recur: its coefficients add up, in order), in one
    /// pass when they come sorted: built term by term with `+`, an expression of n terms would
    /// allocate n arrays.
    public init(terms: [(variable: LayoutVariable, coefficient: Double)], constant: Double = 0) {
        var sorted = terms.map { Term(variable: $0.variable, coefficient: $0.coefficient) }
        if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0.variable < $1.variable }) {
            sorted = Self.sortedSums(sorted)
        }
        sorted.removeAll { $0.coefficient == 0 }
        self.init(sortedTerms: sorted, constant: constant)
    }

    /// `terms` sorted by variable, a recurring variable's coefficients summed in their order.
    private static func sortedSums(_ terms: [Term]) -> [Term] {
        let order = terms.indices.sorted { (terms[$0].variable, $0) < (terms[$1].variable, $1) }
        var sums: [Term] = []
        for index in order {
            if let last = sums.last, last.variable == terms[index].variable {
                sums[sums.count - 1].coefficient += terms[index].coefficient
            } else {
                sums.append(terms[index])
            }
        }
        return sums
    }

    private init(sortedTerms: [Term], constant: Double) {
        self.sortedTerms = sortedTerms
        self.constant = constant
    }

    /// The coefficient of each variable that has one.
    public var terms: [LayoutVariable: Double] {
        Dictionary(uniqueKeysWithValues: sortedTerms.map { ($0.variable, $0.coefficient) })
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && sortedTerms.allSatisfy(\.coefficient.isFinite) }

    private func combined(with other: LinearExpression, sign: Double) -> LinearExpression {
        var merged: [Term] = []
        merged.reserveCapacity(sortedTerms.count + other.sortedTerms.count)
        var (left, right) = (0, 0)
        while left < sortedTerms.count || right < other.sortedTerms.count {
            if right == other.sortedTerms.count
                || (left < sortedTerms.count && sortedTerms[left].variable < other.sortedTerms[right].variable) {
                merged.append(sortedTerms[left])
                left += 1
            } else if left == sortedTerms.count || other.sortedTerms[right].variable < sortedTerms[left].variable {
                let term = other.sortedTerms[right]
                if term.coefficient != 0 { merged.append(Term(variable: term.variable, coefficient: sign * term.coefficient)) }
                right += 1
            } else {
                let sum = sortedTerms[left].coefficient + sign * other.sortedTerms[right].coefficient
                if sum != 0 { merged.append(Term(variable: sortedTerms[left].variable, coefficient: sum)) }
                left += 1
                right += 1
            }
        }
        return LinearExpression(sortedTerms: merged, constant: constant + sign * other.constant)
    }

    private func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            sortedTerms: sortedTerms.compactMap { term in
                let product = term.coefficient * factor
                return product == 0 ? nil : Term(variable: term.variable, coefficient: product)
            },
            constant: constant * factor)
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs.combined(with: rhs, sign: 1)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs.combined(with: rhs, sign: -1)
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
}
