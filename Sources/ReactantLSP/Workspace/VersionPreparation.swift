import Foundation
import Support
import XMLSyntax
import ReactantAnalysis

/// The work done once per version of an open document, shared by every feature that reads
/// that version, in stages: the syntax tree and the document's model (all completion needs),
/// the prepared document (the analysis's input, with libxml2's verdict), and the navigation
/// document (hover and navigation). A caller asking while another computes a stage waits for
/// that result instead of repeating it, so no stage runs twice for one version.
final class VersionPreparation: Sendable {
    let text: String
    let path: String
    private let tree = ComputedOnce<XMLSyntaxTree>()
    private let model = ComputedOnce<ReactantDocument>()
    private let prepared = ComputedOnce<PreparedDocument>()
    private let navigation = ComputedOnce<NavigationDocument>()
    /// Set once the slow diagnostics have laid the version out on every device (hover reads
    /// it), with the other files' styles and the views held for the Swift files it was laid out
    /// with: another file's change may alter either in the same version.
    private let deviceLayouts = LockedValue<(styles: StyleLibrary, holds: FieldLayoutHolds, layouts: [ComponentLayout])?>(nil)
    /// The solved systems of this version's layouts once laid out, else of the latest earlier
    /// version laid out: the next version's layout starts from them (`SolvedLayoutSystems`).
    private let layoutSystems: LockedValue<SolvedLayoutSystems?>
    /// The latest earlier version whose tree was read, until this version's tree is: a
    /// keystroke's tree is that one with the edited tag or text re-read (`IncrementalParse`).
    private let base: LockedValue<(text: String, tree: XMLSyntaxTree)?>

    /// - Parameter previous: the document's preparation this version replaces, if any.
    init(text: String, path: String, previous: VersionPreparation? = nil) {
        self.text = text
        self.path = path
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
        tree.value {
            guard let (baseText, baseTree) = base.value else { return XMLSyntaxTree.parse(text) }
            let parsed = IncrementalParse.parse(text, reusing: baseTree, of: baseText)
            // Freeing the base tree (tens of thousands of values in a long document) is not left
            // to the completion waiting for this tree.
            BackgroundRelease.release(base.take())
            return parsed
        }
    }

    /// The document's Reactant UI model, read from the tree.
    var document: ReactantDocument {
        model.value { ReactantDocument(tree: syntaxTree, path: path) }
    }

    /// The text prepared for analysis.
    var preparedDocument: PreparedDocument {
        prepared.value {
            // libxml2 needs no tree: it runs on another core while the tree is scanned (here, or
            // by a completion of this version) and the document model is read from it.
            let text = text
            let wellFormedness = BackgroundResult { LibXML2WellFormedness.reports(for: Array(text.utf8)) }
            return PreparedDocument(
                text: text, path: path, tree: syntaxTree, document: document, wellFormedness: { wellFormedness.value })
        }
    }

    /// The version read for hover and navigation.
    var navigationDocument: NavigationDocument {
        navigation.value { NavigationDocument(preparedDocument) }
    }

    /// Which stages some reader has computed already (each is computed once, whoever asks).
    var finishedStages: (tree: Bool, navigationDocument: Bool, deviceLayouts: Bool) {
        (tree.finishedValue != nil, navigation.finishedValue != nil, deviceLayouts.value != nil)
    }

    /// The version laid out on every built-in device; nil when cancelled part way, and then
    /// nothing is kept, so the next caller starts again.
    /// - Parameter styles: the other files' styles the document applies; layouts solved with
    ///   other styles or other held views (before another file changed) are solved again.
    func layoutsOnEveryDevice(styles: StyleLibrary, holds: FieldLayoutHolds, isCancelled: () -> Bool) -> [ComponentLayout]? {
        if let known = deviceLayouts.value, known.styles == styles, known.holds == holds { return known.layouts }
        guard let (layouts, systems) = LayoutCheck.layoutsAndSystems(
            document: document, tree: syntaxTree, styles: styles, holds: holds, reusing: layoutSystems.value, isCancelled: isCancelled)
        else { return nil }
        deviceLayouts.withLock { $0 = (styles, holds, layouts) }
        if let systems { layoutSystems.withLock { $0 = systems } }
        return layouts
    }

    /// The version laid out on one device: from the layouts of every device when they are
    /// solved already with the same styles and held views, else solved for that device alone.
    func layout(on preset: DevicePreset, styles: StyleLibrary, holds: FieldLayoutHolds) -> ComponentLayout? {
        if let known = deviceLayouts.value, known.styles == styles, known.holds == holds {
            return known.layouts.first { $0.preset.identifier == preset.identifier }
        }
        return ComponentLayout.solve(document, tree: syntaxTree, preset: preset, styles: styles, holds: holds)
    }
}
