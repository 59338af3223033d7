import Support
import XMLSyntax

/// The layout solved on every built-in device, as a check: `--check` runs it with the other
/// participants; the server publishes its findings after the quick ones (see
/// `DiagnosticsSource.slowDiagnostics`), so solving never delays a keystroke's diagnostics.
public struct LayoutCheck: AnalysisParticipant {
    public init() {}

    public func findings(in context: AnalysisContext) -> [Finding] {
        Self.diagnostics(document: context.document, tree: context.tree).map { Finding($0) }
    }

    public static func diagnostics(document: ReactantDocument, tree: XMLSyntaxTree) -> [Diagnostic] {
        guard document.kind == .component else { return [] }
        let layouts = DevicePreset.all.compactMap { ComponentLayout.solve(document, tree: tree, preset: $0) }
        return LayoutDiagnostics.diagnostics(for: layouts, in: document)
    }
}
