import SwiftBinding
import TestSupport
import Testing

@Suite struct SyntaxErrorTests {
    @Test func aBrokenFileYieldsWhatWasRead() async {
        let source = """
            class Screen: ViewBase<Void, Void> {
                let title = UILabel()
                func broken( {
                let subtitle: UILabel
            }
            class Other {
                var x = = 3
                let y: UIButton
            """
        let file = await SwiftSourceReader.read(source)
        #expect(file.hasSyntaxErrors)
        #expect(file.types.map(\.qualifiedName).contains("Screen"))
        #expect(file.properties.contains { $0.name == "title" && $0.owner == .typeDeclaration(qualifiedName: "Screen") })
        #expect(file.properties.contains { $0.name == "y" && $0.declaredType == "UIButton" })
    }

    @Test func aCleanFileHasNoSyntaxErrors() async {
        #expect(await !SwiftSourceReader.read("class A { let b = UILabel() }").hasSyntaxErrors)
    }

    @Test(arguments: [
        "",
        "class",
        "class {",
        "extension {",
        "class A { var }",
        "class A { let = UILabel() }",
        "var: ",
        "}}}}",
        "class A { lazy var x: = {",
        String(repeating: "(", count: 10_000),
        String(repeating: "class A {", count: 2_000),
        String(repeating: "{", count: 5_000) + "class A { let b = UILabel() }",
        "class A { let b = \"unterminated",
        "class \u{0}A { let b = 1 }",
        "class A { let b = UILabel()\r\n let c = 1\r }",
    ])
    func malformedTextNeverCrashes(source: String) async {
        let file = await SwiftSourceReader.read(source)
        for property in file.properties {
            #expect(!property.name.isEmpty)
            #expect(property.nameRange.utf8.upperBound <= source.utf8.count)
        }
        for type in file.types { #expect(!type.name.isEmpty) }
        _ = SwiftIdentifierOccurrences.find("A", in: source)
    }
}
