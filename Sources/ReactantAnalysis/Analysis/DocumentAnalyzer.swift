import Foundation
import SchemaModel
import Support
import SwiftBinding
import XMLSyntax

/// The analysis pipeline: a pure function of a document's text and path, the workspace index
/// and the participants it was built with.
public struct DocumentAnalyzer: Sendable {
    public let participants: [any AnalysisParticipant]

    /// The checks that need neither schemas nor the constraint grammar.
    public static let referenceChecks: [any AnalysisParticipant] = [
        DuplicateDeclarationCheck(),
        RootComponentCheck(),
        ComponentTypeCheck(),
        StyleReferenceCheck(),
        StyleGroupNameCheck(),
        AnonymousComponentFieldCheck(),
    ]

    /// Every check of the analysis: what `--check` and the server use. The layout check, solved
    /// on every device, is another module's (`ReactantLayout`): `--check` passes it in `adding`;
    /// the server solves layouts in a later stage of its own.
    /// - Parameter memoCapacity: per-value results the schema and constraint checks remember
    ///   (per generation). An editor revisits the values of a few open files, so the default is
    ///   small; a check of a whole tree meets each value in every file that repeats it, so
    ///   its memo is larger (see `batchMemoCapacity`).
    /// - Parameter values: the constraint values' analyses, shared with whoever else reads them
    ///   (the server's layout stage, a layout check in `adding`).
    /// - Parameter adding: participants run after these, given the `values` in use.
    public static func standard(
        schema: Schema, memoCapacity: Int = interactiveMemoCapacity, values: LayoutValueAnalyses? = nil,
        adding: (LayoutValueAnalyses) -> [any AnalysisParticipant] = { _ in [] }
    ) -> DocumentAnalyzer {
        // The constraint and layout checks read the same values: they share their analyses.
        let values = values ?? LayoutValueAnalyses(capacity: memoCapacity)
        return DocumentAnalyzer(participants: referenceChecks + [
            SchemaCheck(schema: schema, memoCapacity: memoCapacity), ConstraintCheck(analyses: values),
            ConstraintNameCheck(analyses: values), StyleApplicationCheck(schema: schema),
            FieldBindingCheck(schema: schema), ThemeResourceCheck(schema: schema),
        ] + adding(values))
    }

    /// What the server remembers per generation: the values of the documents being edited.
    public static let interactiveMemoCapacity = 4096
    /// What `--check` remembers per generation. The values a tree repeats stay (a value used
    /// since the last turnover is kept); one file with tens of thousands of distinct values
    /// does not keep them all, as they would weigh on the check's peak memory.
    public static let batchMemoCapacity = 1 << 14

    public init(participants: [any AnalysisParticipant] = DocumentAnalyzer.referenceChecks) {
        self.participants = participants
    }

    /// The participants one after another on the caller's thread, which waits on nothing
    /// (`--preview`, fuzzing, tests); `analyzeSideBySide` spreads them over the cores.
    public func analyze(_ prepared: PreparedDocument, workspace: WorkspaceIndex) -> AnalyzedDocument {
        let context = AnalysisContext(
            path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document, workspace: workspace)
        var findings = prepared.syntax.diagnostics.map { Finding($0) }
        findings += participants.flatMap { $0.findings(in: context) }
        findings.sort(by: Self.documentOrder)
        return AnalyzedDocument(
            path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document,
            facts: prepared.facts, findings: findings)
    }

    /// The same, with the participants side by side as child tasks while the caller is
    /// suspended, so no cooperative thread is held waiting for them (the server's edited
    /// document). The result is the same.
    /// - Parameter stopsWhenCancelled: for work nobody may wait for any more (a diagnostics run
    ///   superseded by an edit): nil when the task is cancelled before the analysis is done.
    ///   Participants not yet started are skipped; one that has started runs to its end (they
    ///   are synchronous). Never nil otherwise.
    public func analyzeSideBySide(
        _ prepared: PreparedDocument, workspace: WorkspaceIndex, stopsWhenCancelled: Bool = false
    ) async -> AnalyzedDocument? {
        if stopsWhenCancelled, Task.isCancelled { return nil }
        let context = AnalysisContext(
            path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document, workspace: workspace)
        let jobs = Self.jobs(of: participants, in: context)
        var findings = prepared.syntax.diagnostics.map { Finding($0) }
        let found = await Self.sideBySide(jobs) { job -> [Finding]? in
            if stopsWhenCancelled, Task.isCancelled { return nil }
            return job.findings(in: context)
        }
        for participantFindings in found {
            guard let participantFindings else { return nil }
            findings += participantFindings
        }
        if stopsWhenCancelled, Task.isCancelled { return nil }
        findings.sort(by: Self.documentOrder)
        return AnalyzedDocument(
            path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document,
            facts: prepared.facts, findings: findings)
    }

    /// The findings of `prepared` that depend on no other file: its well-formedness and every
    /// participant but the `WorkspaceParticipant`s, in no particular order. A check of many
    /// files keeps the cores busy with files; one large file would keep only one busy, so its
    /// participants run side by side as child tasks while the caller is suspended (`--check`'s
    /// lanes hold no thread waiting for them).
    /// - Parameter swift: the Swift files' declarations, which the layout check reads (which
    ///   views code may lay out); the other documents are not there yet.
    /// - Parameter styleGroups: an index of every style group of the workspace, with `swift`
    ///   and `resources`, when they are known (built once for all files): the participants that
    ///   read no other file than those then run here too, on it.
    public func localFindings(
        _ prepared: PreparedDocument, swift: SwiftDeclarationIndex = SwiftDeclarationIndex(),
        resources: ApplicationResourceSet = ApplicationResourceSet(), styleGroups: WorkspaceIndex? = nil
    ) async -> [Finding] {
        let (local, context) = localParticipants(prepared, swift: swift, resources: resources, styleGroups: styleGroups)
        let found: [Finding]
        if Self.isLarge(context) {
            let jobs = Self.jobs(of: local, in: context)
            found = await Self.sideBySide(jobs) { $0.findings(in: context) }.flatMap { $0 }
        } else {
            found = local.flatMap { $0.findings(in: context) }
        }
        return prepared.syntax.diagnostics.map { Finding($0) } + found
    }

    /// `text` prepared and its `localFindings`, for a check that reads the file from scratch
    /// (`--check`'s first pass). A small document is prepared, then checked, as there. Building
    /// a large document's model is one thread's work that leaves the other cores idle: its
    /// `TreeFirstParticipant`s start on them as soon as the tree is read, the other local
    /// participants side by side once the model is built (the findings, in no particular
    /// order, are the same). The facts leave out what only editor features read.
    public func localFindings(
        text: String, path: String, swift: SwiftDeclarationIndex = SwiftDeclarationIndex(),
        resources: ApplicationResourceSet = ApplicationResourceSet(), styleGroups: WorkspaceIndex? = nil
    ) async -> (prepared: PreparedDocument, findings: [Finding]) {
        guard text.utf8.count >= XMLDocumentSyntax.largeDocumentLength else {
            let prepared = await PreparedDocument.preparing(text: text, path: path, includingEditorFacts: false)
            return (prepared, await localFindings(prepared, swift: swift, resources: resources, styleGroups: styleGroups))
        }
        let syntax = await XMLDocumentSyntax.reading(text)
        // A participant reading the tree alone reads no other file: it is local.
        let treeFirst = participants.compactMap { $0 as? any TreeFirstParticipant }
        let kind = DocumentPath.kind(of: path, rootTag: syntax.tree.root?.name.qualified)
        async let started = treeFirst.map { $0.findings(tree: syntax.tree, path: path, kind: kind) }
        let prepared = PreparedDocument(
            text: text, path: path, syntax: syntax, document: ReactantDocument(tree: syntax.tree, path: path),
            includingEditorFacts: false)
        let (local, context) = localParticipants(prepared, swift: swift, resources: resources, styleGroups: styleGroups)
        let jobs = Self.jobs(of: local.filter { !($0 is any TreeFirstParticipant) }, in: context)
        var found = await Self.sideBySide(jobs) { $0.findings(in: context) }.flatMap { $0 }
        for finish in await started { found += finish(prepared.document) }
        return (prepared, prepared.syntax.diagnostics.map { Finding($0) } + found)
    }

    /// From `XMLDocumentSyntax.largeDocumentLength` on, a document's checks run side by side
    /// even in `--check`, whose cores are otherwise kept busy with files.
    private static func isLarge(_ context: AnalysisContext) -> Bool {
        context.text.utf8.count >= XMLDocumentSyntax.largeDocumentLength
    }

    /// How many parts a large document's views are checked in by each `ViewByViewParticipant`:
    /// in one part, the constraint check alone would outlast every other check and leave a
    /// core idle; in small parts the cores stay busy until the end (the last part runs alone
    /// while it lasts: an eighth of the check was a twentieth of a large file's wall time).
    static let viewParts = 32

    /// A participant, or the part of its views (`views` non-nil) one job of the side-by-side
    /// runs checks.
    private struct Job: Sendable {
        let participant: any AnalysisParticipant
        let views: Range<Int>?

        func findings(in context: AnalysisContext) -> [Finding] {
            guard let views, let byView = participant as? any ViewByViewParticipant else { return participant.findings(in: context) }
            return byView.findings(in: context, views: views)
        }
    }

    /// The participants as jobs to run side by side, in order: each whole, or, in a large
    /// document, a view-by-view one in parts of its views. Their findings joined in this order
    /// are the participants' in order.
    private static func jobs(of participants: [any AnalysisParticipant], in context: AnalysisContext) -> [Job] {
        let count = context.document.views.count
        let splits = isLarge(context) && count >= viewParts
        return participants.flatMap { participant -> [Job] in
            guard splits, participant is any ViewByViewParticipant else { return [Job(participant: participant, views: nil)] }
            return (0..<viewParts).map { Job(participant: participant, views: count * $0 / viewParts..<count * ($0 + 1) / viewParts) }
        }
    }

    /// `run` of every job side by side, the results in the jobs' order. Whole participants
    /// start first, the parts of view-by-view ones after them: a whole one started last would
    /// run alone at the end while the other cores idle; the parts, short, fill in around them.
    private static func sideBySide<Result: Sendable>(
        _ jobs: [Job], _ run: @escaping @Sendable (Job) -> Result
    ) async -> [Result] {
        let order = jobs.indices.filter { jobs[$0].views == nil } + jobs.indices.filter { jobs[$0].views != nil }
        let started = await ParallelMap.mapSideBySide(order.count) { run(jobs[order[$0]]) }
        var results = started
        for (position, job) in order.enumerated() { results[job] = started[position] }
        return results
    }

    /// The participants whose findings depend on no other file (or, with `styleGroups`, on no
    /// other file than those), and the context they read.
    private func localParticipants(
        _ prepared: PreparedDocument, swift: SwiftDeclarationIndex, resources: ApplicationResourceSet = ApplicationResourceSet(),
        styleGroups: WorkspaceIndex?
    ) -> (participants: [any AnalysisParticipant], context: AnalysisContext) {
        let context = AnalysisContext(
            path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document,
            workspace: styleGroups ?? WorkspaceIndex([], swift: swift, resources: resources))
        let local = participants.filter { participant in
            if participant is any WorkspaceParticipant { return false }
            if let reader = participant as? any SyntaxAndWorkspaceParticipant {
                return !Self.readsAcrossFiles(reader, prepared.document, styleGroupsKnown: styleGroups != nil)
            }
            return true
        }
        return (local, context)
    }

    /// Whether `reader` needs files `localFindings` did not have for `document`: any other
    /// file, or only style groups when those were not known.
    private static func readsAcrossFiles(
        _ reader: any SyntaxAndWorkspaceParticipant, _ document: ReactantDocument, styleGroupsKnown: Bool
    ) -> Bool {
        reader.readsOtherFiles(document) && !(styleGroupsKnown && reader.readsStyleGroupsAlone)
    }

    /// The findings of the `WorkspaceParticipant`s, from the document's model alone. Together
    /// with `localFindings`, sorted by `documentOrder`, they are what `analyze` finds.
    public func workspaceFindings(in context: WorkspaceContext) -> [Finding] {
        var findings: [Finding] = []
        for case let participant as any WorkspaceParticipant in participants {
            findings += participant.findings(in: context)
        }
        return findings
    }

    /// Whether `syntaxFindingsAcrossFiles` has work for this document: some participant reads
    /// both its syntax and other files (`localFindings` left it out). `styleGroupsKnown`: as
    /// `localFindings` was given them.
    public func readsSyntaxAcrossFiles(_ document: ReactantDocument, styleGroupsKnown: Bool = false) -> Bool {
        participants.contains { participant in
            guard let reader = participant as? any SyntaxAndWorkspaceParticipant else { return false }
            return Self.readsAcrossFiles(reader, document, styleGroupsKnown: styleGroupsKnown)
        }
    }

    /// The findings of the participants that read both the syntax and other files, on the
    /// documents `localFindings` left them out of. Together with `localFindings` and
    /// `workspaceFindings`, sorted, they are what `analyze` finds.
    public func syntaxFindingsAcrossFiles(
        _ prepared: PreparedDocument, workspace: WorkspaceIndex, styleGroupsKnown: Bool = false
    ) -> [Finding] {
        let context = AnalysisContext(
            path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document, workspace: workspace)
        return participants.flatMap { participant -> [Finding] in
            guard let reader = participant as? any SyntaxAndWorkspaceParticipant,
                  Self.readsAcrossFiles(reader, prepared.document, styleGroupsKnown: styleGroupsKnown) else { return [] }
            return reader.findings(in: context)
        }
    }

    public func analyze(text: String, path: String, workspace: WorkspaceIndex) -> AnalyzedDocument {
        analyze(PreparedDocument(text: text, path: path), workspace: workspace)
    }

    /// Position, then code and message, so the order never depends on the participants' order.
    public static func documentOrder(_ a: Finding, _ b: Finding) -> Bool {
        let x = a.diagnostic, y = b.diagnostic
        return (x.range.lowerBound, x.range.upperBound, x.code, x.message) < (y.range.lowerBound, y.range.upperBound, y.code, y.message)
    }
}
