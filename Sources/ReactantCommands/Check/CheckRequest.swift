import SourceFiles
import Support
import ReactantAnalysis
import ReactantLayout

/// What `--check` hands the analysis: every file found, decoded, in output order, and the
/// Swift sources found beside them (read for their declarations; reported on only when their
/// reading was given up, `swift.read-incomplete`).
public struct CheckRequest: Sendable {
    public var files: [SourceFile]
    public var swiftFiles: [SourceFile]
    /// `--schema-dir`, already verified to be a directory.
    public var schemaDirectory: String?
    /// Call with the number of files analyzed so far to move the progress indicator; may be
    /// called from any task, and not at all.
    public var reportProgress: @Sendable (_ filesAnalyzed: Int) -> Void
    /// Whether layouts are solved (`--no-layout` says no).
    public var solvesLayouts: Bool
    /// Whether the layout warnings' fixes are found and verified: only an output that carries
    /// fixes (`--format json`) needs them, and verifying lays a document out again per candidate.
    public var verifiesLayoutFixes: Bool
    /// The apps' descriptions and asset catalogs the files are checked against.
    public var resources: ApplicationResourceSet
    /// Where the layout check records how each device was solved (`--trace-layout`).
    public var layoutTrace: LayoutTrace?

    public init(
        files: [SourceFile],
        swiftFiles: [SourceFile] = [],
        schemaDirectory: String? = nil,
        reportProgress: @escaping @Sendable (Int) -> Void = { _ in },
        solvesLayouts: Bool = true,
        verifiesLayoutFixes: Bool = true,
        resources: ApplicationResourceSet = ApplicationResourceSet(),
        layoutTrace: LayoutTrace? = nil
    ) {
        self.layoutTrace = layoutTrace
        self.resources = resources
        self.solvesLayouts = solvesLayouts
        self.verifiesLayoutFixes = verifiesLayoutFixes
        self.files = files
        self.swiftFiles = swiftFiles
        self.schemaDirectory = schemaDirectory
        self.reportProgress = reportProgress
    }
}

/// The analysis `--check` runs: diagnostics keyed by `SourceFile.path`, ranges in UTF-8
/// offsets into that file's `text`. Injected, so the command is tested without it.
/// Throwing means the analysis could not start (e.g. unusable schemas): a usage error.
public typealias CheckAnalyzer = @Sendable (CheckRequest) async throws -> [String: [Diagnostic]]
