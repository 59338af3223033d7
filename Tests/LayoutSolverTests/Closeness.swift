/// Whether two computed lengths agree to rounding, relative to their size.
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-7) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}
