import Testing
@testable import ProtocolConversion

/// Markdown as plain text for clients that show `plaintext` only.
@Suite struct PlainTextFromMarkdownTests {
    @Test func codeSpansAndEmphasisLoseTheirMarkers() {
        #expect(PlainTextFromMarkdown.plain("**`<Button>`**") == "<Button>")
        #expect(PlainTextFromMarkdown.plain("**Style `title`** (`<Label>`), *declared* __here__.")
            == "Style title (<Label>), declared here.")
        #expect(PlainTextFromMarkdown.plain("`` a`b ``") == "a`b")
    }

    @Test func markersThatDoNotPairStay() {
        #expect(PlainTextFromMarkdown.plain("`x.width` = `y.width` * 2 + 1") == "x.width = y.width * 2 + 1")
        #expect(PlainTextFromMarkdown.plain("snake_case and some_other_name") == "snake_case and some_other_name")
        #expect(PlainTextFromMarkdown.plain("an unclosed `tick") == "an unclosed `tick")
        #expect(PlainTextFromMarkdown.plain("- `title.top` = 10\n- list item") == "- title.top = 10\n- list item")
        // Inside code, emphasis markers are code.
        #expect(PlainTextFromMarkdown.plain("`**kwargs`") == "**kwargs")
    }

    @Test func linksShowTheirTextAndAddress() {
        #expect(PlainTextFromMarkdown.plain("See [the docs](https://example.com/a \"title\").")
            == "See the docs (https://example.com/a).")
        #expect(PlainTextFromMarkdown.plain("[`UILabel`](https://example.com)") == "UILabel (https://example.com)")
        #expect(PlainTextFromMarkdown.plain("![a chart](chart.png)") == "a chart")
        #expect(PlainTextFromMarkdown.plain("[not a link] (x)") == "[not a link] (x)")
    }

    @Test func codeBlocksBecomeIndentedText() {
        let markdown = "```swift\nlet title = UILabel()\n\nvar x = 1\n```\nIn `RootView`."
        #expect(PlainTextFromMarkdown.plain(markdown) == "    let title = UILabel()\n\n    var x = 1\nIn RootView.")
        // Code in a block is verbatim: no marker is removed.
        #expect(PlainTextFromMarkdown.plain("~~~~\n**not bold** `x`\n~~~~") == "    **not bold** `x`")
    }

    @Test func headingsQuotesAndEscapes() {
        #expect(PlainTextFromMarkdown.plain("## Constraints ##\n> quoted *text*") == "Constraints\nquoted text")
        #expect(PlainTextFromMarkdown.plain(#"a \*literal\* star and C:\path"#) == #"a *literal* star and C:\path"#)
        #expect(PlainTextFromMarkdown.plain("#hashtag") == "#hashtag")
    }
}
