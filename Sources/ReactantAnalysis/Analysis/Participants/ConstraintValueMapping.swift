import ConstraintGrammar
import Support
import XMLSyntax

/// Where the text of one `layout:` value sits in the document. The constraint grammar measures
/// ranges in the decoded value (entities replaced, line breaks turned into spaces); this maps
/// them back through the value's decoded→document map, so a diagnostic lands on the characters
/// as written (`&gt;=`, a CRLF, text after non-ASCII) and a fix replaces exactly those.
package struct ConstraintValueMapping {
    let value: XMLAttributeValueSyntax

    package init(value: XMLAttributeValueSyntax) {
        self.value = value
    }

    /// The document range of a range in the decoded value.
    package func documentRange(_ valueRange: Range<Int>) -> Range<Int> {
        value.decoded.documentRange(forDecoded: valueRange)
    }

    /// The grammar's diagnostic in document terms; its replacement becomes a quick fix.
    func diagnostic(for layout: LayoutDiagnostic) -> Diagnostic {
        let severity: Diagnostic.Severity = switch layout.severity {
        case .error: .error
        case .warning: .warning
        }
        return Diagnostic(code: layout.code.rawValue, severity: severity, message: layout.message,
                          range: documentRange(layout.range), fixes: layout.replacement.map { [fix($0)] } ?? [])
    }

    /// A fix replacing a decoded range with `text`, written as the attribute value needs it.
    func fix(replacing valueRange: Range<Int>, with text: String) -> Diagnostic.Fix {
        let range = documentRange(valueRange)
        let title = if text.isEmpty { "Remove '\(written(range))'" } else if range.isEmpty { "Insert '\(text)'" } else { "Change to '\(text)'" }
        return Diagnostic.Fix(title: title, range: range, replacement: escaped(text))
    }

    /// The value's text at a document range inside it, as written.
    private func written(_ range: Range<Int>) -> String {
        let start = range.lowerBound - value.range.lowerBound
        return String(decoding: value.raw.utf8.dropFirst(start).prefix(range.count), as: UTF8.self)
    }

    private func fix(_ replacement: LayoutDiagnostic.Replacement) -> Diagnostic.Fix {
        fix(replacing: replacement.range, with: replacement.text)
    }

    /// `text` with the characters an attribute value cannot hold literally replaced by references.
    private func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == "\"" || $0 == "'" }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case "\"" where value.quote != "'": result += "&quot;"
            case "'" where value.quote == "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
