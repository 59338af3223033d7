import Foundation
import Testing
import TestSupport
@testable import ReactantAnalysis

/// Reading `project.pbxproj` (the OpenStep property list form) for the files of each native
/// target.
@Suite struct XcodeProjectTests {
    // MARK: The property list reader

    @Test func valuesCommentsAndEscapes() {
        let text = #"""
            // !$*UTF8*$!
            {
                /* a comment */ archiveVersion = 1;
                list = ( a, "b c", /* inside */ <0aFF>, );
                empty = ();
                "quoted key" = "tab\tquote\" octal\101 unicode\U00e9";
                path = ../Shared/File.swift; // trailing
                nested = { isa = PBXGroup; children = (X); };
            }
            """#
        let value = OpenStepPlist.parse(text)
        #expect(value?["archiveVersion"] == .string("1"))
        #expect(value?["list"] == .array([.string("a"), .string("b c"), .data([0x0A, 0xFF])]))
        #expect(value?["empty"] == .array([]))
        #expect(value?["quoted key"]?.string == "tab\tquote\" octalA unicodeé")
        #expect(value?["path"]?.string == "../Shared/File.swift")
        #expect(value?["nested"]?["children"] == .array([.string("X")]))
    }

    @Test(arguments: [
        "", "{", "{ a = b }", "{ a = ; }", "{ = b; }", "( a b )", "{ a = b; } extra", "<0f", "<0g>", "<0>", "\"open",
        "/* never closed", "{ a = \"b\\", "{ a = (b, c; }", "}", ")",
    ])
    func malformedTextIsRefused(text: String) {
        #expect(OpenStepPlist.parse(text) == nil)
    }

    /// Nesting past the limit is refused, not a stack overflow.
    @Test func deepNestingIsRefused() {
        let depth = 100_000
        #expect(OpenStepPlist.parse(String(repeating: "(", count: depth) + String(repeating: ")", count: depth)) == nil)
        let fine = 40
        #expect(OpenStepPlist.parse(String(repeating: "(", count: fine) + String(repeating: ")", count: fine)) != nil)
    }

    /// Every prefix of a project and random bytes give a value or nil, never a crash or a hang.
    @Test(.timeLimit(.minutes(1))) func anyInputEnds() {
        let bytes = Array(Self.project.utf8)
        for end in stride(from: 0, through: bytes.count, by: 7) { _ = OpenStepPlist.parse(Array(bytes[..<end])) }
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("{}();=,<>\"'\\/* abc019\n".utf8) + [0xC3, 0xFF, 0x00]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<64, using: &generator)
            _ = OpenStepPlist.parse((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
        #expect(XcodeProject(path: "/p/A.xcodeproj", text: "garbage").targets.isEmpty)
    }

    // MARK: Targets

    /// Two targets: `App` (its resources: `App/App.hyperdrive.xml`, `App/App.xcassets` and the
    /// screen `Views/Main.ui.xml`) and `Widget` (a synchronized folder `Widget`, less one
    /// excepted file, and `Views/Small.ui.xml` named from the project's folder).
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                A3 = {isa = PBXBuildFile; fileRef = F3; };
                A4 = {isa = PBXBuildFile; fileRef = F4; };
                B1 = {isa = PBXBuildFile; fileRef = F5; };
                F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = App.hyperdrive.xml; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = App.xcassets; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = Main.ui.xml; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; name = Small.ui.xml; path = Views/Small.ui.xml; sourceTree = SOURCE_ROOT; };
                F6 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                G0 = {isa = PBXGroup; children = (G1, G2, S1, F6); sourceTree = "<group>"; };
                G1 /* App */ = {isa = PBXGroup; children = (F1, F2, F3); path = App; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F4, F5); name = Screens; path = Views; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Widget; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.ui.xml); target = T2; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXResourcesBuildPhase; files = (A2, A3, A4); };
                P3 = {isa = PBXResourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2); name = App; productReference = F6; };
                T2 = {isa = PBXNativeTarget; buildPhases = (P3); fileSystemSynchronizedGroups = (S1); name = Widget; };
                R0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
            };
            rootObject = R0;
        }
        """

    @Test func targetsHoldTheirBuildPhasesFilesAndFolders() throws {
        let project = XcodeProject(path: "/r/App.xcodeproj", text: Self.project)
        #expect(project.targets.map(\.name) == ["App", "Widget"])
        let app = project.targets[0], widget = project.targets[1]
        #expect(app.sources == ["/r/App/App.swift"])
        #expect(app.resources == ["/r/App/App.hyperdrive.xml", "/r/App/App.xcassets", "/r/Views/Main.ui.xml"])
        #expect(widget.resources == ["/r/Views/Small.ui.xml"])
        #expect(widget.folders == ["/r/Widget"])
        #expect(app.contains("/r/Views/Main.ui.xml") && !app.contains("/r/Views/Small.ui.xml"))
        #expect(widget.contains("/r/Views/Small.ui.xml") && widget.contains("/r/Widget/Deep/Card.ui.xml"))
        #expect(!widget.contains("/r/Widget/Old.ui.xml") && !widget.contains("/r/WidgetOther/A.ui.xml"))
        #expect(!app.contains("/r/Views/Loose.ui.xml"))
    }
}
