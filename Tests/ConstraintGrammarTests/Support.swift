import Foundation
@testable import ConstraintGrammar

/// A diagnostic reduced to what the tables assert: code, severity and range.
struct Expected: Hashable, CustomStringConvertible {
    let code: LayoutDiagnosticCode
    let severity: LayoutDiagnostic.Severity
    let range: Range<Int>

    init(_ code: LayoutDiagnosticCode, _ range: Range<Int>) {
        self.code = code
        self.severity = code.severity
        self.range = range
    }

    init(_ diagnostic: LayoutDiagnostic) {
        code = diagnostic.code
        severity = diagnostic.severity
        range = diagnostic.range
    }

    var description: String { "\(code.rawValue) \(severity) \(range)" }
}

func attribute(_ name: String) -> LayoutAttribute {
    guard let attribute = LayoutAttribute.named(name) else { fatalError("no attribute \(name)") }
    return attribute
}

func analyze(_ value: String, _ name: String = "top") -> LayoutAnalysis {
    LayoutAnalysis.analyze(value, as: attribute(name))
}

/// The UTF-8 range of the `occurrence`-th appearance of `needle` in `value`.
func range(of needle: String, in value: String, occurrence: Int = 1) -> Range<Int> {
    let haystack = Array(value.utf8), pattern = Array(needle.utf8)
    var seen = 0
    for start in 0...(haystack.count - pattern.count) where Array(haystack[start..<(start + pattern.count)]) == pattern {
        seen += 1
        if seen == occurrence { return start..<(start + pattern.count) }
    }
    fatalError("`\(needle)` not found in `\(value)`")
}
