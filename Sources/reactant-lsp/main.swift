// The reactant-lsp executable: argument parsing only; all behavior lives in ReactantLSP.
import ArgumentParser
import Foundation
import ReactantAnalysis
import ReactantLayout
import ReactantCommands
import ReactantLSP

struct ReactantLSPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ProductInfo.name,
        abstract: "Language server and checker for Reactant UI .ui.xml and .styles.xml files.",
        usage: """
            reactant-lsp [--log-level <level>]
            reactant-lsp --check [<path> ...] [--format <format>] [--warnings-as-errors] [--quiet] [--schema-dir <dir>] [--no-layout]
            reactant-lsp --preview <file> [--size <width>x<height> | --device <name>|all] [--format svg|json] [--swift <path> ...]
            reactant-lsp --preview <path> ... --output <dir> [--size <width>x<height> | --device <name>|all] [--format svg|json] [--swift <path> ...]
            reactant-lsp (--format-files | --check-formatting) [<path> ...] [--indent <n>|tab] [--max-line-width <n>] [--attribute-layout <layout>]
            """,
        discussion: """
            Server mode (the default, without --check): a Language Server Protocol 3.17 \
            server speaking JSON-RPC on stdin and stdout, as editors launch it. Logs go to \
            the editor's log (window/logMessage); stderr gets warnings and errors only, as \
            editors record stderr as errors (more with --log-level); stdout is never written.

            Check mode: with --check [PATH...], it checks the given files and folders once and \
            reports problems, for CI. Folders are searched recursively for *.ui.xml and \
            *.styles.xml files, and the *.swift files among them are read for the classes that \
            fields bind to; without a path, the current directory is checked. References \
            between files resolve within the set checked. Exit status: 0 when no error was \
            found, 1 when any was (warnings too, under --warnings-as-errors), 2 for usage \
            errors, a path that does not exist or cannot be read, or a schema that does not load.

            Preview mode: with --preview FILE, it lays out the file's root component as AutoLayout would and prints the screen as SVG (the default) or, with --format json, every view's frame, its ambiguous axes and the conflicting constraints. --size WIDTHxHEIGHT gives the root exactly that size; --device names a built-in screen (\(DevicePreset.all.map(\.identifier).joined(separator: ", ")); default \(DevicePreset.defaultPreset.identifier)). The *.swift files of the file's folder, and under each --swift PATH, are read as --check reads those under its paths: views bound to a field are laid out from the file unless that code may lay them out. A file with errors is drawn from what reads, its errors printed on standard error as --check prints them, and the exit status is 1 (with --output, 0: the images are written and the errors reported).

            Formatting: --format-files [PATH...] rewrites the files in place as the server's \
            document formatting does (indentation; a start tag written over several lines \
            or wider than --max-line-width gets one attribute per line, one level deeper; \
            canonical constraint values; text, comments and CDATA kept byte for byte). The \
            file's .editorconfig (indent_style, indent_size, tab_width, max_line_length) is \
            read as editors read it, and the flags given override it. --check-formatting [PATH...] changes nothing and prints a unified diff \
            of every file that would change, for CI. Exit status: 0 when every file is \
            formatted, 1 when a file would change (--check-formatting) or cannot be formatted \
            (not well-formed, not UTF-8), 2 for usage errors.
            """,
        version: ProductInfo.version
    )

    @Flag(name: .long, help: "Check the given files and folders once and exit, instead of running the server.")
    var check = false

    @Flag(name: .long, help: "Lay out one .ui.xml file and print the solved screen, instead of running the server.")
    var preview = false

    @Flag(name: .long, help: "Format the given .ui.xml and .styles.xml files (and folders) in place, instead of running the server.")
    var formatFiles = false

    @Flag(name: .long, help: "Print a unified diff of every file formatting would change and fail if there is one, instead of running the server.")
    var checkFormatting = false

    @Option(name: .long, help: ArgumentHelp("With --format-files or --check-formatting: spaces per level, or tab (default: .editorconfig's, else 4).", valueName: "n|tab"))
    var indent: String?

    @Option(name: .long, help: ArgumentHelp("With --format-files or --check-formatting: the width past which attributes go one per line (default \(ServerSettings.defaultFormatMaxLineWidth)).", valueName: "n"))
    var maxLineWidth: Int?

    @Option(name: .long, help: ArgumentHelp("With --format-files or --check-formatting: where a start tag's attributes go: as-written (the default: a tag written on one line stays there while it fits; otherwise one attribute per line, one level deeper), one-per-line (every tag of two or more attributes), or aligned (one line while it fits, then aligned after the tag's name).", valueName: "layout"))
    var attributeLayout: String?

    @Argument(help: "Files or folders to check or format (default: the current directory), or the file to preview.")
    var paths: [String] = []

    @Option(name: .long, help: """
        Check output: text (compiler style, the default), json, sarif (SARIF 2.1.0) or github (workflow annotations). \
        Preview output: svg (the default) or json.
        """)
    var format: String?

    @Option(name: .long, help: ArgumentHelp(
        "Serve a live preview of every component in this folder, on every device, redrawn as files change; prints its URL (token included) and serves until ended.",
        valueName: "path"))
    var previewServer: String?

    @Option(name: .long, help: ArgumentHelp("With --preview: the root's size in points, e.g. 375x667.", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("With --preview: a built-in screen, e.g. iphone-se or ipad-landscape, or all of them.", valueName: "name|all"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp(
        "With --preview: write one image per .ui.xml file under the paths and device into this folder (PATH--DEVICE.svg).", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp(
        "With --preview: more Swift files or folders to read beside the file's folder (repeatable), as --check reads those under its paths.",
        valueName: "path"))
    var swift: [String] = []

    @Flag(name: .long, help: "Count warnings as errors: reported as errors, and they fail the check.")
    var warningsAsErrors = false

    @Flag(name: .long, help: "Print errors only: no warnings, no summary, no progress.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp(
        "With --check: past this many diagnostics in one file, count the rest in one final note (default \(CheckOptions.defaultMaxDiagnosticsPerFile); 0: no limit).",
        valueName: "n"))
    var maxDiagnostics: Int?

    @Flag(name: .long, help: "With --check: do not solve each component's layout on every device (no ambiguous views or conflicting constraints are looked for); the file check stays.")
    var noLayout = false

    @Option(name: .long, help: ArgumentHelp(
        "With --preview: lay out and draw themed images and fonts in this theme of the app's description instead of its default.",
        valueName: "name"))
    var theme: String?

    @Flag(name: .long, help: "With --check: after the report, print on stderr how each component's layout was solved on each device (where its solve started, and whether its system was built afresh, moved or changed).")
    var traceLayout = false

    @Option(name: .customLong("description"), help: ArgumentHelp(
        "With --check: the application description (the generator's --description file) every file is checked against; by default each file's is the nearest *.hyperdrive.xml in its folder or above, up to the current directory.",
        valueName: "path"))
    var applicationDescription: String?

    @Option(name: .long, help: ArgumentHelp("Load every *.xsd in this folder beside the built-in schemas.", valueName: "dir"))
    var schemaDir: String?

    @Option(name: .long, help: "Server log level on stderr: trace, debug, info, notice, warning (the default), error, critical. The editor's log gets info and above.")
    var logLevel: String = "warning"

    /// Editors' launchers (vscode-languageclient among them) announce the transport this way;
    /// stdio is the only one, so the flag is accepted and changes nothing.
    @Flag(name: .long, help: "Speak the protocol on stdin/stdout (the default and only transport).")
    var stdio = false

    func validate() throws {
        guard LanguageServer.Configuration().settingLogLevel(named: logLevel) != nil else {
            throw ValidationError("unknown log level '\(logLevel)'")
        }
        if previewServer != nil {
            let given = [("--check", check), ("--preview", preview), ("--stdio", stdio), ("--format-files", formatFiles),
                         ("--check-formatting", checkFormatting), ("a path", !paths.isEmpty), ("--format", format != nil),
                         ("--size", size != nil), ("--device", device != nil), ("--output", output != nil), ("--theme", theme != nil)]
            for (name, isGiven) in given where isGiven { throw ValidationError("\(name) cannot be combined with --preview-server") }
            if previewServer?.isEmpty == true { throw ValidationError("--preview-server takes the folder to serve") }
            return
        }
        if formatFiles || checkFormatting {
            let given = [("--check", check), ("--preview", preview), ("--stdio", stdio), ("--format", format != nil),
                         ("--warnings-as-errors", warningsAsErrors), ("--quiet", quiet), ("--schema-dir", schemaDir != nil),
                         ("--max-diagnostics", maxDiagnostics != nil), ("--no-layout", noLayout), ("--description", applicationDescription != nil),
                         ("--size", size != nil), ("--device", device != nil), ("--swift", !swift.isEmpty), ("--output", output != nil),
                         ("--theme", theme != nil),
                         ("--format-files", formatFiles && checkFormatting)]
            for (name, isGiven) in given where isGiven {
                throw ValidationError("\(name) cannot be combined with \(checkFormatting ? "--check-formatting" : "--format-files")")
            }
            if let indent, formattingIndent(indent) == nil { throw ValidationError("--indent takes a number of spaces from 1 to 16, or tab") }
            if let maxLineWidth, maxLineWidth < 1 { throw ValidationError("--max-line-width takes a positive number") }
            if let attributeLayout, AttributeLayout(rawValue: attributeLayout) == nil {
                throw ValidationError("--attribute-layout takes \(AttributeLayout.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return
        }
        if indent != nil || maxLineWidth != nil || attributeLayout != nil {
            throw ValidationError("--indent, --max-line-width and --attribute-layout are only meaningful with --format-files or --check-formatting")
        }
        if check, stdio { throw ValidationError("--stdio starts the server; it cannot be combined with --check") }
        if preview {
            if check { throw ValidationError("--preview and --check cannot be combined") }
            if stdio { throw ValidationError("--stdio starts the server; it cannot be combined with --preview") }
            if output == nil {
                guard paths.count == 1 else { throw ValidationError("--preview takes exactly one .ui.xml file (or, with --output DIR, files and folders)") }
            } else if paths.isEmpty {
                throw ValidationError("--preview --output takes the .ui.xml files or folders to preview")
            }
            if let format, PreviewCommand.Format(rawValue: format) == nil {
                throw ValidationError("unknown preview format '\(format)'; use svg or json")
            }
            if let size, PreviewCommand.parseSize(size) == nil {
                throw ValidationError("--size takes WIDTHxHEIGHT in points, e.g. 375x667")
            }
            if size != nil, device != nil { throw ValidationError("--size and --device cannot be combined") }
            if theme?.isEmpty == true { throw ValidationError("--theme takes the name of a theme of the app's description") }
            for (name, given) in [("--warnings-as-errors", warningsAsErrors), ("--quiet", quiet), ("--schema-dir", schemaDir != nil), ("--description", applicationDescription != nil),
                                  ("--max-diagnostics", maxDiagnostics != nil), ("--no-layout", noLayout)] where given {
                throw ValidationError("\(name) is only meaningful with --check")
            }
            return
        }
        if size != nil || device != nil || output != nil || theme != nil {
            throw ValidationError("--size, --device, --output and --theme are only meaningful with --preview")
        }
        if !swift.isEmpty { throw ValidationError("--swift is only meaningful with --preview") }
        if let maxDiagnostics, maxDiagnostics < 0 { throw ValidationError("--max-diagnostics takes a number from 0 (no limit) up") }
        if check, let format, CheckOutputFormat(rawValue: format) == nil {
            throw ValidationError("unknown check format '\(format)'; use text, json, sarif or github")
        }
        if !check {
            let checkOnly = [
                paths.isEmpty ? nil : "a path",
                format == nil ? nil : "--format",
                warningsAsErrors ? "--warnings-as-errors" : nil,
                quiet ? "--quiet" : nil,
                schemaDir == nil ? nil : "--schema-dir",
                applicationDescription == nil ? nil : "--description",
                maxDiagnostics == nil ? nil : "--max-diagnostics",
                noLayout ? "--no-layout" : nil,
                traceLayout ? "--trace-layout" : nil,
            ].compactMap { $0 }
            if let first = checkOnly.first {
                throw ValidationError("\(first) is only meaningful with --check")
            }
        }
    }

    /// `(tabSize, insertSpaces)` for `--indent`.
    func formattingIndent(_ text: String) -> (Int, Bool)? {
        if text == "tab" { return (4, false) }
        guard let spaces = Int(text), (1...16).contains(spaces) else { return nil }
        return (spaces, true)
    }

    mutating func run() async throws {
        if formatFiles || checkFormatting {
            let indentation = indent.flatMap(formattingIndent)
            let flags = FormattingOverrides(
                tabSize: indent == "tab" ? nil : indentation?.0, insertSpaces: indentation?.1, maxLineWidth: maxLineWidth,
                attributeLayout: attributeLayout.flatMap(AttributeLayout.init(rawValue:)))
            let options = FormatCommand.Options(paths: paths, mode: checkFormatting ? .check : .inPlace, flags: flags)
            throw ExitCode(FormatCommand.run(options, output: .standardStreams()))
        }
        if let previewServer {
            do {
                try await PreviewServerCommand.run(folder: previewServer) { url in
                    FileHandle.standardOutput.write(Data((url + "\n").utf8))
                }
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            throw ExitCode(0)
        }
        if preview {
            let result = await PreviewCommand.run(PreviewCommand.Options(
                paths: paths, size: size.flatMap(PreviewCommand.parseSize), device: device,
                format: format.flatMap(PreviewCommand.Format.init(rawValue:)) ?? .svg, swiftPaths: swift, outputDirectory: output,
                theme: theme))
            FileHandle.standardOutput.write(Data(result.output.utf8))
            FileHandle.standardError.write(Data(result.errors.utf8))
            throw ExitCode(result.status)
        }
        if check {
            var options = CheckOptions(
                paths: paths, format: format.flatMap(CheckOutputFormat.init(rawValue:)) ?? .text, warningsAsErrors: warningsAsErrors, quiet: quiet, schemaDirectory: schemaDir,
                maxDiagnosticsPerFile: maxDiagnostics ?? CheckOptions.defaultMaxDiagnosticsPerFile, solvesLayouts: !noLayout,
                descriptionPath: applicationDescription)
            options.tracesLayout = traceLayout
            let code = await CheckCommand.run(options: options, analyzer: CheckAnalysis.standard, output: .standardStreams())
            throw ExitCode(code)
        }
        keepFreedMemoryForReuse()
        let configuration = LanguageServer.Configuration.product().settingLogLevel(named: logLevel) ?? .product()
        let code = await LanguageServer.serveStandardStreams(configuration: configuration)
        throw ExitCode(code)
    }
}


/// Usage errors exit with 2, as `--check` documents, rather than ArgumentParser's 64.
let usageErrorStatus: Int32 = 2

// Top-level code in main.swift resolves `main()` and `run()` to their synchronous overloads,
// so the command runs from an explicitly asynchronous function.
func runCommand() async {
    do {
        var parsed = try ReactantLSPCommand.parseAsRoot()
        if var command = parsed as? ReactantLSPCommand {
            try await command.run()
        } else {
            try parsed.run()  // Built-in commands such as help.
        }
    } catch {
        if ReactantLSPCommand.exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((ReactantLSPCommand.fullMessage(for: error) + "\n").utf8))
            exit(usageErrorStatus)
        }
        ReactantLSPCommand.exit(withError: error)
    }
}

// Before any worker thread takes memory of its own (see the function).
mapThreadHeapsWhole()
await runCommand()
