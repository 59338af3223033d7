/// A corpus-like `.ui.xml` document of a given length: a scrolling root with sections of
/// labels and buttons laid out against each other, a local style group, non-ASCII text.
/// While writing it records cursor positions of each kind worth completing at, and the
/// places where the typing script inserts text.
struct GeneratedDocument {
    /// A position as the protocol counts it by default: line and UTF-16 unit.
    struct Position: Hashable {
        var line: Int
        var character: Int
        var json: [String: Any] { ["line": line, "character": character] }
    }

    /// What a completion position is in, for spreading the requests over every kind.
    enum Spot: String, CaseIterable {
        case elementName, closingTag, attributeName, enumValue, target, anchor, modifier, priority, condition
    }

    private(set) var lines: [String] = []
    private(set) var spots: [Spot: [Position]] = [:]
    /// End of each `<Label` start line: a new attribute can be typed there.
    private(set) var labelTagEnds: [Position] = []
    /// Just before the closing quote of `layout:trailing="super"` values.
    private(set) var trailingValueEnds: [Position] = []
    /// Just before the closing quote of `text` values.
    private(set) var textValueEnds: [Position] = []

    var text: String { lines.joined(separator: "\n") + "\n" }

    init(lineCount: Int) {
        lines = [
            #"<?xml version="1.0" encoding="UTF-8" ?>"#,
            #"<Component xmlns="http://schema.reactant.tech/ui""#,
            #"    xmlns:layout="http://schema.reactant.tech/layout""#,
            #"    type="GeneratedRootView""#,
            #"    rootView="true">"#,
            #"    <styles name="LocalStyles">"#,
            #"        <LabelStyle name="title" font=":bold@20" textColor="black" numberOfLines="0"/>"#,
            #"        <LabelStyle name="body" font="15" textColor="darkGray"/>"#,
            #"        <ButtonStyle name="primary" backgroundColor="blue"/>"#,
            #"    </styles>"#,
            #"    <ScrollView field="scroll" layout:edges="super">"#,
            #"        <Container field="content" layout:edges="super" layout:width="super">"#,
        ]
        var section = 0
        while lines.count + 30 < lineCount {
            addSection(section)
            section += 1
        }
        lines += ["        </Container>", "    </ScrollView>", "</Component>"]
    }

    private mutating func mark(_ spot: Spot, in line: String, after fragment: String) {
        guard let range = line.range(of: fragment) else { preconditionFailure("\(fragment) not in \(line)") }
        spots[spot, default: []].append(Position(line: lines.count, character: line[..<range.upperBound].utf16.count))
    }

    private mutating func add(_ line: String, marks: [(Spot, String)] = []) {
        for (spot, fragment) in marks { mark(spot, in: line, after: fragment) }
        lines.append(line)
    }

    private func end(of line: String, before suffix: String) -> Position {
        Position(line: lines.count, character: line.utf16.count - suffix.utf16.count)
    }

    private mutating func addSection(_ i: Int) {
        let previous = i == 0 ? "super" : "section\(i - 1)"
        let indent = String(repeating: " ", count: 12)
        add("            <Container", marks: [(.elementName, "<Cont")])
        add(indent + #"    field="section\#(i)""#)
        add(indent + #"    layout:id="section\#(i)""#)
        add(indent + #"    layout:below="\#(previous)""#, marks: [(.target, #"layout:below=""#)])
        add(indent + #"    layout:leading="super""#)
        add(indent + #"    layout:trailing="super">"#)

        let labelLine = indent + "    <Label"
        labelTagEnds.append(end(of: labelLine, before: ""))
        add(labelLine)
        add(indent + #"        field="title\#(i)""#)
        add(indent + #"        style="title""#)
        let textLine = indent + #"        text="Überschrift \#(i) — Grüße 𝄞""#
        textValueEnds.append(end(of: textLine, before: #"""#))
        add(textLine)
        add(indent + #"        textAlignment="center""#, marks: [(.enumValue, #"textAlignment="ce"#)])
        add(indent + #"        layout:top="[ipad] super inset(24)""#, marks: [(.condition, #"layout:top="["#)])
        add(indent + #"        layout:leading="super inset(16)""#, marks: [(.modifier, #"layout:leading="super "#)])
        let trailing = indent + #"        layout:trailing="super"/>"#
        trailingValueEnds.append(end(of: trailing, before: #""/>"#))
        add(trailing)

        add(indent + "    <Label")
        add(indent + #"        field="subtitle\#(i)""#)
        add(indent + #"        style="body""#, marks: [(.attributeName, #"        "#)])
        add(indent + #"        text="Subtitle \#(i)""#)
        add(indent + #"        layout:below="title\#(i) offset(4)""#)
        add(indent + #"        layout:leading="title\#(i).leading""#, marks: [(.anchor, #"title\#(i).lea"#)])
        add(indent + #"        layout:trailing="super inset(16) @high"/>"#, marks: [(.priority, "@h")])

        add(indent + "    <Button")
        add(indent + #"        field="action\#(i)""#)
        add(indent + #"        layout:id="action\#(i)""#)
        add(indent + #"        style="primary""#)
        add(indent + #"        isHidden="false""#)
        add(indent + #"        layout:below="subtitle\#(i) offset(8)""#, marks: [(.target, #"layout:below="sub"#)])
        add(indent + #"        layout:bottom="super inset(8)"/>"#)
        add("            </Container>", marks: [(.closingTag, "</Con")])
    }
}
