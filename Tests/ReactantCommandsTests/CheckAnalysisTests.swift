import SchemaModel
import SourceFiles
import Testing
@testable import ReactantAnalysis
@testable import ReactantCommands

/// The analysis behind `--check`: one analyzer shared by every lane, two passes; the result must
/// be what analyzing each file alone finds.
@Suite struct CheckAnalysisTests {
    /// Many files sharing values (so lanes race for the same memo entries), with problems of
    /// their own and references across files.
    static func sources(count: Int) -> [SourceFile] {
        var sources = [SourceFile(path: "Theme.styles.xml", absolutePath: "/w/Theme.styles.xml", text: """
            <styleGroup name="theme"><LabelStyle name="title"/></styleGroup>
            """)]
        for index in 0..<count {
            let text = """
                <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
                    <Label field="title" style=":theme:titel" textAlignment="\(index % 3 == 0 ? "centre" : "center")"
                        layout:leading="super inset(\(index % 7))" layout:top="super" />
                    <Label field="detail" layout:below="title offset(\(index % 5))" layout:left="nothing"/>
                    <Component type="View\((index + 1) % count)"/>
                    <Component type="Missing\(index % 2)"/>
                </Component>
                """
            sources.append(SourceFile(path: "View\(index).ui.xml", absolutePath: "/w/View\(index).ui.xml", text: text))
        }
        return sources
    }

    @Test(arguments: [1, 2, 4])
    func theParallelPassesFindWhatAnalysingEachFileFinds(parallelism: Int) async throws {
        let sources = Self.sources(count: 60)
        let request = CheckRequest(files: sources)
        let checked = try await CheckAnalysis.analyze(
            request, makeAnalyzer: { DocumentAnalyzer.standard(schema: $0, memoCapacity: DocumentAnalyzer.batchMemoCapacity) },
            parallelism: parallelism)

        let prepared = sources.map { PreparedDocument(text: $0.text, path: $0.path) }
        let index = WorkspaceIndex(prepared.map(\.facts))
        let alone = DocumentAnalyzer.standard(schema: Schema.embedded)
        for document in prepared {
            let expected = alone.analyze(document, workspace: index).diagnostics
            #expect((checked[document.path] ?? []) == expected, "\(document.path)")
        }
        let codes = Set(checked.values.flatMap { $0.map(\.code) })
        #expect(codes.isSuperset(of: ["schema.invalid-value", "ref.unknown-target", "ref.unknown-component", "ref.unknown-style"]))
    }
}
