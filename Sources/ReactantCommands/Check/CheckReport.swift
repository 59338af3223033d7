import SourceFiles
import Support
import ReactantAnalysis

/// The outcome of one check, ready for any output format: files in discovery order, each with
/// the diagnostics to print (sorted by position, warnings promoted under
/// `--warnings-as-errors`, only errors under `--quiet`) and the counts that decide the exit
/// status (taken before `--quiet` hides anything).
public struct CheckReport: Sendable {
    public struct FileResult: Sendable {
        public var source: SourceFile
        /// Built only for files that diagnostics point into; empty text otherwise.
        public var positions: LineTable
        public var diagnostics: [Diagnostic]
    }

    public var files: [FileResult]
    public var errorCount: Int
    public var warningCount: Int
    /// Information and hint diagnostics (no Swift class found, fields not checked): printed
    /// like the others, so the summary counts them too.
    public var noteCount: Int
    /// `CheckOptions.currentDirectory`, for paths relative to it (SARIF, GitHub).
    public var currentDirectory: String
    private var indexByPath: [String: Int]

    /// - Parameter precomputedPositions: positions already built, by path (a large file's,
    ///   built while it was analysed); the others that diagnostics point into are built here,
    ///   side by side.
    public init(
        files: [(source: SourceFile, diagnostics: [Diagnostic])],
        warningsAsErrors: Bool,
        quiet: Bool,
        currentDirectory: String,
        precomputedPositions: [String: LineTable] = [:]
    ) async {
        var errors = 0, warnings = 0, notes = 0
        let relatedPaths = Set(files.flatMap { $0.diagnostics.flatMap { $0.related.compactMap(\.path) } })
        let shown = files.map { source, found in
            var diagnostics = found.map { diagnostic in
                var promoted = diagnostic
                if warningsAsErrors, promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
            diagnostics.sort(by: Self.precedes)
            errors += diagnostics.count { $0.severity == .error }
            warnings += diagnostics.count { $0.severity == .warning }
            notes += diagnostics.count { $0.severity == .information || $0.severity == .hint }
            if quiet { diagnostics.removeAll { $0.severity != .error } }
            return (source: source, diagnostics: diagnostics)
        }
        let unused = LineTable("")
        let positions = await ParallelMap.mapSideBySide(shown.count) { [shown] index in
            let source = shown[index].source
            guard !shown[index].diagnostics.isEmpty || relatedPaths.contains(source.path) else { return unused }
            return precomputedPositions[source.path] ?? LineTable(source.text)
        }
        self.files = zip(shown, positions).map { FileResult(source: $0.source, positions: $1, diagnostics: $0.diagnostics) }
        self.errorCount = errors
        self.warningCount = warnings
        self.noteCount = notes
        self.currentDirectory = currentDirectory
        self.indexByPath = Dictionary(self.files.enumerated().map { ($1.source.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The file a related location points into: its own path, or the diagnostic's file.
    public func file(forPath path: String?, in owner: FileResult) -> FileResult? {
        guard let path else { return owner }
        return indexByPath[path].map { files[$0] }
    }

    /// Position order, then severity, code and message: output never depends on the order
    /// the analysis produced its diagnostics in.
    static func precedes(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
        if left.range.lowerBound != right.range.lowerBound { return left.range.lowerBound < right.range.lowerBound }
        if left.range.upperBound != right.range.upperBound { return left.range.upperBound < right.range.upperBound }
        if left.severity != right.severity { return left.severity < right.severity }
        if left.code != right.code { return left.code < right.code }
        return left.message < right.message
    }

    /// A range as 0-based start and end positions in its file.
    public static func span(of range: Range<Int>, in positions: LineTable) -> (start: LineTable.Columns, end: LineTable.Columns) {
        (positions.columns(of: range.lowerBound), positions.columns(of: range.upperBound))
    }

    /// `absolutePath` relative to the current directory when inside it, else `nil`.
    public func relativePath(of absolutePath: String) -> String? {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        guard absolutePath.utf8.count > base.utf8.count, absolutePath.utf8.starts(with: base.utf8) else { return nil }
        return String(decoding: absolutePath.utf8.dropFirst(base.utf8.count), as: UTF8.self)
    }
}
