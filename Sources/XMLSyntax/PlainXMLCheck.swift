/// A one-pass, conservative test that a document is well-formed in the plainest way: the way
/// nearly every Reactant UI file is written. When it answers `true`, libxml2 would report
/// nothing (no error, no warning of the parser), so its pass is skipped; anything out of the
/// ordinary answers `false` and libxml2 judges the document as before. It never decides that a
/// document is malformed, and it reports nothing itself.
///
/// "Plain" means: UTF-8; an optional byte-order mark and `<?xml version="1.0"?>` declaration
/// (encoding UTF-8, standalone yes or no); no doctype; comments, processing instructions
/// (not named `xml…`, no colon), CDATA inside elements; one root element; ASCII names with at
/// most one colon, neither first nor last, none with the reserved `xml:` prefix; attributes
/// quoted, separated by white space, each name once per tag; only the five predefined entities
/// and character references to XML characters; no character outside the XML range; `]]>`
/// never in text; fewer than `maximumDepth` open elements; names of at most 100 bytes; and
/// nothing near libxml2's limits on size (see `maximumStretch`, `maximumDictionaryBytes`),
/// so that a long document can be plain too.
enum PlainXMLCheck {
    static func isPlainlyWellFormed(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(isPlainlyWellFormed)
    }

    static func isPlainlyWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var reader = Reader(bytes: bytes)
        return reader.document()
    }

    /// Well below libxml2's nesting limit (256 without `XML_PARSE_HUGE`).
    static let maximumDepth = 128
    /// The longest stretch of the document between the ends of two tags, comments or
    /// processing instructions: below libxml2's `XML_MAX_TEXT_LENGTH` (10,000,000), which
    /// bounds one text node (text, references and adjacent CDATA sections merge into one),
    /// an attribute value, a comment and a processing instruction. A stretch holds all of
    /// any of these, and its bytes are never fewer than their decoded characters.
    static let maximumStretch = 9_000_000
    /// A bound on what libxml2 keeps in its dictionary: every distinct name counted twice (as
    /// a prefix and as a local name) and every namespace URI, each with a terminator. libxml2
    /// refuses to grow the dictionary past `XML_MAX_DICTIONARY_LIMIT` (10,000,000 bytes of
    /// pools, which it allocates ahead), and a refused name is an error; half of that is safe.
    /// A document shorter than half this bound cannot reach it, so shorter ones are not tallied.
    static let maximumDictionaryBytes = 5_000_000

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        /// The attribute names of the tag being read, with `nameKey`s; reused from tag to tag.
        var attributeNames: [(Range<Int>, UInt64)] = []

        /// Where the current stretch began (see `maximumStretch`).
        var stretchStart = 0
        /// Present for a document long enough to approach libxml2's dictionary limit.
        var dictionary: DictionaryTally?

        let classes = XMLByteClass.table

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            if bytes.count * 2 >= PlainXMLCheck.maximumDictionaryBytes { dictionary = DictionaryTally(names: XMLNameTable(bytes: bytes)) }
        }

        /// Ends the stretch at the end of a tag, comment or processing instruction; whether
        /// it stayed short.
        mutating func endStretch() -> Bool {
            defer { stretchStart = index }
            return index - stretchStart < PlainXMLCheck.maximumStretch
        }

        /// Tallies a name libxml2 interns; whether the tally stays below the bound.
        mutating func intern(name: Range<Int>) -> Bool {
            guard dictionary != nil else { return true }
            dictionary!.add(name: name)
            return dictionary!.isWithinBound
        }

        /// Tallies a namespace URI libxml2 interns (`length` bytes, quotes included, counted
        /// from above); whether the tally stays below the bound.
        mutating func intern(uriOfLength length: Int) -> Bool {
            guard dictionary != nil else { return true }
            dictionary!.bytes += length
            return dictionary!.isWithinBound
        }

        /// Far below libxml2's limits on names.
        static let maximumNameLength = 100

        // MARK: Document

        mutating func document() -> Bool {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            if starts(with: "<?xml"), index + 5 < bytes.count, isSpace(bytes[index + 5]) {
                guard declaration() else { return false }
            }
            guard miscellany() else { return false }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
                  isNameStart(bytes[index + 1]) else { return false }
            guard rootElement() else { return false }
            guard miscellany() else { return false }
            return index == bytes.count && endStretch()
        }

        /// `<?xml version="1.0" [encoding="UTF-8"] [standalone="yes|no"] ?>`, nothing else.
        mutating func declaration() -> Bool {
            index += 5
            guard skipSpace() > 0, literal("version"), equals(), quoted(["1.0"]) else { return false }
            var spaced = skipSpace() > 0
            if spaced, literal("encoding") {
                guard equals(), quoted(["UTF-8", "utf-8"]) else { return false }
                spaced = skipSpace() > 0
            }
            if spaced, literal("standalone") {
                guard equals(), quoted(["yes", "no"]) else { return false }
                skipSpace()
            }
            return literal("?>")
        }

        /// White space, comments and processing instructions outside the root element.
        mutating func miscellany() -> Bool {
            while index < bytes.count {
                if isSpace(bytes[index]) {
                    index += 1
                } else if starts(with: "<!--") {
                    guard comment(), endStretch() else { return false }
                } else if starts(with: "<?") {
                    guard processingInstruction(), endStretch() else { return false }
                } else {
                    return true
                }
            }
            return true
        }

        // MARK: Elements

        /// The root element and everything in it, with an explicit stack of open names.
        mutating func rootElement() -> Bool {
            var open: [Range<Int>] = []
            repeat {
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    guard index + 1 < bytes.count else { return false }
                    let next = bytes[index + 1]
                    if next == UInt8(ascii: "/") {
                        guard let name = open.popLast(), endTag(closing: name), endStretch() else { return false }
                    } else if next == UInt8(ascii: "!") {
                        if starts(with: "<!--") {
                            guard comment(), endStretch() else { return false }
                        } else if starts(with: "<![CDATA["), !open.isEmpty {
                            guard characterData() else { return false }
                        } else {
                            return false
                        }
                    } else if next == UInt8(ascii: "?") {
                        guard processingInstruction(), endStretch() else { return false }
                    } else {
                        guard let (name, isEmpty) = startTag(), endStretch() else { return false }
                        if !isEmpty {
                            open.append(name)
                            guard open.count < maximumDepth else { return false }
                        }
                    }
                } else if byte == UInt8(ascii: "&") {
                    guard reference() else { return false }
                } else {
                    skipPlainText()
                    guard index < bytes.count else { return false }
                    let stop = bytes[index]
                    if stop == UInt8(ascii: "<") || stop == UInt8(ascii: "&") { continue }
                    guard !starts(with: "]]>"), character() else { return false }
                }
            } while !open.isEmpty
            return true
        }

        /// `<name (S attribute)* S? (/>|>)`; the name's range and whether the tag is empty.
        mutating func startTag() -> (Range<Int>, isEmpty: Bool)? {
            index += 1
            guard let name = name(), !isReserved(name), intern(name: name) else { return nil }
            attributeNames.removeAll(keepingCapacity: true)
            while true {
                let spaced = skipSpace() > 0
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    return (name, false)
                }
                if starts(with: "/>") {
                    index += 2
                    return (name, true)
                }
                guard spaced, let attribute = self.name(), !isReserved(attribute), intern(name: attribute) else { return nil }
                // Names of one tag, told apart by their length and first seven bytes before
                // their spelling is compared.
                let key = nameKey(attribute)
                for (other, otherKey) in attributeNames where otherKey == key && spellsSame(other, attribute) { return nil }
                attributeNames.append((attribute, key))
                guard equals() else { return nil }
                let valueStart = index
                guard attributeValue() else { return nil }
                if dictionary != nil, isNamespaceDeclaration(attribute) {
                    guard intern(uriOfLength: index - valueStart) else { return nil }
                }
            }
        }

        /// `</name S? >` closing the innermost open element.
        mutating func endTag(closing open: Range<Int>) -> Bool {
            index += 2
            guard let name = name(), spellsSame(name, open) else { return false }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return false }
            index += 1
            return true
        }

        /// A quoted value of characters and references, without `<`.
        mutating func attributeValue() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return false }
            let quote = bytes[index]
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote {
                    index += 1
                    return true
                }
                if classes[Int(byte)] & XMLByteClass.plainValue != 0 {
                    index = skip(XMLByteClass.plainValue, from: index + 1)
                    continue
                }
                if byte == UInt8(ascii: "<") { return false }
                if byte == UInt8(ascii: "&") {
                    guard reference() else { return false }
                } else {
                    guard character() else { return false }
                }
            }
            return false
        }

        // MARK: Other markup

        /// `<!--` … `-->` without `--` inside.
        mutating func comment() -> Bool {
            index += 4
            while index < bytes.count {
                if starts(with: "--") {
                    guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else { return false }
                    index += 3
                    return true
                }
                guard character() else { return false }
            }
            return false
        }

        /// `<?target S … ?>` with an ordinary target (not `xml…`, no colon).
        mutating func processingInstruction() -> Bool {
            index += 2
            guard let target = name(), target.count >= 1, !bytes[target].contains(UInt8(ascii: ":")), intern(name: target) else { return false }
            if target.count >= 3 {
                let start = target.lowerBound
                if bytes[start] | 0x20 == UInt8(ascii: "x"), bytes[start + 1] | 0x20 == UInt8(ascii: "m"),
                   bytes[start + 2] | 0x20 == UInt8(ascii: "l") { return false }
            }
            if starts(with: "?>") {
                index += 2
                return true
            }
            guard skipSpace() > 0 else { return false }
            return characters(through: "?>")
        }

        /// `<![CDATA[` … `]]>`.
        mutating func characterData() -> Bool {
            index += 9
            return characters(through: "]]>")
        }

        /// XML characters up to and including `terminator`, which must come.
        mutating func characters(through terminator: StaticString) -> Bool {
            while index < bytes.count {
                if literal(terminator) { return true }
                guard character() else { return false }
            }
            return false
        }

        /// `&amp;` `&lt;` `&gt;` `&apos;` `&quot;`, or `&#N;` / `&#xH;` naming an XML character.
        mutating func reference() -> Bool {
            index += 1
            for entity: StaticString in ["amp;", "lt;", "gt;", "apos;", "quot;"] where literal(entity) { return true }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return false }
            index += 1
            let hexadecimal = index < bytes.count && bytes[index] == UInt8(ascii: "x")
            if hexadecimal { index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: ";") {
                guard digits < 7, let digit = PlainXMLCheck.digit(bytes[index], hexadecimal: hexadecimal) else { return false }
                value = value * (hexadecimal ? 16 : 10) + digit
                digits += 1
                index += 1
            }
            guard digits > 0, index < bytes.count else { return false }
            index += 1
            return PlainXMLCheck.isXMLCharacter(value)
        }

        // MARK: Lexical pieces

        /// An ASCII name, at most one colon and not at either end; its range.
        mutating func name() -> Range<Int>? {
            let start = index
            guard index < bytes.count, isNameStart(bytes[index]) else { return nil }
            index = skip(XMLByteClass.plainName, from: index + 1)
            var colons = 0
            for position in start..<index where bytes[position] == UInt8(ascii: ":") { colons += 1 }
            guard colons <= 1, bytes[index - 1] != UInt8(ascii: ":"), index - start <= Self.maximumNameLength else { return nil }
            return start..<index
        }

        /// `xml:…` names have rules of their own (`xml:space` values); `xmlns` ones are plain.
        func isReserved(_ name: Range<Int>) -> Bool {
            let start = name.lowerBound
            return name.count >= 4 && bytes[start] == UInt8(ascii: "x") && bytes[start + 1] == UInt8(ascii: "m")
                && bytes[start + 2] == UInt8(ascii: "l") && bytes[start + 3] == UInt8(ascii: ":")
        }

        /// `xmlns` or `xmlns:…`.
        func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
            let xmlns: StaticString = "xmlns"
            guard name.count == 5 || (name.count > 6 && bytes[name.lowerBound + 5] == UInt8(ascii: ":")) else { return false }
            for offset in 0..<5 where bytes[name.lowerBound + offset] != xmlns.utf8Start[offset] { return false }
            return true
        }

        /// Skips the ASCII bytes that need no further look in text: printable ones but `<`, `&`
        /// and `]` (which may start `]]>`), and the three white-space controls.
        mutating func skipPlainText() {
            index = skip(XMLByteClass.plainText, from: index)
        }

        /// The first position from `start` whose byte is not of the class `bits`.
        func skip(_ bits: UInt8, from start: Int) -> Int {
            var position = start
            while position < bytes.count, classes[Int(bytes[position])] & bits != 0 { position += 1 }
            return position
        }

        /// One character of text: an allowed ASCII one, or a whole UTF-8 sequence for an XML
        /// character (not a surrogate, U+FFFE or U+FFFF).
        mutating func character() -> Bool {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return false }
                index += 1
                return true
            }
            let length: Int
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: (length, scalar) = (2, UInt32(byte & 0x1F))
            case 0xE0...0xEF: (length, scalar) = (3, UInt32(byte & 0x0F))
            case 0xF0...0xF4: (length, scalar) = (4, UInt32(byte & 0x07))
            default: return false
            }
            guard index + length <= bytes.count else { return false }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard scalar >= smallest, PlainXMLCheck.isXMLCharacter(scalar) else { return false }
            index += length
            return true
        }

        /// ` S? = S? `
        mutating func equals() -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return false }
            index += 1
            skipSpace()
            return true
        }

        /// One of `values` between matching quotes.
        mutating func quoted(_ values: [StaticString]) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return false }
            let quote = bytes[index]
            index += 1
            var matched = false
            for value in values where literal(value) {
                matched = true
                break
            }
            guard matched, index < bytes.count, bytes[index] == quote else { return false }
            index += 1
            return true
        }

        /// Consumes `text` if it comes next.
        mutating func literal(_ text: StaticString) -> Bool {
            guard starts(with: text) else { return false }
            index += text.utf8CodeUnitCount
            return true
        }

        func starts(with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let start = prefix.utf8Start
            for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
            return true
        }

        func spellsSame(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            guard a.count == b.count else { return false }
            for offset in 0..<a.count where bytes[a.lowerBound + offset] != bytes[b.lowerBound + offset] { return false }
            return true
        }

        /// The name's length and up to seven of its first bytes, in one word.
        func nameKey(_ name: Range<Int>) -> UInt64 {
            var key = UInt64(name.count) << 56
            for offset in 0..<min(7, name.count) { key |= UInt64(bytes[name.lowerBound + offset]) << (8 * UInt64(offset)) }
            return key
        }

        @discardableResult
        mutating func skipSpace() -> Int {
            let start = index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            return index - start
        }

        func isSpace(_ byte: UInt8) -> Bool { XMLNameCharacters.isSpace(byte) }

        func isNameStart(_ byte: UInt8) -> Bool { classes[Int(byte)] & XMLByteClass.plainNameStart != 0 }
    }

    /// The bytes libxml2's dictionary would hold, counted from above.
    struct DictionaryTally {
        var names: XMLNameTable
        var bytes = 0

        var isWithinBound: Bool { bytes < PlainXMLCheck.maximumDictionaryBytes }

        /// A name is interned once however often it recurs.
        mutating func add(name: Range<Int>) {
            let known = names.names.count
            _ = names.number(for: name)
            if names.names.count > known { bytes += 2 * (name.count + 1) }
        }
    }

    private static func digit(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// XML 1.0 `Char`.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
