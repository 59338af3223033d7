import Testing
import TestSupport
@testable import ReactantAnalysis

/// One rule per test: each input is laid out by `DocumentFormatter` and compared whole with
/// the expected text (a trailing line break is part of every formatted document).
@Suite struct FormattingTests {
    static let spaces2 = FormattingOptions(tabSize: 2, insertSpaces: true, maxLineWidth: 120)

    func format(_ text: String, _ options: FormattingOptions = spaces2) -> String {
        guard let formatted = DocumentFormatter.format(text, options: options) else {
            Issue.record("refused to format")
            return ""
        }
        return formatted
    }

    @Test func indentsNestedElementsWithSpaces() {
        expectLines(format("<Component><View><Label field=\"a\"/>\n        <Button   field=\"b\"   /></View>\n</Component>"), """
            <Component>
              <View>
                <Label field="a" />
                <Button field="b" />
              </View>
            </Component>

            """)
    }

    @Test func indentsWithTabsAndTheClientsTabSize() {
        let tabs = FormattingOptions(tabSize: 8, insertSpaces: false, maxLineWidth: 120)
        expectLines(format("<Component>\n  <View>\n  <Label/>\n  </View>\n</Component>", tabs),
                    "<Component>\n\t<View>\n\t\t<Label />\n\t</View>\n</Component>\n")
        let four = FormattingOptions(tabSize: 4, insertSpaces: true, maxLineWidth: 120)
        expectLines(format("<Component>\n\t<View>\n\t<Label/>\n\t</View>\n</Component>", four),
                    "<Component>\n    <View>\n        <Label />\n    </View>\n</Component>\n")
    }

    @Test func keepsOneBlankLineOfSeveralAndTheProlog() {
        expectLines(format("<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n\n\n<Component>\n\n\n<Label/>\n<Label/>\n\n</Component>\n\n"), """
            <?xml version="1.0" encoding="UTF-8" ?>

            <Component>

              <Label />
              <Label />

            </Component>


            """)
    }

    @Test func wrapsAttributesPastTheWidthAlignedUnderTheFirst() {
        let narrow = FormattingOptions(tabSize: 4, insertSpaces: true, maxLineWidth: 40, attributeLayout: .aligned)
        expectLines(format("<Component>\n<Label field=\"title\" text=\"Hello\" numberOfLines=\"0\"/>\n<View field=\"v\"/></Component>", narrow), """
            <Component>
                <Label field="title"
                       text="Hello"
                       numberOfLines="0" />
                <View field="v" />
            </Component>

            """)
        // A tag that fits again goes back on one line; one attribute never wraps.
        expectLines(format("<Component>\n    <Label field=\"t\"\n           text=\"H\" />\n<Label text=\"a very long text that does not fit in forty columns\"/></Component>", narrow), """
            <Component>
                <Label field="t" text="H" />
                <Label text="a very long text that does not fit in forty columns" />
            </Component>

            """)
        // With tabs, the indentation is tabs and the alignment spaces.
        let tabs = FormattingOptions(tabSize: 4, insertSpaces: false, maxLineWidth: 30, attributeLayout: .aligned)
        expectLines(format("<Component><View><Label field=\"title\" text=\"Hello\"/></View></Component>", tabs),
                    "<Component>\n\t<View>\n\t\t<Label field=\"title\"\n\t\t       text=\"Hello\" />\n\t</View>\n</Component>\n")
    }

    /// The default: a tag written over several lines gets one attribute per line, one level
    /// deeper than the tag, or flush with it or two columns in where every attribute line was
    /// written so (hanging further, or inconsistently, becomes one level); the first stays on
    /// the tag's line if it was there; a tag written on one line stays there while it fits.
    @Test func keepsTheAuthorsChoiceOfOneLineOrOneAttributePerLine() {
        let text = """
            <Component xmlns="http://schema.reactant.tech/ui"
              rootView="true">
            <styles name="s">
                <LabelStyle name="base"   backgroundColor="white"/>
                <ButtonStyle
                 name="b"
                backgroundColor="white" isUserInteractionEnabled="true" />
            </styles>
            <Label
                    field="title"
                    text="Hello">
            </Label>
            <View
            layout:edges="super"/>
              <View
                layout:edges="super" layout:height="50"/>
            </Component>
            """
        expectLines(format(text, .projectDefault), """
            <Component xmlns="http://schema.reactant.tech/ui"
              rootView="true">
                <styles name="s">
                    <LabelStyle name="base" backgroundColor="white" />
                    <ButtonStyle
                        name="b"
                        backgroundColor="white"
                        isUserInteractionEnabled="true" />
                </styles>
                <Label
                    field="title"
                    text="Hello">
                </Label>
                <View
                layout:edges="super" />
                <View
                  layout:edges="super"
                  layout:height="50" />
            </Component>

            """)
        // Formatted text is its own fixed point: what was split stays split, what was joined stays joined.
        let once = format(text, .projectDefault)
        #expect(format(once, .projectDefault) == once)
    }

    @Test func aOneLineTagTooWideGetsOneAttributePerLineOneLevelDeeper() {
        let narrow = FormattingOptions(tabSize: 4, insertSpaces: true, maxLineWidth: 40)
        expectLines(format("<Component>\n<Label field=\"title\" text=\"Hello\" numberOfLines=\"0\"/>\n<View field=\"v\"/></Component>", narrow), """
            <Component>
                <Label
                    field="title"
                    text="Hello"
                    numberOfLines="0" />
                <View field="v" />
            </Component>

            """)
        let tabs = FormattingOptions(tabSize: 4, insertSpaces: false, maxLineWidth: 30)
        expectLines(format("<Component><View><Label field=\"title\" text=\"Hello\"/></View></Component>", tabs),
                    "<Component>\n\t<View>\n\t\t<Label\n\t\t\tfield=\"title\"\n\t\t\ttext=\"Hello\" />\n\t</View>\n</Component>\n")
    }

    @Test func onePerLineSplitsEveryTagOfTwoOrMoreAttributes() {
        let onePerLine = FormattingOptions(tabSize: 2, insertSpaces: true, maxLineWidth: 120, attributeLayout: .onePerLine)
        expectLines(format("<Component><Label field=\"a\" text=\"b\"/><View field=\"v\"/></Component>", onePerLine), """
            <Component>
              <Label
                field="a"
                text="b" />
              <View field="v" />
            </Component>

            """)
    }

    /// A long constraint list in a tag of one attribute per line continues under its value.
    @Test func splitsAConstraintListUnderItsValueInAnIndentedTag() {
        let narrow = FormattingOptions(tabSize: 2, insertSpaces: true, maxLineWidth: 50)
        expectLines(format("<Component><View\nfield=\"x\" layout:edges=\"super inset(10) @high; :gte safeAreaLayoutGuide;  super @low\"/></Component>", narrow), """
            <Component>
              <View
                field="x"
                layout:edges="super inset(10) @high;
                              :gte safeAreaLayoutGuide;
                              super @low" />
            </Component>

            """)
    }

    @Test func normalisesConstraintValuesThatParse() {
        expectLines(format("""
            <Component><Label field="greeting" layout:top="  super   inset( 10 ) "/>
            <Label layout:below=":gte  greeting.bottom   offset(8)@high" layout:left="super;;  :lte  super inset(by:2)"/></Component>
            """), """
            <Component>
              <Label field="greeting" layout:top="super inset(10)" />
              <Label layout:below=":gte greeting.bottom offset(8) @high" layout:left="super;; :lte super inset(by: 2)" />
            </Component>

            """)
    }

    @Test func leavesConstraintValuesWithErrorsEntitiesOrOtherAttributesAlone() {
        let text = """
            <Component>
              <Label layout:top="super  inset(" layout:left="super &#x20; inset(1)" text="a   b" layout:id="  x" />
            </Component>

            """
        #expect(format(text) == text)
    }

    @Test func splitsLongConstraintListsOnePerLine() {
        let narrow = FormattingOptions(tabSize: 2, insertSpaces: true, maxLineWidth: 50)
        expectLines(format("<Component><View layout:edges=\"super inset(10) @high; :gte safeAreaLayoutGuide;  super @low\"/></Component>", narrow), """
            <Component>
              <View layout:edges="super inset(10) @high;
                                  :gte safeAreaLayoutGuide;
                                  super @low" />
            </Component>

            """)
    }

    @Test func keepsCommentsCDATAEntitiesAndPreservedSubtreesByteForByte() {
        let text = """
            <Component>
              <!-- a comment
                    whose lines stay   as written -->
            <Label   text="&lt;b&gt; &amp; &#65;"/>
            <View xml:space="preserve"><Label   field="x"/>   <View/>
                </View>
            <attributedText   style="s"><b>bold</b><i>then</i>  </attributedText>
            <Note>text <b>kept</b>  <![CDATA[ <raw> ]]>  </Note>
            </Component>
            """
        expectLines(format(text), """
            <Component>
              <!-- a comment
                    whose lines stay   as written -->
              <Label text="&lt;b&gt; &amp; &#65;" />
              <View xml:space="preserve"><Label   field="x"/>   <View/>
                </View>
              <attributedText style="s"><b>bold</b><i>then</i>  </attributedText>
              <Note>text <b>kept</b>  <![CDATA[ <raw> ]]>  </Note>
            </Component>

            """)
    }

    /// Commented-out markup at the start of its line, as an editor's toggle-comment writes it, stays there.
    @Test func keepsACommentAtTheStartOfItsLineThere() {
        expectLines(format("<Component>\n<View>\n<!--    <Label/>-->\n    <Label/>\n      <!-- note -->\n</View>\n</Component>"), """
            <Component>
              <View>
            <!--    <Label/>-->
                <Label />
                <!-- note -->
              </View>
            </Component>

            """)
    }

    @Test func refusesDocumentsThatAreNotWellFormed() {
        for broken in ["<Component><Label></Component>", "<Component><Label text=\"a/></Component>", "<Component>", "<A/><B/>", "<Component>&nbsp;</Component>"] {
            #expect(DocumentFormatter.edits(for: broken, options: Self.spaces2) == nil, "\(broken)")
            #expect(DocumentFormatter.format(broken, options: Self.spaces2) == nil, "\(broken)")
        }
    }

    /// Nesting past libxml2's limit is malformed, so the formatter's recursion stays shallow.
    @Test func refusesNestingTooDeepAndFormatsTheDeepestAllowed() {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(DocumentFormatter.edits(for: deep, options: Self.spaces2) == nil)
        let allowed = String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200)
        let formatted = format(allowed)
        #expect(formatted.split(separator: "\n").count == 399)
        #expect(formatted.contains("\n" + String(repeating: "  ", count: 199) + "<a></a>\n"))
    }

    @Test func editsAreMinimalAndRangeFormattingKeepsToTheRange() throws {
        let text = "<Component>\n<Label  field=\"a\"/>\n<Label field=\"b\"/>\n  </Component>"
        let edits = try #require(DocumentFormatter.edits(for: text, options: Self.spaces2))
        let rendered = edits.map { "\($0.range) \($0.text.debugDescription)" }
        expectLines(rendered, [
            "12..<12 \"  \"", "19..<20 \"\"", "29..<29 \" \"", "32..<32 \"  \"", "48..<48 \" \"", "51..<53 \"\"", "65..<65 \"\\n\"",
        ])
        #expect(DocumentFormatter.apply(edits, to: text) == "<Component>\n  <Label field=\"a\" />\n  <Label field=\"b\" />\n</Component>\n")
        // The second line only (offsets of "<Label field=\"b\"/>" and its line break).
        let second = try #require(DocumentFormatter.edits(for: text, in: 32..<50, options: Self.spaces2))
        #expect(second.map(\.range) == [32..<32, 48..<48])
        #expect(DocumentFormatter.apply(second, to: text) == "<Component>\n<Label  field=\"a\"/>\n  <Label field=\"b\" />\n  </Component>")
    }

    @Test func keepsTheDocumentsLineBreaks() {
        expectLines(format("<Component>\r\n<Label/>\r\n</Component>").replacingOccurrences(of: "\r\n", with: "⏎"),
                    "<Component>⏎  <Label />⏎</Component>⏎")
    }

    @Test func formattingIsIdempotentOnEveryExampleHere() {
        let narrow = FormattingOptions(tabSize: 3, insertSpaces: true, maxLineWidth: 30)
        for text in ["<Component><View layout:edges=\"super inset(10) @high; :gte safeAreaLayoutGuide;  super @low\" field=\"x\"/></Component>",
                     "<?xml version=\"1.0\"?><!-- c --><Component><!--x--><Label/></Component>"] {
            let once = format(text, narrow)
            #expect(format(once, narrow) == once)
        }
    }
}
