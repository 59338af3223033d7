/// Nearest-rank percentiles of a set of durations.
struct Percentiles {
    private let sorted: [Duration]

    init(_ samples: [Duration]) {
        sorted = samples.sorted()
    }

    var count: Int { sorted.count }

    /// The smallest sample that at least `percent` % of the samples do not exceed.
    func value(at percent: Double) -> Duration? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    var smallest: Duration? { sorted.first }
    var largest: Duration? { sorted.last }
}

extension Duration {
    /// Milliseconds with two decimals.
    var milliseconds: String {
        let value = Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
        let hundredths = Int((value * 100).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction) ms"
    }
}
