import Testing
import TestSupport
@testable import ReactantLSP
@testable import ReactantAnalysis

/// One version's stages read by many callers at once: requests awaiting them and the
/// workspace's own blocking reads share each stage, and all of them finish.
@Suite(.hangGuard) struct VersionPreparationTests {
    static let text = """
        <Component rootView="true">
          <Label field="title" text="Hi" layout:top="super inset(10)" layout:leading="super inset(16)"/>
          <Button field="action" layout:below="title" layout:trailing="nothing"/>
        </Component>
        """

    @Test func awaitingAndBlockingReadersOfOneVersionShareItsStages() async {
        let version = VersionPreparation(text: Self.text, path: "/w/Screen.ui.xml")
        let readers = 24
        let facts = await withTaskGroup(of: DocumentFacts.self) { group in
            for reader in 0..<readers {
                group.addTask {
                    switch reader % 3 {
                    case 0:
                        _ = await version.navigationDocument
                        return await version.preparedDocument.facts
                    case 1: return await version.preparedDocument.facts
                    default: return version.blocking.preparedDocument.facts
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
        #expect(await version.preparedDocument.syntax.diagnostics == direct.syntax.diagnostics)
    }
}
