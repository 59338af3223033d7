import Foundation
import TestSupport

/// A directory of `.ui.xml` files written for one test, and the built binary run on it with
/// `--check`. The directory is removed when the fixture goes away.
final class CheckFixture: Sendable {
    /// What one run of the binary produced.
    struct Run: Sendable {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    let directory: URL

    /// Writes `files` (relative path → content) into a fresh temporary directory.
    init(_ files: [String: String]) throws {
        directory = ScratchDirectory.url("reactant-lsp-check")
        for (path, content) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `reactant-lsp` with `arguments` in the fixture directory (so reported paths are
    /// relative to it). Output goes to files, so neither stream can fill a pipe and block.
    func run(_ arguments: [String]) throws -> Run {
        let outputs = directory.appendingPathComponent(".outputs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let stdoutURL = outputs.appendingPathComponent("stdout"), stderrURL = outputs.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL), stderr = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdout.close()
            try? stderr.close()
        }

        let process = Process()
        process.executableURL = try ServerProcess.binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: stdoutURL, encoding: .utf8),
            standardError: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    /// `--check` with `arguments` after it.
    func check(_ arguments: String...) throws -> Run {
        try run(["--check"] + arguments)
    }
}

/// Small `.ui.xml` documents for the tests, each with its problem at a known place.
enum CheckDocuments {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
        """

    /// No problem at all.
    static let clean = header + """

            <Label field="title" text="Hello" layout:edges="super inset(8)"/>
        </Component>

        """

    /// `layout.unknown-anchor` on `lefty`: line 3, columns 43 to 47 (1-based, inclusive).
    static let unknownAnchor = header + """

          <Label field="title" layout:left="super.lefty"/>
        </Component>

        """

    /// `ref.duplicate-field` on the second `title`: line 4, columns 17 to 21.
    static let duplicateField = header + """

          <Label field="title"/>
          <Label field="title"/>
        </Component>

        """

    /// `ref.unknown-component` (a warning) on `Card`: line 3, columns 20 to 23, unless a
    /// file of the same check declares the component.
    static let usesCard = header + """

          <Component type="Card" layout:edges="super"/>
        </Component>

        """

    /// Declares component `Card` by its `type`.
    static let declaresCard = header.replacingOccurrences(of: "<Component ", with: "<Component type=\"Card\" ") + """

            <Label field="caption" text="A card"/>
        </Component>

        """
}
