/// libxml2's messages as a user should read them. libxml2 words some of its reports for its
/// own developers: they name its functions (`xmlParseEntityRef: no name`), its types
/// (`invalid xmlChar value 0`), its grammar productions (`AttValue: " or ' expected`) or its
/// parser options (`Excessive depth in document: 256 use XML_PARSE_HUGE option`, an option
/// the generator's reader does not set). Those are reworded; the others are already plain and
/// are kept as libxml2 gives them. The report's code and range are not affected.
enum LibXML2Wording {
    static func message(_ message: String) -> String {
        // libxml2 adds detail on further lines (`Bytes: 0xC3 0x28 …` after an encoding error).
        let firstLine = message.prefix { $0 != "\n" }
        let rest = message.dropFirst(firstLine.count)
        return "\(reworded(String(firstLine)))\(rest)"
    }

    private static func reworded(_ line: String) -> String {
        if let depth = number(in: line, after: "Excessive depth in document: ") {
            return "The file nests too deeply: this element is more than \(depth) levels below the root element, "
                + "the most the XML parser the generator uses accepts"
        }
        if line == "Huge input lookup" {
            return "A name, value or text here is longer than the XML parser the generator uses accepts"
        }
        if let value = number(in: line, after: "PCDATA invalid Char value ") {
            return "\(characterName(value)) is not allowed in XML text"
        }
        if line.hasPrefix("Input is not proper UTF-8") {
            return "The text is not valid UTF-8: save the file as UTF-8, or declare its encoding in <?xml … encoding=\"…\"?>"
        }
        if line == "attributes construct error" {
            return "Malformed attributes: each is name=\"value\", separated from the next by white space"
        }
        if line.hasPrefix("Specification mandates value for attribute ") {
            let name = line.dropFirst("Specification mandates value for attribute ".count)
            return "Attribute \(name) has no value: write \(name)=\"…\""
        }
        let (production, detail) = withoutProductionPrefix(line)
        guard let production else { return line }
        if let value = number(in: detail, after: "invalid xmlChar value ") {
            return "\(characterName(value)) is not allowed in XML"
        }
        switch (production, detail) {
        case ("xmlParseEntityRef", "no name"), ("xmlParseStringEntityRef", "no name"):
            return "'&' must start a reference such as &amp; or &#38;: write &amp; for a literal '&'"
        case ("xmlParseStartTag", "invalid element name"), ("StartTag", "invalid element name"):
            return "Invalid element name"
        case ("xmlParseStartTag", "problem parsing attributes"):
            return "Malformed attributes: each is name=\"value\", separated from the next by white space"
        case ("AttValue", "\" or ' expected"):
            return "An attribute value must be in quotes (\" or ')"
        case ("AttValue", "\" expected"), ("AttValue", "' expected"):
            return "The attribute value is never closed with \(detail.prefix(1))"
        case ("AttValue", "no value found"):
            return "The attribute has no value"
        case ("EntityRef", "expecting ';'"):
            return "A reference must end with ';' (write &amp; for a literal '&')"
        case ("ParsePI", _) where detail.hasSuffix(" never end ..."):
            return "Processing instruction \(detail.dropFirst("PI ".count).dropLast(" never end ...".count)) is never closed with '?>'"
        case ("ParsePI", _) where detail.hasSuffix(" space expected"):
            return "A space must follow the processing instruction's target \(detail.dropFirst("PI ".count).dropLast(" space expected".count))"
        case ("xmlParsePITarget", _):
            return "A processing instruction's target must not start with 'xml'"
        default:
            return "\(detail.prefix(1).uppercased())\(detail.dropFirst().replacing("xmlChar", with: "character"))"
        }
    }

    /// A function name (`xmlParseCharRef: `) or grammar production (`AttValue: `) that opens a
    /// message, and the message without it.
    private static func withoutProductionPrefix(_ line: String) -> (String?, String) {
        guard let colon = line.firstIndex(of: ":") else { return (nil, line) }
        let name = line[..<colon].trimmingSuffix(" ")
        let knownProductions: Set<Substring> = [
            "AttValue", "CharRef", "EntityRef", "EntityValue", "PEReference", "ParsePI", "StartTag", "EndTag",
            "ATTLIST", "NOTATION", "MixedContentDecl",
        ]
        let isFunction = (name.hasPrefix("xml") || name.hasPrefix("html")) && name.allSatisfy { $0.isLetter }
            && name.dropFirst(name.hasPrefix("xml") ? 3 : 4).first?.isUppercase == true
        guard isFunction || knownProductions.contains(name) else { return (nil, line) }
        return (String(name), String(line[line.index(after: colon)...].drop { $0 == " " }))
    }

    /// The decimal number that follows `prefix` at the start of `line`.
    private static func number(in line: some StringProtocol, after prefix: String) -> Int? {
        guard line.hasPrefix(prefix) else { return nil }
        return Int(line.dropFirst(prefix.count).prefix { $0.isNumber })
    }

    private static func characterName(_ value: Int) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "Character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

private extension Substring {
    func trimmingSuffix(_ character: Character) -> Substring {
        var result = self
        while result.last == character { result = result.dropLast() }
        return result
    }
}
