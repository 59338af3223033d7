@testable import SwiftBinding
import Testing

/// Characters no token is made of are read as spaces, byte for byte: what the reader finds,
/// and where, is what it finds without them.
@Suite struct UnreadableCharacterTests {
    @Test func controlCharactersAndReplacementCharactersBecomeSpacesOfTheSameLength() {
        let source = "class A\u{06}\u{00} { let b\u{7F} = \u{FFFD}UILabel() }\t\n\u{0C}// é\u{FFFD}\r\n"
        let blanked = UnreadableCharacterBlanking.blanked(source)
        #expect(blanked.utf8.count == source.utf8.count)
        #expect(blanked == "class A   { let b  =    UILabel() }\t\n\u{0C}// é   \r\n")
    }

    @Test func textWithoutThemIsLeftAlone() {
        let source = "class A {\n\tlet title = \"é ✓\"\n}\n"
        #expect(UnreadableCharacterBlanking.blanked(source) == source)
    }

    @Test func declarationsAmidThemAreReadAtTheirOffsets() async throws {
        let source = "\u{06}\u{06}\u{FFFD}final class Greeter\u{00}View {}\nfinal class Other\u{FFFD}: UIView {\n    let title = UILabel()\n}\n"
        let file = await SwiftSourceReader.read(source)
        let other = try #require(file.types.first { $0.name == "Other" })
        let bytes = Array(source.utf8)
        #expect(String(decoding: bytes[other.nameRange.utf8], as: UTF8.self) == "Other")
        let title = try #require(file.properties.first { $0.name == "title" })
        #expect(String(decoding: bytes[title.nameRange.utf8], as: UTF8.self) == "title")
        #expect(title.owner == .typeDeclaration(qualifiedName: "Other"))
    }

    /// A backquoted name with a control character in it is read with a space there, which the
    /// source does not spell: it is dropped (no compiler accepts it, and a rename must not
    /// edit it); the names around it are kept.
    @Test func aNameSpelledWithThemIsNotRead() {
        let source = "class Holder: UIView {\n    var `d\u{01}x` = UILabel()\n    let title = UILabel()\n}\n"
        let file = SwiftSourceReader.readCompletely(source)
        #expect(file.types.map(\.name) == ["Holder"])
        #expect(file.properties.map(\.name) == ["title"])
    }
}
