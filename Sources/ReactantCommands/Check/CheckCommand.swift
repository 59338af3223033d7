import Foundation
import SourceFiles
import Support
import XMLSyntax
import ReactantAnalysis
import ReactantLayout

/// `reactant-lsp --check [PATH…]`: find the files, read them in parallel, run the injected
/// analysis and print its diagnostics in the chosen format.
///
/// Exit status: 0 when no error was found, 1 when any was (warnings count under
/// `--warnings-as-errors`), 2 for usage problems: a path that does not exist or cannot be
/// read, a `--schema-dir` that is not a directory, or an analysis that cannot start. Every
/// problem is named on standard error and nothing is analyzed, so a CI misconfiguration can
/// never pass as a clean run.
public enum CheckCommand {
    public enum ExitStatus: Int32, Sendable {
        case clean = 0
        case errorsFound = 1
        case usageError = 2
    }

    public static func run(
        options: CheckOptions,
        analyzer: CheckAnalyzer,
        output: CheckOutput
    ) async -> Int32 {
        await execute(options: options, analyzer: analyzer, output: output).rawValue
    }

    public static func execute(
        options: CheckOptions,
        analyzer: CheckAnalyzer,
        output: CheckOutput
    ) async -> ExitStatus {
        func fail(_ problems: [PathProblem]) -> ExitStatus {
            for problem in problems {
                output.writeStandardError("reactant-lsp: error: \(TerminalText.sanitized(problem.description))\n")
            }
            return .usageError
        }

        var schemaDirectory: String?
        if let given = options.schemaDirectory {
            let absolute = FileDiscovery.absolutePath(of: given, currentDirectory: options.currentDirectory)
            switch FileDiscovery.kind(of: absolute, followingLinks: true) {
            case .directory: schemaDirectory = absolute
            case .missing: return fail([PathProblem(path: given, reason: "schema directory not found")])
            default: return fail([PathProblem(path: given, reason: "schema directory is not a directory")])
            }
        }

        var explicitDescription: String?
        if let given = options.descriptionPath {
            let absolute = FileDiscovery.absolutePath(of: given, currentDirectory: options.currentDirectory)
            switch FileDiscovery.kind(of: absolute, followingLinks: true) {
            case .missing: return fail([PathProblem(path: given, reason: "application description not found")])
            case .directory: return fail([PathProblem(path: given, reason: "application description is a directory")])
            default: explicitDescription = absolute
            }
        }

        let discovery = FileDiscovery.discover(
            options.paths, currentDirectory: options.currentDirectory, suffixes: FileDiscovery.suffixesWithSwift)
        guard discovery.problems.isEmpty else { return fail(discovery.problems) }
        let checked = discovery.files.filter { !FileDiscovery.isSwift(name: $0.path) }
        let swiftSources = discovery.files.filter { FileDiscovery.isSwift(name: $0.path) }

        let progress = options.quiet || !output.showProgress || checked.count < ProgressIndicator.minimumFiles
            ? nil : ProgressIndicator(total: checked.count, write: output.writeStandardError)
        let reading = await FileReader.readAll(checked) { progress?.update("reading", done: $0) }
        let swiftReading = await FileReader.readAll(swiftSources)
        guard reading.problems.isEmpty, swiftReading.problems.isEmpty else {
            progress?.finish()
            return fail(reading.problems + swiftReading.problems)
        }

        // A large file's positions are built on a core its analysis leaves idle at first
        // (reading and scanning it is one thread's work); `--quiet` prints few or no positions.
        let earlyPositions = options.quiet ? [] : reading.files.map(\.source)
            .filter { $0.text.utf8.count >= XMLDocumentSyntax.largeDocumentLength }
            .map { source in (source.path, Task.detached(priority: .userInitiated) { LineTable(source.text) }) }

        let currentDirectory = FileDiscovery.absolutePath(of: ".", currentDirectory: options.currentDirectory)
        let resources = ApplicationResourceDiscovery.resourceSet(
            forDocuments: reading.files.map { ($0.source.path, $0.source.absolutePath) }, root: currentDirectory,
            explicitDescription: explicitDescription, displayPath: { displayPath(of: $0, currentDirectory: currentDirectory) })
        let descriptions = resources.describedApps.compactMap { app in
            app.description.map { (SourceFile(path: $0.path, absolutePath: $0.path, text: $0.text), app.descriptionDiagnostics) }
        }

        var found: [String: [Diagnostic]] = [:]
        let layoutTrace = options.tracesLayout && options.solvesLayouts ? LayoutTrace() : nil
        if !reading.files.isEmpty {
            let request = CheckRequest(
                files: reading.files.map(\.source),
                swiftFiles: swiftReading.files.map(\.source),
                schemaDirectory: schemaDirectory,
                reportProgress: { progress?.update("analyzing", done: $0) },
                solvesLayouts: options.solvesLayouts,
                // Only JSON carries fixes; the other formats print a warning as the editor shows it
                // before a code action is asked for.
                verifiesLayoutFixes: options.format == .json,
                resources: resources,
                layoutTrace: layoutTrace)
            do {
                found = try await analyzer(request)
            } catch {
                progress?.finish()
                output.writeStandardError("reactant-lsp: error: the analysis could not start: \(TerminalText.sanitized(String(describing: error)))\n")
                return .usageError
            }
        } else if !options.quiet {
            output.writeStandardError("reactant-lsp: warning: no *.ui.xml or *.styles.xml files found\n")
        }
        progress?.finish()

        // Awaited, not waited for: the thread goes on with other work meanwhile.
        var precomputedPositions: [String: LineTable] = [:]
        for (path, positions) in earlyPositions where precomputedPositions[path] == nil {
            precomputedPositions[path] = await positions.value
        }
        let limit = DiagnosticLimit(options.maxDiagnosticsPerFile, howToRaise: "--max-diagnostics N (0: no limit)")
        let report = await CheckReport(
            files: reading.files.map { ($0.source, limit.apply(to: $0.encodingDiagnostics + (found[$0.source.path] ?? []))) }
                // A Swift file is reported on only when it could not be read (`swift.read-incomplete`).
                + swiftReading.files.compactMap { file in found[file.source.path].map { (file.source, limit.apply(to: $0)) } }
                // The application descriptions the files were checked against, with their own diagnostics.
                + descriptions.map { ($0.0, limit.apply(to: $0.1)) },
            warningsAsErrors: options.warningsAsErrors,
            quiet: options.quiet,
            currentDirectory: FileDiscovery.absolutePath(of: ".", currentDirectory: options.currentDirectory),
            precomputedPositions: precomputedPositions)
        write(report, format: options.format, quiet: options.quiet, output: output)
        if let layoutTrace {
            output.writeStandardError(layoutTrace.lines.map { "layout: \($0)\n" }.joined())
        }
        return report.errorCount > 0 ? .errorsFound : .clean
    }

    /// A description's path as the report names it: relative to the current directory when under it.
    static func displayPath(of absolute: String, currentDirectory: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }

    /// Prints the report; text and GitHub output go out file by file, JSON and SARIF as one
    /// document.
    static func write(_ report: CheckReport, format: CheckOutputFormat, quiet: Bool, output: CheckOutput) {
        switch format {
        case .text:
            let formatter = TextFormatter(useColors: output.useColors)
            for file in report.files where !file.diagnostics.isEmpty {
                output.writeStandardOutput(formatter.format(file, in: report))
            }
            if !quiet { output.writeStandardOutput(formatter.summary(report)) }
        case .json:
            output.writeStandardOutput(JSONFormatter().format(report))
        case .sarif:
            output.writeStandardOutput(SARIFFormatter().format(report))
        case .github:
            let formatter = GitHubFormatter()
            for file in report.files where !file.diagnostics.isEmpty {
                output.writeStandardOutput(formatter.format(file, in: report))
            }
        }
    }
}
