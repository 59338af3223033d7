import Foundation
import Testing

/// The shipped editor configurations in the real editors, as Debian ships them: headless
/// Neovim (editors/tests/neovim-e2e.sh: highlighting, diagnostics, completion, the keys set on
/// attach, hover, formatting, the layout preview) and Emacs with eglot in batch mode
/// (editors/tests/emacs-e2e.sh: diagnostics in flymake, completion at point, hover, whole, range
/// and on-type formatting with Emacs's default indentation, the layout preview); in both, a
/// field's rename with no file watching by the client, saved, leaves no stale error. The
/// scripts drive and fail loudly.
@Suite struct NeovimEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func installed(_ command: String) -> Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(command)") }
    }

    @Test func diagnosticsAndCompletionAppearInNeovim() throws {
        try run(script: "neovim-e2e.sh", editor: "nvim")
    }

    @Test func diagnosticsCompletionAndHoverAppearInEmacs() throws {
        try run(script: "emacs-e2e.sh", editor: "emacs")
    }

    private func run(script: String, editor: String) throws {
        guard Self.installed(editor) else {
            withKnownIssue("\(editor) is not installed (make setup-dev installs it): editor test skipped") {
                Issue.record("no \(editor) on PATH")
            }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            Self.repository.appendingPathComponent("editors/tests/\(script)").path,
            try ServerProcess.binary().path,
        ]
        // The script bounds each wait (30 s by default); here a hang guard, generous for a loaded machine.
        var environment = ProcessInfo.processInfo.environment
        if environment["REACTANT_E2E_TIMEOUT"] == nil { environment["REACTANT_E2E_TIMEOUT"] = "180" }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let name = script.replacingOccurrences(of: ".sh", with: "")
        #expect(process.terminationStatus == 0, "\(name) failed:\n\(log)")
        #expect(log.contains("\(name): PASS"))
    }
}
