import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLSP

/// Range formatting takes whole lines and whole start tags: over every range of lines of a few
/// untidy documents, it changes no line outside the range it reports, and a whole-document
/// format afterwards changes nothing inside it (and ends where formatting the original ends).
@Suite struct RangeFormattingTests {
    static let optionSets = [
        FormattingOptions(),
        FormattingOptions(tabSize: 2, insertSpaces: false, maxLineWidth: 60),
        FormattingOptions(tabSize: 2, insertSpaces: true, maxLineWidth: 40),
    ]

    /// Untidy in the ways real files are: attributes one per line a level deeper, a tag wrapped
    /// by hand, a long tag on one line, blank lines, a multi-line comment and value, constraints
    /// to normalise.
    static let screen = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <Component xmlns="http://schema.reactant.tech/ui"
            xmlns:layout="http://schema.reactant.tech/layout"
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
            xsi:schemaLocation="http://schema.reactant.tech/ui http://schema.reactant.tech/ui.xsd
                                http://schema.reactant.tech/layout http://schema.reactant.tech/layout.xsd"
            rootView="true">

            <ScrollView
                field="scrollView"
                layout:edges="super">
                <Container
                    field="content"
                    layout:edges="super"
                    layout:width="super">
                  <Label field="title"  text="Sign in"
                         numberOfLines="0" layout:top="super inset(20)" layout:fillHorizontally="super   inset(16)"/>
                    <TextField
                        field="email"
                        placeholder="E-mail"
                        layout:below="title offset(12)"
                        layout:fillHorizontally="super inset(16)" />
                    <!-- the password
                         stays hidden -->
                    <TextField field="password" placeholder="Password" isSecureTextEntry="true" layout:below="email offset(8)" layout:fillHorizontally="super inset(16)"/>


                    <Button field="submit" title="Sign in" layout:below=":gte password offset(24)  @high" layout:centerX="super" layout:bottom="super inset(20)" />
                </Container>
            </ScrollView>
        </Component>

        """

    /// Tabs, tags sharing a line, text kept as written, no final line break.
    static let cell = "<Component xmlns=\"http://schema.reactant.tech/ui\" xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
        + "\t<View field=\"card\" backgroundColor=\"white\"\n\t\t\tlayout:edges=\"super inset(8)\"><ImageView field=\"icon\" layout:left=\"super inset(8)\"\n"
        + "\t\tlayout:centerY=\"super\" layout:width=\"32\" layout:height=\"32\"/><Label field=\"name\"\n"
        + "\t\t\tlayout:after=\"icon offset(8)\"   layout:centerY=\"super\"/>\n"
        + "\t  <attributedText   style=\"caption\" field=\"detail\"><b>bold</b>  and  plain</attributedText>\n"
        + "\t</View>\n\n\n\n  </Component>"

    /// Line breaks that are all CRLF, a style group, values spread over lines.
    static let styles = [
        "<styleGroup name=\"login\" xmlns=\"http://schema.reactant.tech/styles\">",
        "  <LabelStyle name=\"title\" font=\":bold@20\"",
        "    textColor=\"black\"   numberOfLines=\"0\"/>",
        "      <ButtonStyle name=\"primary\"",
        "                   backgroundColor.normal=\"blue\"",
        "  titleColor.normal=\"white\" />",
        "",
        "  <ViewStyle name=\"card\" backgroundColor=\"white\"/>",
        "</styleGroup>",
        "",
    ].joined(separator: "\r\n")

    @Test(arguments: [("screen", screen), ("cell", cell), ("styles", styles)])
    func everyRangeOfLinesFormatsConsistently(name: String, text: String) throws {
        let lines = LineTable(text)
        let syntax = XMLDocumentSyntax(text: text)
        for options in Self.optionSets {
            let all = try #require(DocumentFormatter.edits(for: text, syntax: syntax, options: options))
            let formatted = DocumentFormatter.apply(all, to: text)
            #expect(all.count > 5, "\(name): the fixture should be untidy")
            for first in lines.lineStarts.indices {
                for last in first..<lines.lineCount {
                    let whole = lines.lineStarts[first]..<lines.contentEnd(ofLine: last)
                    // The middle of the first line to the middle of the last, as a selection of part of a tag.
                    func middle(_ line: Int) -> Int { (lines.lineStarts[line] + lines.contentEnd(ofLine: line)) / 2 }
                    let middle = middle(first)..<max(middle(last), middle(first))
                    // Parts of lines: the short selections, where half a tag is most likely.
                    for range in last - first <= 3 ? [whole, middle] : [whole] {
                        // A non-empty range that ends where a (blank) line starts does not take that line.
                        let ends = range.upperBound > range.lowerBound && last > first && lines.lineStarts[last] == range.upperBound
                        try expectConsistent(text, range, requested: first...(ends ? last - 1 : last), syntax: syntax, options: options, formatted: formatted,
                                             "\(name) lines \(first)...\(last) \(range) \(options)")
                    }
                }
                // An editor's whole-line selection ends at the start of the next line.
                if first + 1 < lines.lineCount {
                    let selection = lines.lineStarts[first]..<lines.lineStarts[first + 1]
                    let result = try #require(DocumentFormatter.rangeFormat(for: text, in: selection, syntax: syntax, options: options))
                    let single = try #require(DocumentFormatter.rangeFormat(for: text, in: lines.lineStarts[first]..<lines.contentEnd(ofLine: first), syntax: syntax, options: options))
                    #expect(result == single, "\(name) line \(first) selected with its line break")
                }
            }
        }
    }

    func expectConsistent(
        _ text: String, _ range: Range<Int>, requested: ClosedRange<Int>, syntax: XMLDocumentSyntax,
        options: FormattingOptions, formatted: String, _ label: String
    ) throws {
        let result = try #require(DocumentFormatter.rangeFormat(for: text, in: range, syntax: syntax, options: options))
        let table = LineTable(text)
        #expect(result.lines.contains(requested.lowerBound) && result.lines.contains(requested.upperBound), "\(label)")
        #expect(result.extended == table.lineStarts[result.lines.lowerBound]..<table.contentEnd(ofLine: result.lines.upperBound), "\(label)")
        // Every start tag touched is whole.
        for element in syntax.tree.elements where table.lines(touchedBy: element.startTagRange).overlaps(result.lines) {
            #expect(table.lines(touchedBy: element.startTagRange).clamped(to: result.lines) == table.lines(touchedBy: element.startTagRange), "\(label)")
        }
        let after = DocumentFormatter.apply(result.edits, to: text)
        // No line outside the extended range changes.
        let before = Self.lines(text), changed = Self.lines(after)
        #expect(Array(changed.prefix(result.lines.lowerBound)) == Array(before.prefix(result.lines.lowerBound)), "\(label)")
        let following = before.count - result.lines.upperBound - 1
        #expect(Array(changed.suffix(following)) == Array(before.suffix(following)), "\(label)")
        // A whole-document format afterwards touches no line of the range, and ends where the original's does.
        // (A range of blank lines alone may be left with no line at all.)
        let last = result.lines.upperBound + changed.count - before.count
        let again = try #require(DocumentFormatter.edits(for: after, options: options), "\(label)")
        let afterTable = LineTable(after)
        let inside = last < result.lines.lowerBound ? [] : again.filter {
            afterTable.lines(touchedBy: $0.range).overlaps(result.lines.lowerBound...last)
        }
        #expect(inside.isEmpty, "\(label): \(inside)")
        #expect(DocumentFormatter.apply(again, to: after) == formatted, "\(label)")
    }

    /// The lines' bytes (a `String` would take CR LF as one character and not split it).
    static func lines(_ text: String) -> [[UInt8]] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }

    /// The reported case: a range that starts inside a multi-line start tag whose first line is
    /// above it. The tag is formatted whole (its first line included), not its later lines alone.
    @Test func aRangeStartingInsideAStartTagFormatsTheWholeTag() throws {
        let text = """
            <Component>
                <View field="header">
                  <Label field="title"
                    text="Hello"
                    numberOfLines="0"
                    layout:top="super   inset(8)" />
                    <Label field="subtitle"
                    text="World" />
                </View>
            </Component>

            """
        let options = FormattingOptions(tabSize: 4, insertSpaces: true, maxLineWidth: 40, attributeLayout: .aligned)
        // Lines 4–6 (zero-based): `numberOfLines` to the first line of the second label.
        let range = text.utf8Offset(of: "numberOfLines")..<text.utf8Offset(of: "\"subtitle\"")
        let result = try #require(DocumentFormatter.rangeFormat(for: text, in: range, options: options))
        #expect(result.lines == 2...7)
        expectLines(DocumentFormatter.apply(result.edits, to: text), """
            <Component>
                <View field="header">
                    <Label field="title"
                           text="Hello"
                           numberOfLines="0"
                           layout:top="super inset(8)" />
                    <Label field="subtitle"
                           text="World" />
                </View>
            </Component>

            """)
        // Before, the requested range alone re-aligned the later attributes under a first line left where it was.
        let narrow = try #require(DocumentFormatter.edits(for: text, in: range, options: options))
        #expect(narrow.allSatisfy { LineTable(text).lines(touchedBy: $0.range).lowerBound >= 4 })
    }

    /// Typing `>` still formats by the typed line: the edits that touch it, not the whole tag
    /// it ends (the tag's first line keeps its indentation).
    @Test func onTypeFormattingKeepsToTheTypedLine() throws {
        let text = "<Component>\n<Label field=\"a\"\n      text=\"b\"/>\n</Component>\n"
        let options = FormattingOptions(tabSize: 2, attributeLayout: .aligned)
        let line = FormattingFeature.lineRange(around: text.utf8Offset(of: "/>") + 2, in: text)
        let typed = try #require(DocumentFormatter.edits(for: text, in: line, options: options))
        #expect(typed.map(\.range) == [28..<34, 43..<43])
        let range = try #require(DocumentFormatter.rangeFormat(for: text, in: line, options: options))
        #expect(range.edits.map(\.range) == [12..<12, 28..<34, 43..<43])
    }
}
