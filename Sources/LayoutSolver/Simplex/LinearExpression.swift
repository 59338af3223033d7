/// `Σ coefficient · variable + constant`. A term whose coefficient becomes exactly zero is
/// dropped, so equal expressions compare equal.
public struct LinearExpression: Sendable, Hashable {
    public var terms: [LayoutVariable: Double]
    public var constant: Double

    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
        terms = coefficient == 0 ? [:] : [variable: coefficient]
        constant = 0
    }

    public init(constant: Double) {
        terms = [:]
        self.constant = constant
    }

    public init(terms: [LayoutVariable: Double], constant: Double = 0) {
        self.terms = terms.filter { $0.value != 0 }
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.values.allSatisfy(\.isFinite) }

    private func combined(with other: LinearExpression, sign: Double) -> LinearExpression {
        var result = self
        for (variable, coefficient) in other.terms {
            let sum = (result.terms[variable] ?? 0) + sign * coefficient
            result.terms[variable] = sum == 0 ? nil : sum
        }
        result.constant += sign * other.constant
        return result
    }

    private func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.mapValues { $0 * factor }, constant: constant * factor)
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
