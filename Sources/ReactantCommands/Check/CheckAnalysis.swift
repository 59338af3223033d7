import Foundation
import SchemaModel
import SourceFiles
import Support
import SwiftBinding
import XMLSyntax
import ReactantAnalysis
import ReactantLayout

/// The analysis behind `reactant-lsp --check`: the same `DocumentAnalyzer` the server runs,
/// applied to a fixed set of files in two parallel passes.
///
/// The Swift sources are read into their declarations first (each within its
/// `SwiftReadBudget`; a file not read in time gets a `swift.read-incomplete` note): the
/// layout, solved in pass one, reads which views their code may lay out. Pass one reads every
/// file and finds everything that depends on that file and the Swift files alone (syntax,
/// schema, constraints, duplicates, layout) while its syntax tree is fresh, then keeps only
/// its model and facts: a large tree is never held in memory whole. The `WorkspaceIndex` is then built from all facts
/// and declarations at once, so cross-file references resolve within the set checked; pass two
/// runs the `WorkspaceParticipant`s on each model against that index. Both passes spread the
/// files over the available cores; results are keyed by path, so their order never depends
/// on scheduling, and they equal `DocumentAnalyzer.analyze` of each file.
public enum CheckAnalysis {
    /// The product's analysis: `DocumentAnalyzer.standardSolvingLayouts(schema:)` with the
    /// built-in schemas, plus the user's under `--schema-dir`; layouts solved unless the request
    /// says not (then `DocumentAnalyzer.standard(schema:)`).
    public static let standard: CheckAnalyzer = {
        // The built-in schemas load on another core while the files are found and read.
        Task.detached(priority: .userInitiated) { _ = Schema.embedded }
        let parallelism = ProcessInfo.processInfo.activeProcessorCount
        return { request in
            try await analyze(request, makeAnalyzer: {
                request.solvesLayouts
                    ? DocumentAnalyzer.standardSolvingLayouts(
                        schema: $0, memoCapacity: DocumentAnalyzer.batchMemoCapacity,
                        verifyingFixes: request.verifiesLayoutFixes, trace: request.layoutTrace)
                    : DocumentAnalyzer.standard(schema: $0, memoCapacity: DocumentAnalyzer.batchMemoCapacity)
            }, parallelism: parallelism)
        }
    }()

    /// An analysis whose checks come from `makeAnalyzer` (tests pass a narrower list) and
    /// whose Swift files are read within `swiftReadBudget` (tests pass `.none`).
    public static func analyzer(
        makeAnalyzer: @escaping @Sendable (Schema) -> DocumentAnalyzer = {
            DocumentAnalyzer.standardSolvingLayouts(schema: $0, memoCapacity: DocumentAnalyzer.batchMemoCapacity)
        },
        parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
        swiftReadBudget: SwiftReadBudget = .standard
    ) -> CheckAnalyzer {
        { request in
            try await analyze(request, makeAnalyzer: makeAnalyzer, parallelism: parallelism, swiftReadBudget: swiftReadBudget)
        }
    }

    /// Loads the schemas, prepares and analyses every file; throws `SchemaDirectoryError`
    /// (naming the schema file and line) when a user schema does not load.
    public static func analyze(
        _ request: CheckRequest,
        makeAnalyzer: @Sendable (Schema) -> DocumentAnalyzer,
        parallelism: Int,
        swiftReadBudget: SwiftReadBudget = .standard
    ) async throws -> [String: [Diagnostic]] {
        let schema = try loadSchema(directory: request.schemaDirectory)
        // One analyzer for all lanes: each distinct value is analyzed once, whichever file has
        // it first (its memos are sharded, so lanes seldom wait for each other).
        let lanes = max(1, parallelism)
        let analyzer = makeAnalyzer(schema)
        let files = request.files
        let progress = ProgressCounter(report: request.reportProgress)

        let swiftDeclarations = await ParallelMap.map(request.swiftFiles, parallelism: lanes) { file in
            (file.path, await SwiftSourceReader.read(file.text, budget: swiftReadBudget))
        }
        let swift = SwiftDeclarationIndex(files: Dictionary(swiftDeclarations, uniquingKeysWith: { first, _ in first }))
        var result: [String: [Diagnostic]] = [:]
        for (file, (_, declarations)) in zip(request.swiftFiles, swiftDeclarations) {
            if let note = SwiftReadNote.note(for: declarations, text: file.text) { result[file.path, default: []].append(note) }
        }
        @Sendable func checkLocally(_ file: SourceFile, styleGroups: WorkspaceIndex?) async -> CheckedLocally {
            let (prepared, findings) = await analyzer.localFindings(
                text: file.text, path: file.path, swift: swift, resources: request.resources, styleGroups: styleGroups)
            let isLarge = file.text.utf8.count >= XMLDocumentSyntax.largeDocumentLength
            let readsAcrossFiles = analyzer.readsSyntaxAcrossFiles(prepared.document, styleGroupsKnown: styleGroups != nil)
            // Trees are read again for the second pass rather than kept through the first, so
            // that a workspace's trees are not all held at once; but a large file's tree is
            // kept, as reading it again would cost as much as the first time and hold two.
            let local = CheckedLocally(
                path: file.path, document: prepared.document, facts: prepared.facts, findings: findings,
                readsAcrossFiles: readsAcrossFiles, tree: isLarge && readsAcrossFiles ? prepared.syntax.tree : nil)
            progress.advance()
            // A large file's preparation is freed beside the next work, not before it.
            if isLarge { BackgroundRelease.release(prepared) }
            return local
        }
        // Files that may be style groups first: with every group known, the checks that read
        // no other file than those (the layout, applying their styles) run in the first pass
        // on every other file, on the tree read there, instead of on a tree read again.
        let mayBeStyleGroup = files.map { !DocumentPath.cannotBeStyleGroup($0.path) }
        let first = await ParallelMap.map(files.indices.filter { mayBeStyleGroup[$0] }, parallelism: lanes) { index in
            await checkLocally(files[index], styleGroups: nil)
        }
        let styleGroups = WorkspaceIndex(first.map(\.facts).filter { $0.styleGroup != nil }, swift: swift, resources: request.resources)
        let rest = await ParallelMap.map(files.indices.filter { !mayBeStyleGroup[$0] }, parallelism: lanes) { index in
            await checkLocally(files[index], styleGroups: styleGroups)
        }
        var firstResults = first.makeIterator(), restResults = rest.makeIterator()
        let checked = files.indices.map { mayBeStyleGroup[$0] ? firstResults.next()! : restResults.next()! }
        let workspace = WorkspaceIndex(checked.map(\.facts), swift: swift, resources: request.resources)
        let diagnostics = await ParallelMap.map(Array(checked.indices), parallelism: lanes) { (index: Int) -> [Diagnostic] in
            let file = checked[index]
            let context = WorkspaceContext(path: file.path, document: file.document, workspace: workspace)
            var findings = file.findings + analyzer.workspaceFindings(in: context)
            // A check that reads the syntax and other files (the layout, with other files'
            // styles) runs now, on the tree read again (libxml2's verdict is in already).
            if file.readsAcrossFiles {
                let text = files[index].text
                let prepared = PreparedDocument(
                    text: text, path: file.path, tree: file.tree ?? XMLSyntaxTree.parse(text), document: file.document,
                    facts: file.facts, wellFormedness: { [] })
                findings += analyzer.syntaxFindingsAcrossFiles(
                    prepared, workspace: workspace, styleGroupsKnown: !mayBeStyleGroup[index])
            }
            findings.sort(by: DocumentAnalyzer.documentOrder)
            progress.advance()
            return findings.map(\.diagnostic)
        }
        result.reserveCapacity(files.count + result.count)
        for (file, found) in zip(files, diagnostics) { result[file.path, default: []] += found }
        // The memos hold every distinct value of the tree, and the models every file: a process
        // about to print and exit need not wait for them to be freed.
        BackgroundRelease.release((analyzer, checked))
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

/// What pass one keeps of a file: its model, its facts and what it found on its own.
private struct CheckedLocally: Sendable {
    let path: String
    let document: ReactantDocument
    let facts: DocumentFacts
    let findings: [Finding]
    /// Whether a check that reads the syntax and other files is left for the second pass.
    let readsAcrossFiles: Bool
    /// The tree, kept for the second pass only for a large file (see `analyze`).
    let tree: XMLSyntaxTree?
}

/// Counts steps from any task and reports files done: each file takes two steps (prepare,
/// analyze), so the count reaches the file total when the last analysis ends.
private final class ProgressCounter: Sendable {
    private let steps = LockedValue(0)
    private let report: @Sendable (Int) -> Void

    init(report: @escaping @Sendable (Int) -> Void) {
        self.report = report
    }

    func advance() {
        let done = steps.withLock { steps in
            steps += 1
            return steps / 2
        }
        report(done)
    }
}
