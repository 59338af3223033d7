import Foundation
import Testing
@testable import ReactantAnalysis

/// The schema participant runs on every keystroke: on a 5,000-line document it must find every
/// slip, once. How long it takes is a figure for the benchmarks, not a test.
@Suite struct AnalysisSchemaPerformanceTests {
    /// A component of `blocks` ten-line blocks, each (with `slips`) with one misspelt attribute
    /// and one bad value.
    static func document(blocks: Int, slips: Bool = true) -> String {
        var text = """
            <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
                <styles>
                    <LabelStyle name="title" font=":bold@17" textColor="#333333"/>
                </styles>

            """
        for block in 0..<blocks {
            text += """
                    <Container field="box\(block)" layout:edges="super inset(8)" backgroundColor="white">
                        <Label field="title\(block)" style="title" text="Block \(block)" textAlignment="\(slips ? "centre" : "center")"
                            numberOfLines="0" layout:left="super" layout:top="super inset(4)"/>
                        <Button field="action\(block)" title="Go" titleColor.highlighted="red" layer.cornerRadius="4"
                            contentEdgeInsets="8, 16" layout:below="title\(block) offset(8)"/>
                        <StackView axis="vertical" spacing="4" distribution="fillEqually">
                            <ImageView image="icon" contentMode="scaleAspectFit" \(slips ? "isHiden" : "isHidden")="true"/>
                            <Switch isOn="false" onTintColor="green"/>
                        </StackView>
                    </Container>

                """
        }
        return text + "</Component>\n"
    }

    @Test(arguments: [true, false]) func fiveThousandLinesAreCheckedInOnePass(slips: Bool) {
        let text = Self.document(blocks: 500, slips: slips)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count >= 5_000)
        let codes = Self.findings(text).map(\.diagnostic.code)
        #expect(codes.filter { $0 == "schema.invalid-value" }.count == (slips ? 500 : 0))
        #expect(codes.filter { $0 == "schema.unknown-attribute" }.count == (slips ? 500 : 0))
        #expect(codes.count == (slips ? 1_000 : 0))
    }

    /// Deep nesting costs no call stack (the walk keeps its own stack).
    @Test func deepNestingIsWalkedWithoutRecursion() {
        let depth = 20_000
        let text = "<Component>" + String(repeating: "<Container>", count: depth) + "<Lable/>"
            + String(repeating: "</Container>", count: depth) + "</Component>"
        #expect(Self.findings(text).map(\.diagnostic.code) == ["schema.unknown-element"])
    }

    /// The participant's findings on `text`.
    static func findings(_ text: String) -> [Finding] {
        let prepared = PreparedDocument(text: text, path: "Big.ui.xml")
        let context = AnalysisContext(path: prepared.path, text: text, syntax: prepared.syntax, document: prepared.document,
                                      workspace: WorkspaceIndex([prepared.facts]))
        return SchemaCheck(schema: .embedded).findings(in: context)
    }
}
