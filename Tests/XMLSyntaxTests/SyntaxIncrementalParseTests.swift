import TestSupport
import Testing
@testable import XMLSyntax

/// Re-reading one tag or text run after an edit must give exactly the tree a full scan gives,
/// and must actually be used for the edits typing makes.
@Suite struct SyntaxIncrementalParseTests {
    static let documents: [String] = [
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
            <Label field="title" text="Hello &amp; welcome" layout:left="super inset(8)"/>
            <Container layout:id="box" layout:below="title offset(4)">
                <Button field="go" title="Go" layout:edges="super"/>
                <!-- a comment -->
                <Label text="naïve café 日本" layout:below="go"></Label>
            </Container>
            <Label>
                <attributedText style="x">Some <b>bold</b> text &lt; here</attributedText>
            </Label>
        </Component>
        """,
        "\u{FEFF}<Component>\r\n  <Label text=\"a\r\nb\" layout:top=\"super\"/>\r\n  <View>\r\n  </View>\r\n</Component>\r\n",
        """
        <Component>
            <Label text="unclosed
            <Button title='single' layout:left="super"/>
            <Label text="x" <View/>
            text with a < stray and <![CDATA[ raw <b> ]]> data
            </Stray>
            <Container>
                <Label/>
        """,
        "<styleGroup name=\"g\"><LabelStyle name=\"a\" font=\":bold@12\"/><ButtonStyle name=\"b\"/></styleGroup>",
    ]

    /// Pieces typing produces, markup included, so edits also cross and create structure.
    static let insertions = [
        "a", "Z", " ", "\"", "'", "<", ">", "/", "=", "&amp;", "&", ";", "\n", "\r\n", "é", "🙂", "layout:",
        " x=\"1\"", "]]>", "-->", "<!--", "</", "?", "<Label/>", "</Container>", ":gte", " @high", "(",
    ]

    private static func parse(_ text: String) -> XMLSyntaxTree { XMLSyntaxTree.parse(text) }

    /// `text` with `count` characters from `offset` replaced by `insertion`.
    private static func edited(_ text: String, at offset: Int, removing count: Int, inserting insertion: String) -> String {
        var characters = Array(text.unicodeScalars)
        let start = min(offset, characters.count)
        let end = min(start + count, characters.count)
        characters.replaceSubrange(start..<end, with: insertion.unicodeScalars)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: characters)
        return String(result)
    }

    @Test("random edits give the tree a full scan gives", arguments: documents.indices)
    func randomEditsMatchAFullScan(document: Int) {
        var random = SeededGenerator(seed: UInt64(document) &+ 7)
        var text = Self.documents[document]
        var tree = Self.parse(text)
        var reused = 0
        for step in 0..<1000 {
            let scalars = text.unicodeScalars.count
            let offset = Int.random(in: 0...scalars, using: &random)
            let removed = Int.random(in: 0...3, using: &random) * (Int.random(in: 0..<3, using: &random) == 0 ? 1 : 0)
            let insertion = Self.insertions.randomElement(using: &random)!
            let next = Self.edited(text, at: offset, removing: removed, inserting: insertion)
            if IncrementalParse.reparse(Array(next.utf8), previous: tree, oldBytes: Array(text.utf8)) != nil { reused += 1 }
            let incremental = IncrementalParse.parse(next, reusing: tree, of: text)
            let full = Self.parse(next)
            #expect(incremental == full, "document \(document), step \(step): edit at \(offset) inserting \(insertion.debugDescription)")
            if incremental != full { return }
            // Edits build on the reused tree, so a drift would show in later steps.
            (text, tree) = (next, incremental)
            // Now and then start over, so the document does not drift into nonsense.
            if step % 50 == 49 { (text, tree) = (Self.documents[document], Self.parse(Self.documents[document])) }
        }
        #expect(reused > 150, "the incremental path was taken for \(reused) of 1000 edits")
    }

    @Test("typing inside a value, a tag and a text run reuses the tree")
    func typingReusesTheTree() throws {
        let text = Self.documents[0]
        let tree = Self.parse(text)
        let places = [
            ("super inset(8", "0"),  // inside a layout value
            ("title=\"Go", "!"),  // inside a value of an empty element
            ("layout:id=\"box", "2"),  // inside a value of an open element
            ("<Button field=\"go\"", " enabled=\"true\""),  // a new attribute
            ("Some ", "very "),  // inside a text run
        ]
        for (anchor, insertion) in places {
            let offset = try #require(text.range(of: anchor)).upperBound
            var next = text
            next.insert(contentsOf: insertion, at: offset)
            let reused = IncrementalParse.reparse(Array(next.utf8), previous: tree, oldBytes: Array(text.utf8))
            #expect(reused != nil, "typing \(insertion.debugDescription) after \(anchor.debugDescription)")
            #expect(reused == Self.parse(next))
        }
    }

    @Test("an opening quote in an empty element's tag is followed through the text after it")
    func quoteTypingAcrossTheFollowingText() throws {
        let text = "<Component>\n    <Label text=\"a\"/>\n    <Button/>\n</Component>"
        let tree = Self.parse(text)
        let offset = try #require(text.range(of: "\"a\"")).upperBound
        var opened = text
        opened.insert(contentsOf: " layout:top=\"", at: offset)
        let reopened = IncrementalParse.reparse(Array(opened.utf8), previous: tree, oldBytes: Array(text.utf8))
        #expect(reopened == Self.parse(opened))
        #expect(reopened != nil)
    }

    /// An unclosed value is cut at its line break when a `<` comes before any closing quote;
    /// a quote typed in the text after it closes the value there instead. Found by fuzzing.
    @Test("a quote typed after an unclosed value gives the tree a full scan gives", arguments: [
        ("<a b=\"c\n>d", "\""),
        ("<Component><Label layout:top=\"super\n    >x</Label></Component>", "\""),
        ("<Component><Label layout:top='super\n    >x</Label></Component>", "'"),
        ("<Component><Label text=\"a\n>x\"y</Label></Component>", ""),
    ])
    func quoteAfterAnUnclosedValue(text: String, quote: String) throws {
        let tree = Self.parse(text)
        // Typed after the text's `x` (or `d`), or, with no quote given, the quote there deleted.
        let next: String
        if quote.isEmpty {
            next = text.replacingOccurrences(of: "x\"y", with: "xy")
        } else {
            let at = try #require(text.range(of: ">x") ?? text.range(of: ">d")).upperBound
            next = String(text[..<at]) + quote + String(text[at...])
        }
        #expect(IncrementalParse.parse(next, reusing: tree, of: text) == Self.parse(next))
    }

    @Test("structural edits are read from scratch")
    func structuralEditsFallBack() throws {
        let text = Self.documents[0]
        let tree = Self.parse(text)
        for (anchor, insertion) in [("Some ", "<b>"), ("<Label", "x"), ("</Container", "s")] {
            let offset = try #require(text.range(of: anchor)).upperBound
            var next = text
            next.insert(contentsOf: insertion, at: offset)
            #expect(IncrementalParse.reparse(Array(next.utf8), previous: tree, oldBytes: Array(text.utf8)) == nil)
            #expect(IncrementalParse.parse(next, reusing: tree, of: text) == Self.parse(next))
        }
    }

    @Test("the edit between two texts leaves out their common prefix and suffix")
    func editSpan() {
        #expect(Edit(old: Array("abcdef".utf8), new: Array("abXYef".utf8)) == Edit(start: 2, oldEnd: 4, newEnd: 4))
        #expect(Edit(old: Array("aaa".utf8), new: Array("aaaa".utf8)) == Edit(start: 3, oldEnd: 3, newEnd: 4))
        #expect(Edit(old: Array("abc".utf8), new: Array("abc".utf8)).isEmpty)
        #expect(Edit(old: Array("abc".utf8), new: Array("".utf8)) == Edit(start: 0, oldEnd: 3, newEnd: 0))
    }
}

