import Support
import ConstraintGrammar
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLSP
import AnalysisTestSupport

/// The protocol-free editor engines: folds, selection ranges, linked tag names, workspace
/// symbols, semantic tokens and inlay hints.
@Suite struct FoldingRangeTests {
    typealias Fold = FoldingRanges.Fold

    private func folds(_ text: String) -> [Fold] {
        FoldingRanges.folds(of: XMLSyntaxTree.parse(text), lines: LineTable(text))
    }

    @Test func elementsTagsValuesCommentsAndSections() {
        let text = """
            <Component>
              <!-- a
                   comment -->
              <Label
                  field="title"
                  text="one
            two"/>
              <styles>
                <LabelStyle name="big"/>
              </styles>
              <templates>
                <attributedText style="x" name="t">
                </attributedText>
              </templates>
            </Component>
            """
        #expect(folds(text) == [
            Fold(startLine: 0, endLine: 13, kind: .element),
            Fold(startLine: 1, endLine: 2, kind: .comment),
            Fold(startLine: 3, endLine: 6, kind: .tag),
            Fold(startLine: 5, endLine: 6, kind: .attributeValue),
            Fold(startLine: 7, endLine: 8, kind: .element),
            Fold(startLine: 10, endLine: 12, kind: .element),
        ])
    }

    @Test func brokenDocumentsStillFold() {
        #expect(folds("<Component>\n  <Label\n    text=\"unterminated\n") == [
            Fold(startLine: 0, endLine: 2, kind: .element),
            Fold(startLine: 1, endLine: 2, kind: .tag),
        ])
        #expect(folds("") == [])
        #expect(folds("<!-- never closed\n\n") == [Fold(startLine: 0, endLine: 1, kind: .comment)])
    }
}

@Suite struct SelectionRangeTests {
    private func chain(_ marked: String) -> (MarkedText, [String]) {
        let fixture = NavigationFixture(marked)
        return (fixture.marked, SelectionRanges.ranges(at: fixture.offset, in: fixture.document).map { fixture.text($0) })
    }

    @Test func fromAConstraintTokenOutToTheRoot() {
        let (marked, texts) = chain("""
            <Component>
              <View>
                <Label field="title" layout:below="[phone] :gte ti‸tle.bottom offset(8) @high; super"/>
              </View>
            </Component>
            """)
        #expect(texts == [
            "title",
            "[phone] :gte title.bottom offset(8) @high",
            "[phone] :gte title.bottom offset(8) @high; super",
            "\"[phone] :gte title.bottom offset(8) @high; super\"",
            "layout:below=\"[phone] :gte title.bottom offset(8) @high; super\"",
            "<Label field=\"title\" layout:below=\"[phone] :gte title.bottom offset(8) @high; super\"/>",
            "<View>\n    <Label field=\"title\" layout:below=\"[phone] :gte title.bottom offset(8) @high; super\"/>\n  </View>",
            marked.text,
        ])
    }

    @Test func aModifierAndAPriorityAreNodesOfTheirOwn() {
        let (_, modifier) = chain(#"<Component><Label layout:left="super off‸set(8) @high"/></Component>"#)
        #expect(Array(modifier.prefix(4)) == ["offset", "offset(8)", "super offset(8) @high", "\"super offset(8) @high\""])
        let (_, priority) = chain(#"<Component><Label layout:left="super offset(8) @hi‸gh"/></Component>"#)
        #expect(Array(priority.prefix(3)) == ["high", "@high", "super offset(8) @high"])
    }

    @Test func tagNamesAttributesAndContent() {
        let (_, name) = chain("<Component>\n  <La‸bel text=\"a\"/>\n</Component>")
        #expect(name == ["Label", "<Label text=\"a\"/>", "<Component>\n  <Label text=\"a\"/>\n</Component>"])
        let (_, attribute) = chain("<Component>\n  <Label te‸xt=\"a\"/>\n</Component>")
        #expect(attribute == ["text", "text=\"a\"", "<Label text=\"a\"/>", "<Component>\n  <Label text=\"a\"/>\n</Component>"])
        let (_, value) = chain("<Component><Label text=\"a‸b\"/></Component>")
        #expect(value == ["ab", "\"ab\"", "text=\"ab\"", "<Label text=\"ab\"/>", "<Component><Label text=\"ab\"/></Component>"])
    }

    @Test func halfTypedDocumentsNeverFail() {
        for marked in ["‸", "<Comp‸", "<Component><Label layout:below=\"‸", "<Component layout:top=\":‸gte @\"", "<!-- ‸"] {
            let fixture = NavigationFixture(marked)
            let ranges = SelectionRanges.ranges(at: fixture.offset, in: fixture.document)
            #expect(!ranges.isEmpty)
            for (inner, outer) in zip(ranges, ranges.dropFirst()) {
                #expect(outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound && inner != outer)
            }
        }
    }
}

@Suite struct LinkedTagNameTests {
    private func ranges(_ marked: String) -> [Range<Int>]? {
        let text = MarkedText(marked)
        return LinkedTagNames.ranges(at: text.cursor, in: XMLSyntaxTree.parse(text.text))
    }

    @Test func startAndEndTagNamesAreLinked() {
        let start = MarkedText("<⟦Comp‸onent⟧>\n  <Label/>\n</⟦Component⟧>")
        #expect(ranges(start.description) == start.ranges)
        let end = MarkedText("<⟦Component⟧><View></View></⟦Component‸⟧>")
        #expect(ranges(end.description) == end.ranges)
    }

    @Test func nothingWithoutAnEndTagOrOffATagName() {
        #expect(ranges("<Component><La‸bel/></Component>") == nil)
        #expect(ranges("<Component><Label te‸xt=\"a\"></Label></Component>") == nil)
        #expect(ranges("<Component>‸</Component>") == nil)
        #expect(ranges("<Comp‸onent>") == nil)
        #expect(ranges("<Comp‸") == nil)
    }

    @Test func theWordPatternIsAnXMLName() {
        #expect(LinkedTagNames.wordPattern == "[A-Za-z_][-A-Za-z0-9_.:]*")
    }
}

@Suite struct WorkspaceSymbolTests {
    static let screen = MarkedText("""
        <Component type="⟦screen¦Screen⟧">
          <Label field="⟦title¦title⟧" layout:id="⟦titleID¦heading⟧"/>
          <Component type="⟦card¦TitleCard⟧">
            <Label field="⟦cardTitle¦subtitle⟧"/>
          </Component>
          <styles name="ScreenStyles">
            <LabelStyle name="⟦localStyle¦big⟧"/>
          </styles>
        </Component>
        """)
    static let styles = MarkedText("""
        <styleGroup name="⟦group¦common⟧">
          <LabelStyle name="⟦groupStyle¦titleText⟧"/>
        </styleGroup>
        """)
    static let index = WorkspaceIndex([
        PreparedDocument(text: screen.text, path: "/p/Screen.ui.xml").facts,
        PreparedDocument(text: styles.text, path: "/p/Common.styles.xml").facts,
    ])

    private func search(_ query: String) -> [String] {
        WorkspaceSymbols.search(query, in: Self.index).map { match in
            let marked = match.path.hasSuffix("styles.xml") ? Self.styles : Self.screen
            return "\(match.symbol.name) \(match.symbol.kind) in \(match.symbol.container ?? "-") @\(marked.text(match.symbol.range))"
        }
    }

    @Test func everyKindOfSymbolWithItsContainerAndRange() {
        let facts = PreparedDocument(text: Self.screen.text, path: "/p/Screen.ui.xml").facts
        #expect(facts.symbols == [
            WorkspaceSymbolFact(name: "Screen", kind: .component, range: Self.screen.range("screen"), container: nil),
            WorkspaceSymbolFact(name: "title", kind: .field, range: Self.screen.range("title"), container: "Screen"),
            WorkspaceSymbolFact(name: "id:heading", kind: .layoutID, range: Self.screen.range("titleID"), container: "Screen"),
            WorkspaceSymbolFact(name: "TitleCard", kind: .component, range: Self.screen.range("card"), container: "Screen"),
            WorkspaceSymbolFact(name: "subtitle", kind: .field, range: Self.screen.range("cardTitle"), container: "TitleCard"),
            WorkspaceSymbolFact(name: "big", kind: .style, range: Self.screen.range("localStyle"), container: "ScreenStyles"),
        ])
        let group = PreparedDocument(text: Self.styles.text, path: "/p/Common.styles.xml").facts
        #expect(group.symbols == [
            WorkspaceSymbolFact(name: "common", kind: .styleGroup, range: Self.styles.range("group"), container: nil),
            WorkspaceSymbolFact(name: "titleText", kind: .style, range: Self.styles.range("groupStyle"), container: "common"),
        ])
    }

    @Test func queriesMatchSubsequencesIgnoringCaseBestFirst() {
        #expect(search("title") == [
            "title field in Screen @title",
            "TitleCard component in Screen @TitleCard",
            "titleText style in common @titleText",
            "subtitle field in TitleCard @subtitle",
        ])
        #expect(search("TC") == ["TitleCard component in Screen @TitleCard"])
        #expect(search("tt") == [
            "titleText style in common @titleText", "title field in Screen @title",
            "TitleCard component in Screen @TitleCard", "subtitle field in TitleCard @subtitle",
        ])
        #expect(search("idhead") == ["id:heading layoutID in Screen @heading"])
        #expect(search("zzz") == [])
        #expect(search("").count == 8)
    }

    @Test func movedSymbolsAloneStaleNoOtherDocument() {
        let before = PreparedDocument(text: "<Component><Label field=\"a\"/></Component>", path: "/p/A.ui.xml").facts
        let after = PreparedDocument(text: "<Component>\n<Label field=\"a\"/></Component>", path: "/p/A.ui.xml").facts
        #expect(before != after)
        #expect(before.dependencyFacts == after.dependencyFacts)
    }
}

@Suite struct SemanticTokenTests {
    private func tokens(_ text: String) -> [String] {
        let document = NavigationDocument(text: text, path: "/p/Screen.ui.xml")
        return DocumentSemanticTokens.tokens(of: document).map { token in
            let modifiers = DocumentSemanticTokens.Modifier.allCases.filter(token.modifiers.contains).map(\.name)
            let text = String(decoding: Array(text.utf8)[token.range], as: UTF8.self)
            return ([text, token.type.name] + modifiers).joined(separator: " ")
        }
    }

    @Test func theConstraintLanguageToken() {
        #expect(tokens(#"<Component><Label field="title" layout:id="logo" layout:below="[phone and width :gte 400] top = :gte title.bottom offset(by: 8) @high; id:logo inset(2) @700; super; safeAreaLayoutGuide.top"/></Component>"#) == [
            "title property declaration",
            "logo variable declaration readonly",
            "phone keyword defaultLibrary",
            "and keyword",
            "width keyword defaultLibrary",
            ": operator", "gte operator",
            "400 number",
            "top variable declaration",
            "= operator",
            ": operator", "gte operator",
            "title property",
            ". operator", "bottom enumMember defaultLibrary",
            "offset function defaultLibrary",
            "by parameter", ": parameter",
            "8 number",
            "@ macro", "high macro defaultLibrary",
            "id keyword", ": keyword", "logo variable readonly",
            "inset function defaultLibrary", "2 number",
            "@ macro", "700 number",
            "super keyword",
            "safeAreaLayoutGuide property readonly defaultLibrary",
            ". operator", "top enumMember defaultLibrary",
        ])
    }

    @Test func stylesConstantsAndBrokenValues() {
        #expect(tokens(#"<Component><Label style="common:title big" layout:width="120" layout:left="self.bogus wiggle(2) @@"/></Component>"#) == [
            "common namespace", "title class", "big class",
            "120 number",
            "self keyword", ". operator", "2 number", "@ macro",
        ])
        #expect(tokens(#"<Component><Label layout:below=""#) == [])
        #expect(tokens("<Comp") == [])
    }

    @Test func editsReplaceOnlyTheChangedTokens() {
        let a: [UInt32] = [0, 1, 2, 3, 0, /**/ 0, 4, 2, 3, 0, /**/ 1, 0, 5, 1, 0]
        let b: [UInt32] = [0, 1, 2, 3, 0, /**/ 0, 4, 3, 3, 0, /**/ 0, 5, 1, 1, 0, /**/ 1, 0, 5, 1, 0]
        let edit = DocumentSemanticTokens.edit(from: a, to: b)
        #expect(edit?.start == 5)
        #expect(edit?.deleteCount == 5)
        #expect(edit?.data == [0, 4, 3, 3, 0, 0, 5, 1, 1, 0])
        #expect(DocumentSemanticTokens.edit(from: a, to: a) == nil)
        #expect(DocumentSemanticTokens.edit(from: a, to: [])?.deleteCount == 15)
        #expect(DocumentSemanticTokens.edit(from: [], to: a)?.data == a)
    }
}

@Suite struct InlayHintTests {
    /// The text with each hint's label inserted as `«label»` at its offset.
    private func hinted(_ text: String, settings: ServerSettings.InlayHintSettings = .init()) -> String {
        let document = NavigationDocument(text: text, path: "/p/Screen.ui.xml")
        var bytes = Array(text.utf8)
        for hint in InlayHints.hints(in: document, range: 0..<bytes.count, settings: settings).reversed() {
            bytes.insert(contentsOf: Array("«\(hint.label)»".utf8), at: hint.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func whatTheGeneratorFillsIn() {
        #expect(hinted(#"<Component><Label field="greeting"/><Label layout:below="greeting" layout:left="inset(20) @high" layout:width=".height; 100 @low" layout:edges="super; :gte id:x"/></Component>"#)
            == #"<Component><Label field="greeting"/><Label layout:below="greeting«.bottom»" layout:left="«super.left»inset(20) @high«= 750»" layout:width="«self».height; 100 @low«= 250»" layout:edges«(left, right, top, bottom)»="super; :gte id:x"/></Component>"#)
    }

    @Test func eachKindCanBeSwitchedOff() {
        let text = #"<Component><Label layout:above="title" layout:top=":gte @medium" layout:center="super"/></Component>"#
        #expect(hinted(text) == #"<Component><Label layout:above="title«.top»" layout:top=":gte «super.top»@medium«= 500»" layout:center«(centerX, centerY)»="super"/></Component>"#)
        var settings = ServerSettings.InlayHintSettings()
        settings.impliedAnchors = false
        settings.shorthandExpansions = false
        #expect(hinted(text, settings: settings) == #"<Component><Label layout:above="title" layout:top=":gte «super»@medium«= 500»" layout:center="super"/></Component>"#)
        settings.impliedTargets = false
        settings.priorityValues = false
        #expect(hinted(text, settings: settings) == text)
    }

    @Test func constraintsWithErrorsAndHalfTypedValuesGetNone() {
        let text = #"<Component><Label layout:below="title.bogus" layout:above=":gte id: @" layout:top="@" layout:left=""#
        #expect(hinted(text) == text)
    }

    @Test func onlyHintsInTheRange() {
        let text = #"<Component><Label layout:below="a" layout:above="b"/></Component>"#
        let document = NavigationDocument(text: text, path: "/p/Screen.ui.xml")
        let second = TextPositions.offsets(of: "b\"", in: text)
        let hints = InlayHints.hints(in: document, range: second.lowerBound..<second.upperBound)
        #expect(hints.map(\.label) == [".top"])
        #expect(hints.map(\.offset) == [second.lowerBound + 1])
    }
}

/// Every engine on every prefix of a document, as it is while being typed: answers that keep
/// their invariants, never a trap.
@Suite struct EditorLayerPrefixTests {
    static let document = """
        <?xml version="1.0"?>
        <Component type="Screen" xmlns:layout="http://schema.reactant.tech/layout">
          <!-- header -->
          <styles name="ScreenStyles"><LabelStyle name="big" extend="common:title"/></styles>
          <Label field="title" style="big" text="Grüße 👋" layout:id="heading"
              layout:edges="[phone and width :gte 400] t = :gte super inset(by: 8) @high; id:heading.bottom"/>
          <Button layout:below="title offset(-4) @700" layout:fillVertically=".centerY; multiplied(2)"/>
        </Component>
        """

    @Test func everyPrefixKeepsTheInvariants() {
        let bytes = Array(Self.document.utf8)
        for end in 0...bytes.count where end == bytes.count || bytes[end] & 0xC0 != 0x80 {
            let text = String(decoding: bytes[..<end], as: UTF8.self)
            let document = NavigationDocument(text: text, path: "/p/Screen.ui.xml")
            let folds = FoldingRanges.folds(of: document.tree, lines: LineTable(text))
            #expect(folds.allSatisfy { $0.startLine < $0.endLine }, "\(end)")
            #expect(zip(folds, folds.dropFirst()).allSatisfy { $0.startLine < $1.startLine }, "\(end)")
            for offset in [0, end / 2, end] {
                let chain = SelectionRanges.ranges(at: offset, in: document)
                #expect(chain.allSatisfy { $0.lowerBound <= offset && offset <= $0.upperBound && $0.upperBound <= end }, "\(end)")
                if let linked = LinkedTagNames.ranges(at: offset, in: document.tree) {
                    #expect(linked.count == 2 && linked.allSatisfy { $0.upperBound <= end }, "\(end)")
                }
            }
            let tokens = DocumentSemanticTokens.tokens(of: document)
            #expect(tokens.allSatisfy { !$0.range.isEmpty && $0.range.upperBound <= end }, "\(end)")
            #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound }, "\(end)")
            let hints = InlayHints.hints(in: document, range: 0..<end)
            #expect(hints.allSatisfy { $0.offset <= end }, "\(end)")
            let facts = PreparedDocument(text: text, path: "/p/Screen.ui.xml").facts
            #expect(facts.symbols.allSatisfy { $0.range.upperBound <= end }, "\(end)")
        }
    }

    @Test func theWholeDocument() {
        let document = NavigationDocument(text: Self.document, path: "/p/Screen.ui.xml")
        var bytes = Array(Self.document.utf8)
        for hint in InlayHints.hints(in: document, range: 0..<bytes.count).reversed() {
            bytes.insert(contentsOf: Array("«\(hint.label)»".utf8), at: hint.offset)
        }
        let expected = Self.document
            .replacingOccurrences(of: "layout:edges=", with: "layout:edges«(left, right, top, bottom)»=")
            .replacingOccurrences(of: "@high;", with: "@high«= 750»;")
            .replacingOccurrences(of: "\"title offset", with: "\"title«.bottom» offset")
            .replacingOccurrences(of: "layout:fillVertically=\".centerY; multiplied", with: "layout:fillVertically«(top, bottom)»=\"«self».centerY; «super»multiplied")
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }
}
