import Foundation
import Support
import ReactantAnalysis

/// What `reactant-lsp --check` was asked to do: the parsed command line, nothing more.
public struct CheckOptions: Hashable, Sendable {
    /// Files or directories to check; empty means the current directory.
    public var paths: [String]
    public var format: CheckOutputFormat
    /// Count warnings as errors: they are reported as errors in every format and fail the run.
    public var warningsAsErrors: Bool
    /// Print error diagnostics only: no warnings or notes, no summary line, no progress.
    public var quiet: Bool
    /// A directory whose schemas replace the built-in ones; passed on to the analysis.
    public var schemaDirectory: String?
    /// The directory relative paths are resolved against and SARIF URIs are relative to.
    public var currentDirectory: String
    /// Past this many diagnostics in one file, the rest are counted in one final note
    /// (`--max-diagnostics`; 0 lists them all).
    public var maxDiagnosticsPerFile: Int
    /// Whether each component's layout is solved on every device (false: `--no-layout`, the
    /// file check alone).
    public var solvesLayouts: Bool
    /// The application description (`--description`, the generator's flag); nil: each file's
    /// is found by scope (the nearest `*.hyperdrive.xml` up to the current directory).
    public var descriptionPath: String?
    /// Print, after the report, how each component's layout was solved on each device
    /// (`--trace-layout`, on standard error).
    public var tracesLayout: Bool = false

    public init(
        paths: [String] = [],
        format: CheckOutputFormat = .text,
        warningsAsErrors: Bool = false,
        quiet: Bool = false,
        schemaDirectory: String? = nil,
        currentDirectory: String = CheckOptions.processCurrentDirectory,
        maxDiagnosticsPerFile: Int = CheckOptions.defaultMaxDiagnosticsPerFile,
        solvesLayouts: Bool = true,
        descriptionPath: String? = nil
    ) {
        self.descriptionPath = descriptionPath
        self.solvesLayouts = solvesLayouts
        self.maxDiagnosticsPerFile = maxDiagnosticsPerFile
        self.paths = paths
        self.format = format
        self.warningsAsErrors = warningsAsErrors
        self.quiet = quiet
        self.schemaDirectory = schemaDirectory
        self.currentDirectory = currentDirectory
    }

    public static let defaultMaxDiagnosticsPerFile = DiagnosticLimit.defaultLimit

    public static var processCurrentDirectory: String {
        FileManager.default.currentDirectoryPath
    }
}

/// The output formats of `--check`; the raw values are the `--format` arguments.
public enum CheckOutputFormat: String, Hashable, Sendable, CaseIterable {
    /// Compiler-style lines with the source line and an underline, then a summary.
    case text
    /// One JSON array of diagnostics with 0-based LSP ranges (UTF-16 columns).
    case json
    /// A SARIF 2.1.0 log for code-scanning upload.
    case sarif
    /// GitHub Actions workflow commands, which become annotations on the pull request.
    case github
}
