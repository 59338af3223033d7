import Foundation
import SchemaModel

/// The analysis behind `reactant-lsp --check`: the same `DocumentAnalyzer` the server runs,
/// applied to a fixed set of files in two parallel passes.
///
/// Pass one prepares every file (syntax, document model, facts); the `WorkspaceIndex` is then
/// built from all facts at once, so cross-file references resolve within the set checked; pass
/// two analyses every file against that index. Both passes spread the files over the available
/// cores; results are keyed by path, so their order never depends on scheduling.
public enum CheckAnalysis {
    /// The product's analysis: `DocumentAnalyzer.standard(schema:)` with the built-in schemas,
    /// plus the user's under `--schema-dir`.
    public static let standard: CheckAnalyzer = analyzer()

    /// An analysis whose checks come from `makeAnalyzer` (tests pass a narrower list).
    public static func analyzer(
        makeAnalyzer: @escaping @Sendable (Schema) -> DocumentAnalyzer = { DocumentAnalyzer.standard(schema: $0, memoCapacity: DocumentAnalyzer.batchMemoCapacity) },
        parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> CheckAnalyzer {
        { request in try await analyse(request, makeAnalyzer: makeAnalyzer, parallelism: parallelism) }
    }

    /// Loads the schemas, prepares and analyses every file; throws `SchemaDirectoryError`
    /// (naming the schema file and line) when a user schema does not load.
    public static func analyse(
        _ request: CheckRequest,
        makeAnalyzer: @Sendable (Schema) -> DocumentAnalyzer,
        parallelism: Int
    ) async throws -> [String: [Diagnostic]] {
        let schema = try loadSchema(directory: request.schemaDirectory)
        let analyzer = makeAnalyzer(schema)
        let files = request.files
        let progress = ProgressCounter(report: request.reportProgress)

        let prepared = await ParallelMap.map(files, parallelism: parallelism) { file in
            let slot = PreparedSlot(PreparedDocument(text: file.text, path: file.path))
            progress.advance()
            return slot
        }
        let workspace = WorkspaceIndex(prepared.map(\.facts))
        let diagnostics = await ParallelMap.map(prepared, parallelism: parallelism) { slot in
            let analysed = analyzer.analyse(slot.take(), workspace: workspace).diagnostics
            progress.advance()
            return analysed
        }
        var result: [String: [Diagnostic]] = [:]
        result.reserveCapacity(files.count)
        for (file, found) in zip(files, diagnostics) { result[file.path, default: []] += found }
        return result
    }

    /// The embedded schemas (loaded once per process), or those plus every `*.xsd` in
    /// `directory`.
    static func loadSchema(directory: String?) throws(SchemaDirectoryError) -> Schema {
        guard let directory else { return Schema.embedded }
        do {
            return try Schema.load(adding: [URL(fileURLWithPath: directory, isDirectory: true)])
        } catch {
            throw SchemaDirectoryError(underlying: String(describing: error))
        }
    }
}

/// A schema under `--schema-dir` that does not load; the description names its file and line.
public struct SchemaDirectoryError: Error, CustomStringConvertible {
    public var underlying: String
    public var description: String { "a schema in --schema-dir does not load: \(underlying)" }
}

/// Holds one prepared document between the passes. The analysis pass takes it out, so the
/// document is freed by the task that analysed it, on all cores, rather than all at once on
/// one thread when the passes are over (a tenth of the run's time on large trees).
private final class PreparedSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var document: PreparedDocument?
    /// Kept apart from the document, for the workspace index.
    let facts: DocumentFacts

    init(_ document: PreparedDocument) {
        self.document = document
        self.facts = document.facts
    }

    /// The document; callable once.
    func take() -> PreparedDocument {
        lock.withLock {
            defer { document = nil }
            return document!
        }
    }
}

/// Counts steps from any task and reports files done: each file takes two steps (prepare,
/// analyse), so the count reaches the file total when the last analysis ends.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var steps = 0
    private let report: @Sendable (Int) -> Void

    init(report: @escaping @Sendable (Int) -> Void) {
        self.report = report
    }

    func advance() {
        let done = lock.withLock {
            steps += 1
            return steps / 2
        }
        report(done)
    }
}
