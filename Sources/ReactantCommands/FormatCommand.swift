import XMLSyntax
import Foundation
import SourceFiles
import ReactantAnalysis

/// `--format-files PATH…` (rewrite in place) and `--check-formatting PATH…` (for CI: print a
/// unified diff of every file formatting would change). Folders are searched for `*.ui.xml`
/// and `*.styles.xml` as `--check` does. Each file is formatted with the options of
/// `FormattingConfiguration.commandLine`: the project default (its indentation the file's own
/// where consistent), its `.editorconfig`, the flags.
///
/// Exit status: 0 when every file is (now) formatted; 1 when `--check-formatting` found a
/// file to change, or a file could not be formatted (not well-formed, not UTF-8, not
/// writable), each named on standard error; 2 when a path does not exist.
public enum FormatCommand {
    public enum Mode: Sendable {
        case inPlace
        case check
    }

    public struct Options: Sendable {
        public var paths: [String]
        public var mode: Mode
        /// The flags given; each file's options are the project default, its `.editorconfig`,
        /// then these (`FormattingConfiguration.commandLine`).
        public var flags: FormattingOverrides
        public var currentDirectory: String

        public init(paths: [String], mode: Mode, flags: FormattingOverrides = FormattingOverrides(),
                    currentDirectory: String = FileManager.default.currentDirectoryPath) {
            self.paths = paths
            self.mode = mode
            self.flags = flags
            self.currentDirectory = currentDirectory
        }
    }

    public static func run(_ options: Options, output: CheckOutput) -> Int32 {
        let discovery = FileDiscovery.discover(options.paths, currentDirectory: options.currentDirectory)
        guard discovery.problems.isEmpty else {
            for problem in discovery.problems {
                output.writeStandardError("reactant-lsp: error: \(TerminalText.sanitized(problem.description))\n")
            }
            return 2
        }
        var status: Int32 = 0
        var changed = 0
        func fail(_ path: String, _ reason: String) {
            output.writeStandardError("reactant-lsp: error: \(TerminalText.sanitized(path)): \(reason)\n")
            status = 1
        }
        for file in discovery.files {
            guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
                fail(file.path, "cannot be read")
                continue
            }
            // Only UTF-8 is written back byte for byte.
            guard let text = String(data: data, encoding: .utf8), Data(text.utf8) == data else {
                fail(file.path, "not formatted: the file is not UTF-8")
                continue
            }
            let syntax = XMLDocumentSyntax(text: text)
            let formatting = FormattingConfiguration.commandLine(forFile: file.absolutePath, flags: options.flags, document: (text, syntax.tree))
            guard let edits = DocumentFormatter.edits(for: text, syntax: syntax, options: formatting) else {
                fail(file.path, "not formatted: the document is not well-formed XML")
                continue
            }
            let formatted = DocumentFormatter.apply(edits, to: text)
            guard formatted != text else { continue }
            changed += 1
            switch options.mode {
            case .check:
                // `a/`, `b/` as git writes them (`a/tmp/x` for `/tmp/x`, as `git diff --no-index`
                // does), so `patch -p1` applies the diff and tools that read git's headers parse it.
                let (old, new) = file.path.hasPrefix("/") ? ("a" + file.path, "b" + file.path) : ("a/" + file.path, "b/" + file.path)
                output.writeStandardOutput(UnifiedDiff.diff(old: text, new: formatted, oldName: old, newName: new))
                status = 1
            case .inPlace:
                do {
                    try Data(formatted.utf8).write(to: URL(fileURLWithPath: file.absolutePath))
                } catch {
                    fail(file.path, "cannot be written: \(error.localizedDescription)")
                }
            }
        }
        if options.mode == .check, changed > 0 {
            output.writeStandardError("\(changed) of \(discovery.files.count) file\(discovery.files.count == 1 ? "" : "s") would be reformatted\n")
        }
        return status
    }
}
