import Foundation
import Testing
import TestSupport
@testable import ReactantAnalysis

/// The resources a document reads by its Xcode target (`XcodeProjectTests.project`: two
/// targets, each with its description and catalog, their screens side by side in one folder),
/// and by its folder when it is in no target.
@Suite struct XcodeTargetResourceTests {
    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func description(_ color: String) -> String {
        "<Application><Colors><shared \(color)=\"red\"/></Colors></Application>"
    }

    /// The scratch project: each target's description and catalog, the screens of both in one
    /// folder, and a description at the root for the files of no target.
    static func makeProject() throws -> (URL, String) {
        let root = try ScratchDirectory.make("xcode-targets")
        try write(XcodeProjectTests.project, "App.xcodeproj/project.pbxproj", in: root)
        try write(description("appColor"), "App/App.hyperdrive.xml", in: root)
        try write("{}", "App/App.xcassets/star.imageset/Contents.json", in: root)
        try write(description("widgetColor"), "Widget/Widget.hyperdrive.xml", in: root)
        try write("{}", "Widget/Widget.xcassets/moon.imageset/Contents.json", in: root)
        try write(description("rootColor"), "Root.hyperdrive.xml", in: root)
        for name in ["Views/Main.ui.xml", "Views/Small.ui.xml", "Views/Loose.ui.xml", "Widget/Card.ui.xml"] {
            try write("<Component/>", name, in: root)
        }
        return (root, ApplicationResourceDiscovery.standardized(root.path))
    }

    @Test func eachTargetsMembersReadItsDescriptionAndCatalogs() throws {
        let (root, base) = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        func expect(_ set: ApplicationResourceSet, _ key: (String) -> String, sourceLocation: SourceLocation = #_sourceLocation) {
            func read(_ name: String) -> (String?, [String])? {
                set.resources(forDocumentAt: key(name)).map { ($0.description?.names(of: .color).first, $0.imageNames) }
            }
            #expect(read("Views/Main.ui.xml")! == ("appColor", ["star"]), sourceLocation: sourceLocation)
            #expect(read("Views/Small.ui.xml")! == ("widgetColor", ["moon"]), sourceLocation: sourceLocation)
            #expect(read("Widget/Card.ui.xml")! == ("widgetColor", ["moon"]), sourceLocation: sourceLocation)
            // In no target: the folder's, as before.
            #expect(read("Views/Loose.ui.xml")?.0 == "rootColor", sourceLocation: sourceLocation)
        }
        // As `--check` finds them, the documents named relatively.
        let names = ["Views/Main.ui.xml", "Views/Small.ui.xml", "Views/Loose.ui.xml", "Widget/Card.ui.xml"]
        let check = ApplicationResourceDiscovery.resourceSet(forDocuments: names.map { ($0, base + "/" + $0) }, root: base)
        expect(check) { $0 }
        #expect(check.targets.count == 2 && check.describedApps.count == 3)
        // As the server finds them under its folder.
        let workspace = ApplicationResourceDiscovery.resourceSet(underFolders: [base])
        expect(workspace) { base + "/" + $0 }
        // Without the project, the folder rule alone.
        try FileManager.default.removeItem(at: root.appendingPathComponent("App.xcodeproj"))
        let folders = ApplicationResourceDiscovery.resourceSet(underFolders: [base])
        #expect(folders.resources(forDocumentAt: base + "/Views/Main.ui.xml")?.description?.names(of: .color) == ["rootColor"])
        #expect(ApplicationResourceDiscovery.affectsResources(base + "/App.xcodeproj/project.pbxproj"))
    }

    /// `theme.NAME` is checked against the target's description: each screen sees its own colors.
    @Test func themeValuesAreCheckedAgainstTheTargetsDescription() throws {
        let (root, base) = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = ApplicationResourceDiscovery.resourceSet(underFolders: [base])
        let analyzer = DocumentAnalyzer.standard(schema: .embedded, memoCapacity: 8)
        func codes(_ name: String, _ color: String) -> [String] {
            let prepared = PreparedDocument(text: "<Component><Label textColor=\"theme.\(color)\"/></Component>", path: base + "/" + name)
            let index = WorkspaceIndex([prepared.facts], resources: resources)
            return analyzer.analyze(prepared, workspace: index).diagnostics.map(\.code).filter { $0.hasPrefix("theme.") }
        }
        #expect(codes("Views/Main.ui.xml", "appColor").isEmpty)
        #expect(codes("Views/Main.ui.xml", "widgetColor") == ["theme.unknown-item"])
        #expect(codes("Views/Small.ui.xml", "widgetColor").isEmpty)
        #expect(codes("Views/Loose.ui.xml", "rootColor").isEmpty)
    }
}
