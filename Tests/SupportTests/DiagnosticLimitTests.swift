import Testing
import Support

/// The per-document limit: within it nothing changes; past it the most severe are kept, in
/// document order, and one final note counts the rest.
@Suite struct DiagnosticLimitTests {
    private func diagnostic(_ severity: Diagnostic.Severity, at offset: Int) -> Diagnostic {
        Diagnostic(code: "test.\(severity.rawValue)", severity: severity, message: "at \(offset)", range: offset..<(offset + 1))
    }

    @Test func withinTheLimitNothingChanges() {
        let diagnostics = (0..<5).map { diagnostic(.warning, at: $0 * 10) }
        #expect(DiagnosticLimit(5, howToRaise: "x").apply(to: diagnostics) == diagnostics)
        #expect(DiagnosticLimit(0, howToRaise: "x").apply(to: diagnostics) == diagnostics)  // 0: no limit
    }

    @Test func pastTheLimitErrorsComeFirstInDocumentOrderAndTheRestAreCounted() {
        let diagnostics = [
            diagnostic(.warning, at: 0), diagnostic(.error, at: 10), diagnostic(.hint, at: 20),
            diagnostic(.warning, at: 30), diagnostic(.error, at: 40), diagnostic(.warning, at: 50),
        ]
        let limited = DiagnosticLimit(3, howToRaise: "--max-diagnostics N").apply(to: diagnostics)
        #expect(limited.count == 4)
        // The two errors and the earliest warning, in document order.
        #expect(limited.prefix(3).map(\.range.lowerBound) == [0, 10, 40])
        let summary = limited[3]
        #expect(summary.code == DiagnosticLimit.code)
        #expect(summary.severity == .information)
        #expect(summary.message == "3 more problems in this file are not listed (2 warnings, 1 hint): at most 3 are; --max-diagnostics N raises the limit")
        // On the first one left out.
        #expect(summary.range == 20..<21)
    }

    @Test func aSingleOmissionIsSpelledInTheSingular() {
        let diagnostics = [diagnostic(.error, at: 0), diagnostic(.error, at: 5)]
        let summary = DiagnosticLimit(1, howToRaise: "x").apply(to: diagnostics).last
        #expect(summary?.message.hasPrefix("1 more problems in this file are not listed (1 error)") == true)
    }
}
