import Testing
import SchemaModel

/// What a value gives at run time, as the generator reads it: the sizes and text the layout
/// estimates from.
@Suite struct ValueReadingTests {
    @Test(arguments: [
        (":bold@17", FontValue(face: .system(weight: "bold"), size: 17)),
        // Whitespace after the weight: the generator ignores the rest, size included.
        (":bold @17", FontValue(face: .system(weight: "bold"), size: 15)),
        ("20", FontValue(face: .system(weight: "regular"), size: 20)),
        ("Avenir-Heavy@12.5", FontValue(face: .named("Avenir-Heavy"), size: 12.5)),
        ("light@17", FontValue(face: .named("light"), size: 17)),
        ("system:light@30", FontValue(face: .named("system:light"), size: 30)),
        // Text after the size is not read (FontParser reads one font).
        ("Helvetica@14pt", FontValue(face: .named("Helvetica"), size: 14)),
    ])
    func fontsAreReadAsTheGeneratorReadsThem(value: String, expected: FontValue) {
        #expect(FontValue.read(value) == expected)
    }

    /// A weight or a name without `@size` crashes the generator (FontParser, BaseParser).
    @Test(arguments: ["theme.title", ":bolder@17", ":bold@", "Name@big", "", ":light", "Helvetica"])
    func themeFontsAndRejectedValuesHaveNoReading(value: String) {
        #expect(FontValue.read(value) == nil)
    }

    @Test(arguments: [
        ("5", InsetsValue(top: 5, left: 5, bottom: 5, right: 5)),
        // Two numbers: horizontal, then vertical; commas optional.
        ("4 10", InsetsValue(top: 10, left: 4, bottom: 10, right: 4)),
        ("1,2,3,4", InsetsValue(top: 1, left: 2, bottom: 3, right: 4)),
        ("top: 0, left: 12, right: 4", InsetsValue(top: 0, left: 12, bottom: 0, right: 4)),
        ("horizontal: 6, vertical: 2", InsetsValue(top: 2, left: 6, bottom: 2, right: 6)),
        ("all: 3", InsetsValue(top: 3, left: 3, bottom: 3, right: 3)),
    ])
    func insetsAreReadAsTheGeneratorReadsThem(value: String, expected: InsetsValue) {
        #expect(InsetsValue.read(value) == expected)
    }

    @Test(arguments: ["1, 2, 3", "top: 1, 2", "all: 1, top: 2", "middle: 4", "x"])
    func rejectedInsetsHaveNoReading(value: String) {
        #expect(InsetsValue.read(value) == nil)
    }

    @Test func boldnessComesFromTheWeightOrTheName() {
        #expect(FontValue.read(":semibold@17")?.isBold == true)
        #expect(FontValue.read(":medium@17")?.isBold == false)
        #expect(FontValue.read("Avenir-Black@12")?.isBold == true)
        #expect(FontValue.read("Avenir@12")?.isBold == false)
    }

    @Test(arguments: [
        ("Hello", "Hello"),
        (#"two\nlines"#, "two\nlines"),
        (#"tab\there\r"#, "tab\there"),
        (#"keep \q and a trailing \"#, #"keep \q and a trailing \"#),
        (":uppercased(hi there)", "HI THERE"),
        (":capitalized(:lowercased(HELLO WORLD))", "Hello World"),
        (":unknown(x)", ":unknown(x)"),
    ])
    func textIsShownWithEscapesAndTransformsApplied(value: String, shown: String) {
        #expect(ShownText.of(value) == shown)
    }

    @Test func localizedTextIsNotKnownHere() {
        #expect(ShownText.of(":localized(greeting.title)") == nil)
        #expect(ShownText.of(":uppercased(:localized(key))") == nil)
    }
}
