import LayoutSolver
import SwiftBinding
import Testing
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantLSP

/// One version is laid out on every device once: the slow diagnostics solve it, hover reads it.
@Suite struct VersionLayoutTests {
    static let text = """
        <Component rootView="true">
          <Label field="title" text="Hi" layout:top="safeAreaLayoutGuide inset(10)" layout:leading="super inset(16)"/>
        </Component>
        """

    @Test func aCancelledSolveKeepsNothingAndTheNextCallerStartsAgain() async {
        let version = VersionPreparation(text: Self.text, path: "/w/Screen.ui.xml")
        let (tree, document) = (await version.syntaxTree, await version.document)
        let holds = FieldLayoutHolds.everyField(of: document)
        var asked = 0
        #expect(await version.layoutsOnEveryDevice(tree: tree, document: document, styles: .empty, holds: holds, isCancelled: { asked += 1; return asked > 2 }) == nil)
        let layouts = await version.layoutsOnEveryDevice(tree: tree, document: document, styles: .empty, holds: holds, isCancelled: { false })
        #expect(layouts?.map(\.preset.identifier) == DevicePreset.all.map(\.identifier))
    }

    @Test func oneDeviceIsReadFromEveryDevicesLayoutsOnceSolved() async throws {
        let version = VersionPreparation(text: Self.text, path: "/w/Screen.ui.xml")
        let (tree, document) = (await version.syntaxTree, await version.document)
        let preset = try #require(DevicePreset.named("iphone-se"))
        let holds = FieldLayoutHolds.everyField(of: document)
        let alone = try #require(version.layout(on: preset, tree: tree, document: document, styles: .empty, holds: holds))
        let all = try #require(await version.layoutsOnEveryDevice(tree: tree, document: document, styles: .empty, holds: holds, isCancelled: { false }))
        let shared = try #require(version.layout(on: preset, tree: tree, document: document, styles: .empty, holds: holds))
        #expect(shared.preset.identifier == preset.identifier)
        #expect(shared.solution.frames == alone.solution.frames)
        #expect(all.contains { $0.solution.frames == shared.solution.frames && $0.preset.identifier == preset.identifier })
    }

    /// The layouts kept for a version are those of the views held when they were solved: a
    /// Swift change that holds others in the same version solves it again.
    @Test func otherHeldViewsSolveTheVersionAgain() async throws {
        let version = VersionPreparation(text: Self.text, path: "/w/Screen.ui.xml")
        let (tree, document) = (await version.syntaxTree, await version.document)
        let held = try #require(await version.layoutsOnEveryDevice(tree: tree, document: document, styles: .empty, holds: FieldLayoutHolds.everyField(of: document), isCancelled: { false }))
        #expect(held.allSatisfy { $0.solution.ambiguity.allSatisfy(\.isEmpty) })
        let free = FieldLayoutHolds(document: document, swift: SwiftDeclarationIndex(files: [
            "Screen.swift": SwiftSourceReader.readCompletely("final class Screen: ViewBase<Void, Void> { let title = UILabel() }"),
        ]))
        #expect(free.heldViews.isEmpty)
        let laidOut = try #require(await version.layoutsOnEveryDevice(tree: tree, document: document, styles: .empty, holds: free, isCancelled: { false }))
        // The title has a top and a leading edge and its text's size: determined either way.
        #expect(laidOut.allSatisfy { $0.solution.ambiguity.allSatisfy(\.isEmpty) })
        #expect(laidOut.map(\.scene.items[1].mayBeConstrainedElsewhere) == laidOut.map { _ in false })
        #expect(held.map(\.scene.items[1].mayBeConstrainedElsewhere) == held.map { _ in true })
    }
}
