/// The solver's one tolerance. Layout numbers are points and small ratios, so anything within
/// 1e-8 of zero, relative to the magnitudes it came from (and never less than 1e-8 absolute),
/// is zero: a coefficient that should cancel leaves the row, a value that should be zero is.
/// Every comparison with zero in the solver goes through here.
enum Tolerance {
    static let epsilon = 1e-8

    /// Whether `value` is zero, for a number computed from operands of magnitude up to `scale`.
    @inline(__always)
    static func isZero(_ value: Double, scale: Double = 1) -> Bool {
        abs(value) <= epsilon * max(1, scale)
    }
}
