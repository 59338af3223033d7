import ConstraintGrammar
import XMLSyntax

/// Formatting as a pure function of a document's text: the edits that lay it out, each
/// replacing only the bytes that differ, so the cursor of a client keeps its place and range
/// formatting is a subset of them (whole lines and start tags, `rangeFormat`).
///
/// Only what the generator cannot tell apart is rewritten: white space between elements,
/// comments and processing instructions, white space inside tags and end tags, and
/// constraint values that parse without error (printed canonically, which parses to the same
/// tree). Text, CDATA, other attribute values, the prolog's markup, the content of elements
/// with text beside their children (mixed content), of attributed-text elements (their
/// white space is text) and of `xml:space="preserve"` subtrees are kept byte for byte.
/// A document that is not well-formed gets no edits: what it means is not settled.
public enum DocumentFormatter {
    /// The edits in document order, non-overlapping; `nil` when the document is not well-formed.
    public static func edits(for text: String, options: FormattingOptions) -> [TextReplacement]? {
        edits(for: text, syntax: XMLDocumentSyntax(text: text), options: options)
    }

    /// The same from the text's syntax already read (the server's version of an open document).
    public static func edits(for text: String, syntax: XMLDocumentSyntax, options: FormattingOptions) -> [TextReplacement]? {
        guard !syntax.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        var builder = Builder(bytes: Array(text.utf8), tree: syntax.tree, options: options)
        builder.formatTopLevel()
        // End tags are visited before their content; edits never overlap, so the start orders them.
        return builder.edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// The edits that touch `range` (UTF-8 offsets): those overlapping it, and insertions
    /// inside it; a tag partly outside stays partly formatted, so range formatting uses
    /// `rangeFormat` and only the typed line's formatting this. `nil` when the document is not well-formed.
    public static func edits(
        for text: String, in range: Range<Int>, syntax: XMLDocumentSyntax? = nil, options: FormattingOptions
    ) -> [TextReplacement]? {
        edits(for: text, syntax: syntax ?? XMLDocumentSyntax(text: text), options: options)?.filter { edit in
            edit.range.isEmpty
                ? range.contains(edit.range.lowerBound) || range.upperBound == edit.range.lowerBound
                : edit.range.overlaps(range)
        }
    }

    /// The formatted text, or `nil` when the document is not well-formed.
    public static func format(_ text: String, options: FormattingOptions) -> String? {
        guard let edits = edits(for: text, options: options) else { return nil }
        return apply(edits, to: text)
    }

    /// Applies non-overlapping edits given in document order.
    public static func apply(_ edits: [TextReplacement], to text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits {
            output += bytes[position..<edit.range.lowerBound]
            output += Array(edit.text.utf8)
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return String(decoding: output, as: UTF8.self)
    }
}

private struct Builder {
    let bytes: [UInt8]
    let tree: XMLSyntaxTree
    let options: FormattingOptions
    /// The document's own line break.
    let newline: String
    var edits: [TextReplacement] = []

    init(bytes: [UInt8], tree: XMLSyntaxTree, options: FormattingOptions) {
        self.bytes = bytes
        self.tree = tree
        self.options = options
        // CRLF only when every break is one: a single LF decides, so formatted text decides alike.
        let breaks = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
        newline = !breaks.isEmpty && breaks.allSatisfy { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } ? "\r\n" : "\n"
    }

    func indentation(_ level: Int) -> String {
        options.insertSpaces ? String(repeating: " ", count: level * options.tabSize) : String(repeating: "\t", count: level)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Records a replacement of `range` by `new`, narrowed to the bytes that differ (on
    /// character boundaries).
    mutating func replace(_ range: Range<Int>, with new: String) {
        let old = bytes[range]
        let replacement = Array(new.utf8)
        guard !old.elementsEqual(replacement) else { return }
        let common = min(old.count, replacement.count)
        var prefix = 0
        while prefix < common, old[range.lowerBound + prefix] == replacement[prefix] { prefix += 1 }
        // Both sides of a cut must be character boundaries.
        while prefix > 0, (prefix < old.count && Self.isContinuation(old[range.lowerBound + prefix]))
            || (prefix < replacement.count && Self.isContinuation(replacement[prefix])) { prefix -= 1 }
        var suffix = 0
        while suffix < common - prefix, old[range.upperBound - 1 - suffix] == replacement[replacement.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, Self.isContinuation(old[range.upperBound - suffix])
            || Self.isContinuation(replacement[replacement.count - suffix]) { suffix -= 1 }
        let newText = String(decoding: replacement[prefix..<(replacement.count - suffix)], as: UTF8.self)
        edits.append(TextReplacement(range: (range.lowerBound + prefix)..<(range.upperBound - suffix), text: newText))
    }

    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    // MARK: Structure

    mutating func formatTopLevel() {
        let nodes = tree.topLevel
        // Leading white space goes; one break (or a blank line) between top-level nodes and at the end.
        var previousEnd: Int? = nil
        for (position, node) in nodes.enumerated() {
            if case .text(let run) = node, run.isWhitespace {
                if previousEnd == nil {
                    replace(run.range, with: "")
                } else if position == nodes.count - 1 {
                    // The final break, after one blank line if there were several (as between elements).
                    replace(run.range, with: separator(run.range, level: 0))
                } else {
                    replace(run.range, with: separator(run.range, level: 0))
                }
                continue
            }
            guard let start = start(of: node) else { continue }
            if let previousEnd, previousEnd == start {
                replace(start..<start, with: newline)
            }
            format(node, level: 0)
            previousEnd = end(of: node)
        }
        if let last = nodes.last, end(of: last) == bytes.count, !(isWhitespaceText(last)) {
            replace(bytes.count..<bytes.count, with: newline)
        }
    }

    func isWhitespaceText(_ node: XMLNode) -> Bool {
        if case .text(let run) = node { return run.isWhitespace }
        return false
    }

    func start(of node: XMLNode) -> Int? {
        if case .element(let index) = node { return tree.elements[index].range.lowerBound }
        return node.range?.lowerBound
    }

    func end(of node: XMLNode) -> Int? {
        if case .element(let index) = node { return tree.elements[index].range.upperBound }
        return node.range?.upperBound
    }

    /// A comment at the very start of its line: commented-out markup, as an editor's
    /// toggle-comment writes it, keeps its place (indenting it would misalign its content).
    func isCommentAtLineStart(_ node: XMLNode, after run: Range<Int>) -> Bool {
        guard case .markup(let markup) = node, markup.kind == .comment else { return false }
        return bytes[run].last == UInt8(ascii: "\n")
    }

    /// A line break (two when the run holds a blank line) and the indentation of `level`.
    func separator(_ run: Range<Int>, level: Int) -> String {
        let breaks = bytes[run].lazy.filter { $0 == UInt8(ascii: "\n") }.count
        return (breaks >= 2 ? newline + newline : newline) + indentation(level)
    }

    mutating func format(_ node: XMLNode, level: Int) {
        guard case .element(let index) = node else { return }
        format(element: tree.elements[index], level: level, preserved: false)
    }

    mutating func format(element: XMLElementSyntax, level: Int, preserved inherited: Bool) {
        var preserved = inherited
        if let space = element.attribute("xml:space")?.value?.decoded.value {
            if space == "preserve" { preserved = true } else if space == "default" { preserved = false }
        }
        guard !preserved else { return }
        formatStartTag(element, level: level)
        if let endTag = element.endTag {
            replace(endTag.range, with: "</" + endTag.name.qualified + ">")
        }
        // Text beside children, CDATA, or attributed text: white space is content.
        let isText = ReactantVocabulary.attributedTextChildren.contains(element.name.qualified)
        let hasText = element.children.contains { node in
            switch node {
            case .text(let run): !run.isWhitespace
            case .markup(let markup): markup.kind == .characterData
            default: false
            }
        }
        guard !isText, !hasText, element.startTagEnd == .open, let endTag = element.endTag else { return }
        let children = element.children
        if children.allSatisfy(isWhitespaceText) {
            // Empty content stays; white space alone becomes one break before the end tag.
            if let first = children.first?.range, let last = children.last?.range,
               bytes[first.lowerBound..<last.upperBound].contains(UInt8(ascii: "\n")) {
                replace(first.lowerBound..<last.upperBound, with: newline + indentation(level))
            }
            return
        }
        var previousEnd = element.startTagRange.upperBound
        var pendingRun: Range<Int>? = nil
        for node in children {
            if case .text(let run) = node {  // white space only, as checked above
                pendingRun = run.range
                continue
            }
            guard let start = start(of: node) else { continue }
            if let run = pendingRun {
                replace(run, with: separator(run, level: isCommentAtLineStart(node, after: run) ? 0 : level + 1))
            } else {
                replace(previousEnd..<start, with: newline + indentation(level + 1))
            }
            pendingRun = nil
            if case .element(let index) = node {
                format(element: tree.elements[index], level: level + 1, preserved: preserved)
            }
            previousEnd = end(of: node) ?? start
        }
        if let run = pendingRun {
            replace(run, with: separator(run, level: level))
        } else {
            replace(previousEnd..<endTag.range.lowerBound, with: newline + indentation(level))
        }
    }

    // MARK: Tags

    /// One attribute as it will be written: name, `=`, the value between its quotes, and
    /// the constraint list's lines when it may be split.
    struct AttributeText {
        var name: String
        var quote: String
        var value: String
        /// Canonical constraints, each with its `;`, when the value was normalised.
        var constraintLines: [String]?
        var containsBreak: Bool { value.contains("\n") || value.contains("\r") }
        var singleLine: String { name + "=" + quote + value + quote }
    }

    /// Rewrites the white space between a start tag's parts (and normalised values), one
    /// edit per part, so unchanged parts are never touched.
    mutating func formatStartTag(_ element: XMLElementSyntax, level: Int) {
        let attributes = element.attributes.map(attributeText)
        let name = element.name.qualified
        let close = element.startTagEnd == .selfClosing ? " />" : ">"
        let indentColumns = level * options.tabSize
        let singleLine = "<" + name + attributes.map { " " + $0.singleLine }.joined() + close
        let tooWide = indentColumns + Self.width(singleLine) > options.maxLineWidth || attributes.contains { $0.containsBreak }
        let wrap: Bool
        switch options.attributeLayout {
        case .aligned: wrap = attributes.count >= 2 && tooWide
        case .onePerLine: wrap = attributes.count >= 2
        case .asWritten: wrap = (attributes.count >= 2 && tooWide) || Self.isWrittenOverSeveralLines(element, bytes: bytes)
        }
        let indented = options.attributeLayout != .aligned
        // As written, a first attribute on the tag's line stays there (`<Component xmlns="…"`).
        let firstStays = options.attributeLayout == .asWritten && wrap && Self.isWrittenOverSeveralLines(element, bytes: bytes)
            && element.attributes.first.map { !bytes[element.name.range.upperBound..<$0.name.range.lowerBound].contains(UInt8(ascii: "\n")) } == true
        // Where a wrapped attribute starts: one level deeper (or as far from the tag as the
        // author put every attribute line), or after the tag's name.
        let hanging = !indented ? 1 + Self.width(name) + 1
            : options.attributeLayout == .asWritten && wrap ? writtenHanging(element) ?? options.tabSize : options.tabSize
        // Whole levels are indentation (tabs where the options say so); the rest is alignment, in spaces.
        let continuation = indented && hanging % options.tabSize == 0
            ? indentation(level + hanging / options.tabSize) : indentation(level) + String(repeating: " ", count: hanging)
        let continuationColumns = indentColumns + hanging
        var previousEnd = element.name.range.upperBound
        var column = indentColumns + 1 + Self.width(name)
        for (position, (attribute, syntax)) in zip(attributes, element.attributes).enumerated() {
            if wrap && (position > 0 || (indented && !firstStays)) {
                replace(previousEnd..<syntax.name.range.lowerBound, with: newline + continuation)
                column = continuationColumns
            } else {
                replace(previousEnd..<syntax.name.range.lowerBound, with: " ")
                column += 1
            }
            let value = syntax.value!  // well-formed: every attribute has a quoted value
            replace(syntax.name.range.upperBound..<value.fullRange.lowerBound, with: "=")
            let valueColumn = column + Self.width(attribute.name) + 2
            if let lines = attribute.constraintLines {
                var text = attribute.value
                if lines.count >= 2, valueColumn + Self.width(attribute.value) + 1 > options.maxLineWidth {
                    let valueContinuation = indentation(level) + String(repeating: " ", count: valueColumn - indentColumns)
                    text = lines.joined(separator: newline + valueContinuation)
                }
                replace(value.range, with: text)
            }
            column = valueColumn + Self.width(attribute.value) + 1
            previousEnd = value.fullRange.upperBound
        }
        replace(previousEnd..<element.startTagRange.upperBound, with: close)
    }

    /// Whether a line break separates the tag's name and attributes (not one inside a value).
    static func isWrittenOverSeveralLines(_ element: XMLElementSyntax, bytes: [UInt8]) -> Bool {
        var previousEnd = element.name.range.upperBound
        for attribute in element.attributes {
            if bytes[previousEnd..<attribute.name.range.lowerBound].contains(UInt8(ascii: "\n")) { return true }
            previousEnd = attribute.value?.fullRange.upperBound ?? attribute.name.range.upperBound
        }
        return false
    }

    /// How many columns right of the tag's `<` the author started every attribute line, when
    /// all start in the same column no further than one level right of it (real files hang
    /// attributes flush with the tag, two columns in, or one level in); `nil` when none starts
    /// a line, they disagree, or they hang further (an aligned layout, a misindented tag).
    func writtenHanging(_ element: XMLElementSyntax) -> Int? {
        let tagColumn = column(of: element.range.lowerBound)
        var previousEnd = element.name.range.upperBound
        var hanging: Int? = nil
        for attribute in element.attributes {
            if bytes[previousEnd..<attribute.name.range.lowerBound].contains(UInt8(ascii: "\n")) {
                let offset = column(of: attribute.name.range.lowerBound) - tagColumn
                guard offset >= 0, offset <= options.tabSize, hanging == nil || hanging == offset else { return nil }
                hanging = offset
            }
            previousEnd = attribute.value?.fullRange.upperBound ?? attribute.name.range.upperBound
        }
        return hanging
    }

    /// The column of `offset` on its line, tabs counting `tabSize`.
    func column(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return bytes[start..<offset].reduce(0) { $0 + ($1 == UInt8(ascii: "\t") ? options.tabSize : 1) }
    }

    /// Characters, as editors count columns for these files.
    static func width(_ text: String) -> Int { text.unicodeScalars.count }

    func attributeText(_ attribute: XMLAttributeSyntax) -> AttributeText {
        // Well-formed documents give every attribute a quoted value.
        let value = attribute.value!
        let quote = value.quote.map(String.init) ?? "\""
        var result = AttributeText(name: attribute.name.qualified, quote: quote, value: value.raw, constraintLines: nil)
        if let index = attribute.name.layoutAttributeIndex, LayoutAttribute.all[index].isConstraint,
           let lines = Self.canonicalConstraints(raw: value.raw, decoded: value.decoded.value, attribute: LayoutAttribute.all[index]) {
            result.value = lines.joined(separator: " ")
            result.constraintLines = lines
        }
        return result
    }

    /// The constraints of a value that parses without error, printed canonically, one entry
    /// per `;`-ended run; `nil` keeps the value as written (errors, or references whose
    /// spelling the canonical text would lose).
    static func canonicalConstraints(raw: String, decoded: String, attribute: LayoutAttribute) -> [String]? {
        guard !raw.contains("&") else { return nil }
        let analysis = LayoutAnalysis.analyze(decoded, as: attribute)
        guard !analysis.hasErrors, case .constraints(let list) = analysis.syntax,
              !list.constraints.contains(where: { !$0.skipped.isEmpty || $0.hasError })
        else { return nil }
        let lines = ConstraintPrinter.lines(list)
        // The printer is the grammar's round-trip check; a value it would not reproduce stays.
        guard ConstraintPrinter.print(list) == lines.joined(separator: " ") else { return nil }
        return lines
    }
}
