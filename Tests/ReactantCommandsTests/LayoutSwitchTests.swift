import Foundation
import SourceFiles
import Support
import Testing
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantCommands

/// When the layout is not solved: `--no-layout`, and a document nested deeper than the parser
/// accepts (solving thousands of nested containers cost seconds after the file check had
/// already rejected the file).
@Suite struct LayoutSwitchTests {
    /// 100 contradicts 200: a conflict when the layout is solved.
    static let conflicting = """
        <Component rootView="true">
          <View layout:left="super" layout:top="super" layout:height="10" layout:width="100; 200"/>
        </Component>
        """

    static func layoutCodes(_ text: String, solvesLayouts: Bool) async throws -> [String] {
        let request = CheckRequest(files: [SourceFile(path: "Screen.ui.xml", absolutePath: "/w/Screen.ui.xml", text: text)],
                                   solvesLayouts: solvesLayouts)
        let checked = try await CheckAnalysis.standard(request)
        return (checked["Screen.ui.xml"] ?? []).map(\.code).filter { $0.hasPrefix("layout.") }
    }

    @Test func noLayoutLeavesTheConflictUnsolved() async throws {
        #expect(try await Self.layoutCodes(Self.conflicting, solvesLayouts: true) == ["layout.conflict"])
        #expect(try await Self.layoutCodes(Self.conflicting, solvesLayouts: false).isEmpty)
    }

    /// Containers nested `depth` deep, the innermost holding a view with a conflict.
    static func nested(_ depth: Int) -> String {
        let open = String(repeating: #"<Container layout:edges="super">"#, count: depth)
        let close = String(repeating: "</Container>", count: depth)
        return #"<Component rootView="true">"# + open
            + #"<View layout:left="super" layout:top="super" layout:height="10" layout:width="100; 200"/>"#
            + close + "</Component>"
    }

    static func layouts(_ text: String) -> [ComponentLayout]? {
        let tree = XMLSyntaxTree.parse(text)
        return LayoutCheck.layouts(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)
    }

    @Test func aDocumentNestedPastTheParsersLimitIsNotLaidOut() {
        // The root is at depth 1, the innermost view one below the containers.
        let inside = Self.layouts(Self.nested(LayoutCheck.maximumDepth - 2))
        #expect(inside?.count == DevicePreset.all.count)
        #expect(inside?.first?.solution.conflicts.count == 1)
        #expect(Self.layouts(Self.nested(LayoutCheck.maximumDepth - 1))?.isEmpty == true)
        #expect(Self.layouts(Self.nested(5_000))?.isEmpty == true)
    }
}
