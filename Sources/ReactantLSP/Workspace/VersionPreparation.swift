import Foundation
import Support
import XMLSyntax
import ReactantAnalysis
import ReactantLayout

/// The work done once per version of an open document, shared by every feature that reads
/// that version, in stages: the syntax tree and the document's model (all completion needs),
/// the prepared document (the analysis's input, with libxml2's verdict), and the navigation
/// document (hover and navigation). A caller asking while another computes a stage waits for
/// that result instead of repeating it, so no stage runs twice for one version.
///
/// A request awaits a stage (`syntaxTree`, `document`, `preparedDocument`,
/// `navigationDocument`): it is suspended while another caller computes it, holding no
/// cooperative thread. Each stage gathers the stages it reads before it starts, so whoever
/// computes one never waits inside it.
final class VersionPreparation: Sendable {
    let text: String
    let path: String
    private let tree = ComputedOnce<XMLSyntaxTree>()
    private let model = ComputedOnce<ReactantDocument>()
    private let prepared = ComputedOnce<PreparedDocument>()
    private let navigation = ComputedOnce<NavigationDocument>()
    /// How many times each stage was computed (for tests: once, whoever asks).
    private let computations = LockedValue(StageCounts())
    /// libxml2's verdict on the text, started by the first caller preparing the version: it
    /// needs no tree, so it runs on another core while the tree is scanned (here, or by a
    /// completion of this version) and the document model is read from it.
    private let wellFormedness = LockedValue<BackgroundResult<[LibXML2Report]>?>(nil)
    /// Set once the slow diagnostics have laid the version out on every device (hover reads
    /// it), with the other files' styles and the views held for the Swift files it was laid out
    /// with: another file's change may alter either in the same version.
    private let deviceLayouts = LockedValue<(styles: StyleLibrary, holds: FieldLayoutHolds, layouts: [ComponentLayout])?>(nil)
    /// The solved systems of this version's layouts once laid out, else of the latest earlier
    /// version laid out: the next version's layout starts from them (`SolvedLayoutSystems`).
    private let layoutSystems: LockedValue<SolvedLayoutSystems?>
    let layoutValues: LayoutValueAnalyses
    /// The latest earlier version whose tree was read, until this version's tree is: a
    /// keystroke's tree is that one with the edited tag or text re-read (`IncrementalParse`).
    private let base: LockedValue<(text: String, tree: XMLSyntaxTree)?>

    /// - Parameter previous: the document's preparation this version replaces, if any.
    /// - Parameter values: the workspace's analyses of `layout:` values, which its checks and
    ///   editor features share.
    init(text: String, path: String, previous: VersionPreparation? = nil, values: LayoutValueAnalyses = LayoutValueAnalyses()) {
        self.text = text
        self.path = path
        self.layoutValues = values
        // Only the one base is kept, never a chain of versions.
        if let previous {
            self.base = LockedValue(previous.tree.finishedValue.map { (previous.text, $0) } ?? previous.base.value)
        } else {
            self.base = LockedValue(nil)
        }
        layoutSystems = LockedValue(previous?.layoutSystems.value)
    }

    /// The tolerant syntax tree of the text.
    var syntaxTree: XMLSyntaxTree {
        get async {
            await tree.value {
                computations.withLock { $0.tree += 1 }
                return parseTree()
            }
        }
    }

    /// The document's Reactant UI model, read from the tree.
    var document: ReactantDocument {
        get async {
            if let done = model.finishedValue { return done }
            let tree = await syntaxTree
            return await model.value {
                computations.withLock { $0.document += 1 }
                return ReactantDocument(tree: tree, path: path)
            }
        }
    }

    /// The text prepared for analysis.
    var preparedDocument: PreparedDocument {
        get async {
            if let done = prepared.finishedValue { return done }
            let libxml2 = startWellFormedness()
            let (tree, document) = (await syntaxTree, await document)
            let reports = await libxml2.value
            return await prepared.value {
                computations.withLock { $0.preparedDocument += 1 }
                return PreparedDocument(text: text, path: path, tree: tree, document: document, wellFormedness: { reports })
            }
        }
    }

    /// The version read for hover and navigation.
    var navigationDocument: NavigationDocument {
        get async {
            if let done = navigation.finishedValue { return done }
            let prepared = await preparedDocument
            return await navigation.value {
                computations.withLock { $0.navigationDocument += 1 }
                return NavigationDocument(prepared, values: layoutValues)
            }
        }
    }

    /// The model of a version whose tree the caller holds, for a synchronous engine that asks
    /// for it only when it needs it (completion): never waits; while another caller reads it,
    /// this caller reads a copy of its own.
    func documentWithoutWaiting(tree: XMLSyntaxTree) -> ReactantDocument {
        model.valueWithoutWaiting { ReactantDocument(tree: tree, path: path) }
    }

    /// How many times each awaited stage was computed.
    struct StageCounts: Equatable, Sendable {
        var tree = 0, document = 0, preparedDocument = 0, navigationDocument = 0
    }

    /// How many times each awaited stage was computed (a probe for tests: at most once each).
    var stageComputations: StageCounts { computations.value }

    /// Which stages some reader has computed already (each is computed once, whoever asks).
    var finishedStages: (tree: Bool, navigationDocument: Bool, deviceLayouts: Bool) {
        (tree.finishedValue != nil, navigation.finishedValue != nil, deviceLayouts.value != nil)
    }

    private func parseTree() -> XMLSyntaxTree {
        guard let (baseText, baseTree) = base.value else { return XMLSyntaxTree.parse(text) }
        let parsed = IncrementalParse.parse(text, reusing: baseTree, of: baseText)
        // Freeing the base tree (tens of thousands of values in a long document) is not left
        // to the completion waiting for this tree.
        BackgroundRelease.release(base.take())
        return parsed
    }

    /// libxml2's run on the text, started by the first caller.
    private func startWellFormedness() -> BackgroundResult<[LibXML2Report]> {
        let text = text
        return wellFormedness.withLock { run in
            if let run { return run }
            let started = BackgroundResult { LibXML2WellFormedness.reports(for: text) }
            run = started
            return started
        }
    }

    /// The version laid out on every built-in device; nil when cancelled part way, and then
    /// nothing is kept, so the next caller starts again.
    /// - Parameters:
    ///   - tree: the version's syntax tree, and `document` its model (this preparation's stages).
    ///   - styles: the other files' styles the document applies; layouts solved with
    ///     other styles or other held views (before another file changed) are solved again.
    func layoutsOnEveryDevice(
        tree: XMLSyntaxTree, document: ReactantDocument, styles: StyleLibrary, holds: FieldLayoutHolds,
        isCancelled: () -> Bool
    ) async -> [ComponentLayout]? {
        if let known = deviceLayouts.value, known.styles == styles, known.holds == holds { return known.layouts }
        guard let (layouts, systems) = await LayoutCheck.layoutsAndSystemsSideBySide(
            document: document, tree: tree, values: layoutValues, styles: styles, holds: holds, reusing: layoutSystems.value,
            isCancelled: isCancelled)
        else { return nil }
        deviceLayouts.withLock { $0 = (styles, holds, layouts) }
        if let systems { layoutSystems.withLock { $0 = systems } }
        return layouts
    }

    /// The version laid out on one device: from the layouts of every device when they are
    /// solved already with the same styles and held views, else solved for that device alone.
    func layout(
        on preset: DevicePreset, tree: XMLSyntaxTree, document: ReactantDocument, styles: StyleLibrary, holds: FieldLayoutHolds
    ) -> ComponentLayout? {
        if let known = deviceLayouts.value, known.styles == styles, known.holds == holds {
            return known.layouts.first { $0.preset.identifier == preset.identifier }
        }
        return ComponentLayout.solve(document, tree: tree, preset: preset, styles: styles, holds: holds, values: layoutValues)
    }
}
