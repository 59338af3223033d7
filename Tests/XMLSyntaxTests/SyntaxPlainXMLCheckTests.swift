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
                     "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "<a:/>", "<!DOCTYPE a><a/>"] {
            #expect(!PlainXMLCheck.isPlainlyWellFormed(Array(text.utf8)), "\(text.prefix(60))")
        }
    }

    /// A long document of ordinary markup is plain, and libxml2 (building its tree, as it
    /// must past its text-node limit) agrees that it is well-formed.
    @Test func longPlainDocumentsAreJudgedWithoutLibXML2() {
        let view = "\n    <Label field=\"f\" text=\"a &amp; b\" layout:leading=\"super inset(16)\"><![CDATA[x]]></Label><!-- c -->"
        let count = 10_500_000 / view.utf8.count
        let text = "<Component xmlns=\"http://schema.reactant.tech/ui\">" + String(repeating: view, count: count) + "\n</Component>\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 10_000_000)
        #expect(Verdict.of(bytes).plain)
        #expect(Verdict.of(bytes).libxml2Accepts)
    }

    /// Long stretches that libxml2 would take as one text node (text, references and adjacent
    /// CDATA sections merge), one attribute value or one comment are left to libxml2, which
    /// faults those past its limit.
    @Test func longStretchesGoToLibXML2() {
        let half = String(repeating: "x", count: 5_000_001)
        let faultedByLibXML2 = [
            "<a>" + half + "&amp;" + half + "</a>",
            "<a><![CDATA[" + half + "]]><![CDATA[" + half + "]]></a>",
            "<a b=\"" + half + half + "\"/>",
            "<a><!--" + half + half + "--></a>",
        ]
        for text in faultedByLibXML2 {
            let bytes = Array(text.utf8)
            #expect(!Verdict.of(bytes).plain, "\(text.prefix(20))")
            #expect(!Verdict.of(bytes).libxml2Accepts, "\(text.prefix(20))")
        }
        // One stretch past the bound, though below libxml2's own limit: still left to it.
        #expect(!Verdict.of(Array(("<a>" + String(repeating: "x", count: 9_000_001) + "</a>").utf8)).plain)
        // Stretches each below the bound, however long the document.
        let split = "<a>" + half + "<b/>" + half + "<b/>" + half + "</a>"
        #expect(Verdict.of(Array(split.utf8)).plain)
    }

    /// Many distinct names or long namespace URIs would fill libxml2's dictionary, whose
    /// growth it caps: a document that might come near is left to libxml2.
    @Test func documentsThatFillLibXML2sDictionaryGoToLibXML2() {
        var manyNames = "<r>"
        for number in 0..<400_000 { manyNames += "<n\(number)/>" }
        manyNames += "</r>"
        #expect(!Verdict.of(Array(manyNames.utf8)).plain)
        let fewNames = "<r>" + String(repeating: "<name/>", count: 400_000) + "</r>"
        #expect(Verdict.of(Array(fewNames.utf8)).plain)
        let longURI = "<r xmlns:p=\"u" + String(repeating: "x", count: 5_000_000) + "\"/>"
        #expect(!Verdict.of(Array(longURI.utf8)).plain)
        #expect(Verdict.of(Array(longURI.replacingOccurrences(of: "xmlns:p", with: "p").utf8)).plain)
    }

    /// The verdicts on a long document, held apart from its bytes so that a failed
    /// expectation does not print megabytes.
    private struct Verdict: CustomStringConvertible {
        let bytes: [UInt8]
        var description: String { "\(bytes.count) bytes" }
        static func of(_ bytes: [UInt8]) -> Verdict { Verdict(bytes: bytes) }
        var plain: Bool { PlainXMLCheck.isPlainlyWellFormed(bytes) }
        var libxml2Accepts: Bool { LibXML2WellFormedness.libxml2Reports(for: bytes).isEmpty }
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
