import CLibXML2

/// An XSD `pattern` facet compiled once by libxml2's own XSD regular-expression engine, so a
/// pattern means exactly what it means to any XSD validator (implicitly anchored, XSD classes).
final class XSDRegularExpression: @unchecked Sendable {
    let pattern: String
    private let compiled: xmlRegexpPtr

    /// Returns nil when libxml2 rejects the pattern.
    init?(_ pattern: String) {
        guard let compiled = xmlRegexpCompile(pattern) else { return nil }
        self.pattern = pattern
        self.compiled = compiled
    }

    deinit { xmlRegFreeRegexp(compiled) }

    func matches(_ value: String) -> Bool {
        // xmlRegexpExec keeps its matching state on its own stack and only reads the compiled
        // automaton, so one compiled expression may serve several threads at once.
        xmlRegexpExec(compiled, value) == 1
    }
}
