import Foundation
import LanguageServerProtocol
import LayoutSolver
import Support
import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantLSP
@testable import ProtocolConversion

/// The live workspace's Swift files: scanned after the Reactant UI files, kept from disk and
/// from open documents, and what their changes make stale.
@Suite struct WorkspaceSwiftTests {
    static let greeterSwift = "final class GreeterView: ViewBase<Void, Void> {\n    let title = UILabel()\n    func f() { }\n}\n"
    static let greeterXML = "<Component>\n    <Label field=\"title\"/>\n    <Label field=\"footer\"/>\n</Component>"

    private func open(_ workspace: Workspace, _ path: String, _ text: String) async -> DocumentSnapshot {
        let snapshot = DocumentSnapshot(uri: FileURI.uri(forPath: path), languageID: "xml", version: 1, text: text, encoding: .utf16)
        workspace.documentChanged(snapshot)
        await workspace.recordRun(snapshot)
        return snapshot
    }

    @Test func theScanReadsSwiftFilesIntoTheIndex() async throws {
        let folder = try Folder(["GreeterView.swift": Self.greeterSwift, "A.ui.xml": "<Component type=\"A\"/>", ".build/Gen.swift": "class Hidden {}"])
        defer { folder.remove() }
        let workspace = Workspace()
        let summary = await workspace.scan(folders: [folder.path], parallelism: 2)
        #expect(summary.files == 2)
        #expect(workspace.index.swift.files.keys.sorted() == [folder.file("GreeterView.swift")])
        #expect(workspace.index.swift.property(named: "title", of: "GreeterView")?.property.type == "UILabel")
        // Swift files are no documents of the workspace.
        #expect(workspace.documentURIs == [FileURI.uri(forPath: folder.file("A.ui.xml"))])
    }

    /// A Swift file not read in time (no time at all here) gets its note, sent once, whose
    /// range is in the file's text; no field is then reported missing. Closed, the document
    /// leaves no file behind: the note is cleared.
    @Test func aSwiftFileNotReadInTimeIsNotedAndNothingIsReportedMissing() async throws {
        let folder = try Folder([:])
        defer { folder.remove() }
        let workspace = Workspace(swiftReadBudget: .none)
        let sent = LockedValue<[(path: String, note: Diagnostic?)]>([])
        workspace.connect(trace: { _, _ in }, swiftNotes: { path, _, note in sent.withLock { $0.append((path, note)) } })
        let screen = await open(workspace, folder.file("GreeterView.ui.xml"), Self.greeterXML)
        let swiftPath = folder.file("GreeterView.swift")
        let swiftURI = FileURI.uri(forPath: swiftPath)

        _ = await workspace.swiftDocumentChanged(swiftURI, text: Self.greeterSwift)
        _ = await workspace.swiftDocumentChanged(swiftURI, text: Self.greeterSwift + "\n")
        #expect(sent.value.map(\.path) == [swiftPath, swiftPath])
        #expect(sent.value.map { $0.note?.code } == ["swift.read-incomplete", "swift.read-incomplete"])
        #expect(sent.value.first?.note?.range == 0..<47)  // the first line
        #expect(workspace.index.swift.incompletePaths == [swiftPath])
        #expect(await workspace.analyzed(screen).diagnostics.isEmpty)

        _ = workspace.swiftDocumentClosed(swiftURI)
        #expect(sent.value.count == 3)
        #expect(sent.value.last?.path == swiftPath && sent.value.last?.note == nil)
        // Nothing more is sent for a file with no note.
        _ = workspace.swiftDocumentClosed(swiftURI)
        #expect(sent.value.count == 3)
    }

    @Test func onlyAChangeOfShapeMakesDocumentsStale() async throws {
        let folder = try Folder(["GreeterView.swift": Self.greeterSwift])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path], parallelism: 1)
        let screen = await open(workspace, folder.file("GreeterView.ui.xml"), Self.greeterXML)
        #expect(await workspace.analyzed(screen).diagnostics.map(\.code) == ["swift.unknown-field"])
        let swiftURI = FileURI.uri(forPath: folder.file("GreeterView.swift"))

        // Typing in a body, or above the class, changes no declaration and lays out no view:
        // nothing is stale.
        let body = Self.greeterSwift.replacingOccurrences(of: "func f() { }", with: "func f() { title.text = \"Hi\" }")
        #expect(await workspace.swiftDocumentChanged(swiftURI, text: body) == .none)
        #expect(await workspace.swiftDocumentChanged(swiftURI, text: "// moved\n" + body) == .none)
        #expect(workspace.index.swift.property(named: "title", of: "GreeterView")?.property.nameRange.start.line == 2)

        // Code that now lays out a field's view is news: the layout holds it.
        let laidOut = body.replacingOccurrences(of: "title.text = \"Hi\"", with: "title.snp.makeConstraints { _ in }")
        #expect(await workspace.swiftDocumentChanged(swiftURI, text: laidOut) == .documents([screen.uri]))
        #expect(await workspace.swiftDocumentChanged(swiftURI, text: body) == .documents([screen.uri]))

        // A new property is news for the open documents.
        let declared = body.replacingOccurrences(of: "let title", with: "let footer = UILabel()\n    let title")
        #expect(await workspace.swiftDocumentChanged(swiftURI, text: declared) == .documents([screen.uri]))
        #expect(await workspace.analyzed(screen).diagnostics.isEmpty)

        // Closed: the disk copy counts again.
        #expect(workspace.swiftDocumentClosed(swiftURI) == .documents([screen.uri]))
        #expect(await workspace.analyzed(screen).diagnostics.map(\.code) == ["swift.unknown-field"])
    }

    /// The layout of an open document follows the Swift files: a field no code lays out is
    /// reported; once the class constrains it, it is held (the version is solved again).
    @Test func aSwiftChangeThatLaysOutAFieldHoldsItInTheLayout() async throws {
        let xml = "<Component rootView=\"true\">\n    <View field=\"title\" layout:leading=\"super\" layout:top=\"super\" layout:width=\"10\"/>\n</Component>"
        let folder = try Folder(["GreeterView.swift": Self.greeterSwift])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path], parallelism: 1)
        let screen = await open(workspace, folder.file("GreeterView.ui.xml"), xml)
        let free = try #require(await workspace.layoutsAndHolds(screen, isCancelled: { false }))
        #expect(free.holds.heldViews.isEmpty)
        #expect(free.layouts.allSatisfy { $0.solution.ambiguity[1] == Ambiguity(size: [.vertical]) })

        let swiftURI = FileURI.uri(forPath: folder.file("GreeterView.swift"))
        let constraining = Self.greeterSwift.replacingOccurrences(
            of: "func f() { }", with: "func f() { title.snp.makeConstraints { $0.height.equalTo(20) } }")
        #expect(await workspace.swiftDocumentChanged(swiftURI, text: constraining) == .documents([screen.uri]))
        let held = try #require(await workspace.layoutsAndHolds(screen, isCancelled: { false }))
        #expect(held.holds.heldViews.count == 1)
        #expect(held.layouts.allSatisfy { $0.solution.ambiguity.allSatisfy(\.isEmpty) })
        // Held where the file leaves it free: 10 wide, no height.
        #expect(held.layouts.first?.solution.frames[1] == Frame(x: 0, y: 0, width: 10, height: 0))
    }

    @Test func diskChangesAndRemovedFoldersReachTheIndex() async throws {
        let folder = try Folder(["Views/GreeterView.swift": Self.greeterSwift])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path], parallelism: 1)
        let screen = await open(workspace, folder.file("Views/GreeterView.ui.xml"), Self.greeterXML)

        try folder.write("Views/GreeterView+Footer.swift", "extension GreeterView { var footer: UILabel { title } }")
        #expect(await workspace.diskFilesChanged([(folder.file("Views/GreeterView+Footer.swift"), false)]) == .documents([screen.uri]))
        #expect(await workspace.analyzed(screen).diagnostics.isEmpty)

        // A deleted folder forgets the Swift files below it.
        #expect(await workspace.diskFilesChanged([(folder.file("Views"), true)]) == .documents([screen.uri]))
        #expect(workspace.index.swift.files.isEmpty)

        _ = await workspace.scan(folders: [folder.path], parallelism: 1)
        #expect(workspace.index.swift.files.count == 2)
        _ = await workspace.changeFolders(added: [], removed: [folder.path])
        #expect(workspace.index.swift.files.isEmpty)
    }
}
