import Foundation
import Testing
@testable import ReactantLSP

/// The schema participant runs on every keystroke: on a 5,000-line document it must find every
/// slip and take time in proportion to the document. The measured time is printed (a figure,
/// not a pass/fail bound: the machine is shared); run in release for the real one.
@Suite struct AnalysisSchemaPerformanceTests {
    /// A component of `blocks` ten-line blocks, each with one misspelt attribute and one bad value.
    static func document(blocks: Int) -> String {
        var text = """
            <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
                <styles>
                    <LabelStyle name="title" font=":bold@17" textColor="#333333"/>
                </styles>

            """
        for block in 0..<blocks {
            text += """
                    <Container field="box\(block)" layout:edges="super inset(8)" backgroundColor="white">
                        <Label field="title\(block)" style="title" text="Block \(block)" textAlignment="centre"
                            numberOfLines="0" layout:left="super" layout:top="super inset(4)"/>
                        <Button field="action\(block)" title="Go" titleColor.highlighted="red" layer.cornerRadius="4"
                            contentEdgeInsets="8, 16" layout:below="title\(block) offset(8)"/>
                        <StackView axis="vertical" spacing="4" distribution="fillEqually">
                            <ImageView image="icon" contentMode="scaleAspectFit" isHiden="true"/>
                            <Switch isOn="false" onTintColor="green"/>
                        </StackView>
                    </Container>

                """
        }
        return text + "</Component>\n"
    }

    @Test func fiveThousandLinesAreCheckedInOnePass() {
        let text = Self.document(blocks: 500)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count >= 5_000)
        let prepared = PreparedDocument(text: text, path: "Big.ui.xml")
        let context = AnalysisContext(path: prepared.path, text: text, syntax: prepared.syntax, document: prepared.document,
                                      workspace: WorkspaceIndex([prepared.facts]))
        let participant = SchemaCheck(schema: .embedded)
        _ = participant.findings(in: context)  // warm-up: regular expressions compile on first use

        let clock = ContinuousClock()
        var findings: [Finding] = []
        let runs = 5
        let elapsed = clock.measure { for _ in 0..<runs { findings = participant.findings(in: context) } }
        let codes = findings.map(\.diagnostic.code)
        #expect(codes.filter { $0 == "schema.invalid-value" }.count == 500)
        #expect(codes.filter { $0 == "schema.unknown-attribute" }.count == 500)
        #expect(codes.count == 1_000)
        print("schema participant, 5,000-line document (\(text.utf8.count) bytes): \(elapsed / runs) per run")
    }
}
