import TestSupport
import Testing
@testable import XMLSyntax

/// `PlainXMLCheck` lets a document skip libxml2 only when libxml2 would report nothing on it:
/// checked against libxml2 itself on typical documents, on known faults and on thousands of
/// random mutations of markup.
@Suite struct SyntaxPlainXMLCheckTests {
    static let typical = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <!-- A screen -->
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"
            xmlns:tools='http://schema.reactant.tech/tools' type="Screen">
            <?reactant hint?>
            <Label field="title" text="Grüße &amp; &#x1F600; &#233; &lt;ok&gt; &quot;q&quot; &apos;a&apos;"
                layout:leading="super inset(16)" layout:top="super offset(8)" tools:note = "x"/>
            <StackView field="stack" layout:below="title offset(10)">
                <Label text="one"/>
                <attributedText style="s">Text <b>bold</b> &amp; more<![CDATA[ <raw> & ]]></attributedText>
            </StackView >
        </Component>
        <!-- trailing -->

        """

    /// Faults libxml2 reports, each of which must send the document to libxml2.
    static let faulty = [
        "<a b=\"1\"c=\"2\"/>", "<a>]]></a>", "<a><!-- x -- y --></a>", "<a><!-- x ---></a>", "<a>&nbsp;</a>",
        "<a>&#0;</a>", "<a>&#xD800;</a>", "<a>\u{1}</a>", "<a b='1' b='2'/>", "<a><b></a></b>", "<a/><b/>",
        "<a>", "<a></a>text", "<a b=1/>", "<a b/>", "<a b=\"<\"/>", "<?xml version=\"1.1\"?><a/>", " <?xml version=\"1.0\"?><a/>",
        "<a><?xml version=\"1.0\"?></a>", "<a></a ", "<1a/>", "<a>&#;</a>", "<a>&amp</a>", "<![CDATA[x]]><a/>", "",
        "<a xmlns:p='u' xmlns:p='v'/>", "<a>\u{FFFE}</a>", "<a/><!-- x",
        String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300),
    ]

    @Test func typicalDocumentsAreJudgedWithoutLibXML2() {
        #expect(PlainXMLCheck.isPlainlyWellFormed(Array(Self.typical.utf8)))
        #expect(LibXML2WellFormedness.libxml2Reports(for: Array(Self.typical.utf8)).isEmpty)
        #expect(PlainXMLCheck.isPlainlyWellFormed(Array("<Component/>".utf8)))
    }

    @Test func faultyDocumentsGoToLibXML2() {
        for text in Self.faulty {
            let bytes = Array(text.utf8)
            #expect(!PlainXMLCheck.isPlainlyWellFormed(bytes), "\(text.prefix(60))")
            #expect(!LibXML2WellFormedness.libxml2Reports(for: bytes).isEmpty, "libxml2 accepts \(text.prefix(60))")
            #expect(LibXML2WellFormedness.reports(for: bytes) == LibXML2WellFormedness.libxml2Reports(for: bytes))
        }
    }

    /// Reserved or unusual forms the check leaves to libxml2 although some are well-formed.
    @Test func unusualFormsGoToLibXML2() {
        for text in ["<a xml:space='preserve'/>", "<?xml-stylesheet href='x'?><a/>", "<a b:c:d='1'/>", "<é/>",
                     "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "<a:/>", "<!DOCTYPE a><a/>", "<a>" + String(repeating: "x", count: 9_000_001) + "</a>"] {
            #expect(!PlainXMLCheck.isPlainlyWellFormed(Array(text.utf8)), "\(text.prefix(60))")
        }
    }

    /// Pieces whose insertion, removal or doubling breaks or bends XML in the ways that matter.
    static let pieces = [
        "<", ">", "/", "/>", "</", "&", ";", "&amp;", "&#x41;", "&#1;", "&bogus;", "\"", "'", "=", " ", "\n", "\t",
        "<!--", "-->", "--", "<![CDATA[", "]]>", "<?", "?>", "<?xml ", "xml:space=\"x\"", " a=\"1\"", " a=\"2\"",
        "<b>", "</b>", "<b/>", ":", "x:", "\u{0}", "\u{1F}", "é", "\u{FFFF}", "<!DOCTYPE a>", "xmlns:p=\"u\" ",
    ]

    @Test func noMutantThatTheCheckPassesIsFaultedByLibXML2() {
        var generator = SeededGenerator(seed: 0x5EED_2026)
        let bases = [Self.typical, "<a b=\"1\"><c>t</c><d e='2'/></a>", "<?xml version=\"1.0\"?>\n<r><!-- c --><s>&lt;</s></r>"]
        var plain = 0, sentOn = 0
        for round in 0..<4_000 {
            var bytes = Array(bases[round % bases.count].utf8)
            for _ in 0...Int.random(in: 0...2, using: &generator) {
                let position = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    bytes.insert(contentsOf: Self.pieces.randomElement(using: &generator)!.utf8, at: position)
                case 1 where position < bytes.count:
                    bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...4, using: &generator)))
                default:
                    let piece = Array(Self.pieces.randomElement(using: &generator)!.utf8)
                    bytes.replaceSubrange(position..<min(bytes.count, position + piece.count), with: piece)
                }
            }
            if PlainXMLCheck.isPlainlyWellFormed(bytes) {
                plain += 1
                let reports = LibXML2WellFormedness.libxml2Reports(for: bytes)
                #expect(reports.isEmpty, "libxml2 faults \(String(decoding: bytes, as: UTF8.self).prefix(300)): \(reports.map(\.message))")
            } else {
                sentOn += 1
            }
        }
        // Both answers are exercised many times.
        #expect(plain > 200)
        #expect(sentOn > 300)
    }
}
