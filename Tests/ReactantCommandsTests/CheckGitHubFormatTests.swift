import Foundation
import TestSupport
import Testing
@testable import ReactantAnalysis
@testable import ReactantCommands

@Suite struct CheckGitHubFormatTests {
    @Test(arguments: [
        ("plain", "plain", "plain"),
        ("50% done", "50%25 done", "50%25 done"),
        ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
        ("key: a, b", "key: a, b", "key%3A a%2C b"),
        ("%0A", "%250A", "%250A"),
    ])
    func escaping(raw: String, asData: String, asProperty: String) {
        #expect(GitHubFormatter.escapedData(raw) == asData)
        #expect(GitHubFormatter.escapedProperty(raw) == asProperty)
    }

    @Test func oneWorkflowCommandPerDiagnostic() async throws {
        let directory = try CheckFixtureDirectory(["Views/Main.ui.xml": componentFixture])
        let (status, output) = await runCheck(in: directory, format: .github, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        #expect(status == 1)
        #expect(output.standardOutput == """
        ::error file=Views/Main.ui.xml,line=4,col=6,endLine=4,endColumn=9,title=schema.unknown-element::unknown element 'Labl'; did you mean 'Label'?
        ::warning file=Views/Main.ui.xml,line=4,col=17,endLine=4,endColumn=21,title=schema.example-warning::text is ignored here
        ::error file=Views/Main.ui.xml,line=4,col=24,endLine=4,endColumn=33,title=layout.unknown-anchor::unknown anchor 'lef'

        """)
    }

    @Test func pathsMessagesAndRelatedNotesAreEscaped() async throws {
        let text = "<Component>\n  <Label field=\"a\"/>\n  <Label field=\"a\"/>\n</Component>\n"
        let directory = try CheckFixtureDirectory(["odd, name: 1.ui.xml": text])
        let marker = Marker("Label field=\"a\"/>\n ", "ref.example", .information, "100% sure,\nreally",
                            related: (needle: "Component", message: "root: here"))
        let (status, output) = await runCheck(in: directory, format: .github, analyzer: FakeAnalyzer.marking([marker]))
        #expect(status == 0)
        #expect(output.standardOutput == "::notice file=odd%2C name%3A 1.ui.xml,line=2,col=4,endLine=3,endColumn=1,"
            + "title=ref.example::100%25 sure,%0Areally%0Aodd, name: 1.ui.xml:1:2: note: root: here\n")
    }
}
