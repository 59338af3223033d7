import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLSP

/// One version's stages read by many callers at once, each asking for a different stage
/// first: they share each stage, made once, and all of them finish.
@Suite(.hangGuard) struct VersionPreparationTests {
    static let text = """
        <Component rootView="true">
          <Label field="title" text="Hi" layout:top="super inset(10)" layout:leading="super inset(16)"/>
          <Button field="action" layout:below="title" layout:trailing="nothing"/>
        </Component>
        """

    @Test func readersOfOneVersionShareItsStages() async {
        let version = VersionPreparation(text: Self.text, path: "/w/Screen.ui.xml")
        let readers = 24
        let facts = await withTaskGroup(of: DocumentFacts.self) { group in
            for reader in 0..<readers {
                group.addTask {
                    switch reader % 4 {
                    case 0:
                        _ = await version.navigationDocument
                        return await version.preparedDocument.facts
                    case 1: return await version.preparedDocument.facts
                    case 2:
                        _ = await version.syntaxTree
                        return await version.preparedDocument.facts
                    default:
                        _ = await version.document
                        return await version.preparedDocument.facts
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let direct = PreparedDocument(text: Self.text, path: "/w/Screen.ui.xml")
        #expect(facts.count == readers)
        #expect(facts.allSatisfy { $0 == direct.facts })
        #expect(version.finishedStages.tree)
        #expect(version.finishedStages.navigationDocument)
        #expect(version.stageComputations == .init(tree: 1, document: 1, preparedDocument: 1, navigationDocument: 1))
        #expect(await version.preparedDocument.syntax.diagnostics == direct.syntax.diagnostics)
    }
}
