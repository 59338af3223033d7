import ReactantAnalysis
import ReactantLayout
import Support

/// The settings the server honours, as the editor sends them in `initializationOptions` and
/// `workspace/didChangeConfiguration`. Every field has a default, so a client that sends
/// nothing gets a fully working server. The launch path (`reactant.serverPath` in VS Code) is
/// the client's business and deliberately absent.
public struct ServerSettings: Hashable, Sendable {
    /// How much protocol traffic the server logs (`window/logMessage`, `$/logTrace`).
    public enum Trace: String, CaseIterable, Hashable, Sendable {
        case off
        case messages
        case verbose
    }

    /// Directories searched for schemas in addition to the built-in ones, in order.
    public var schemaDirectories: [String]
    /// The diagnostic categories that are switched off; all are on by default.
    public var disabledDiagnostics: Set<DiagnosticCategory>
    public var trace: Trace
    /// The `DevicePreset` identifier hover shows solved frames on.
    public var layoutDevice: String
    /// `reactant.layout.enabled`: whether the diagnostics solve each component's layout on
    /// every device (ambiguous views, conflicting constraints). Off leaves the file check;
    /// hover frames and the preview, asked for one at a time, still solve.
    public var layoutEnabled = true
    /// `reactant.applicationDescription`: the application description (the generator's
    /// `--description` file) every document is checked against; nil: each document's is found
    /// by scope (its Xcode target's, else the nearest `*.hyperdrive.xml` in its folder or
    /// above: `ApplicationResourceDiscovery`). A relative path is
    /// read from the first workspace folder.
    public var applicationDescription: String?
    /// Which inlay hints are shown (`reactant.inlayHints.*`).
    public var inlayHints: InlayHintSettings = InlayHintSettings()

    /// `reactant.format.maxLineWidth`: past this many columns a start tag puts its attributes
    /// one per line (and a long constraint list its constraints).
    public var formatMaxLineWidth: Int
    /// `reactant.format.attributeLayout`: where a start tag's attributes go.
    public var formatAttributeLayout: AttributeLayout = .asWritten
    /// `reactant.format.respectClientOptions`: whether the indentation the editor sends with a
    /// formatting request is used (below a project `.editorconfig`). Off by default: editors send
    /// their own defaults (Emacs a tab of 8), and the project's style must win over those.
    public var formatRespectClientOptions = false

    /// `reactant.diagnostics.maxPerDocument`: past this many, a document's diagnostics end in
    /// one that counts the rest; 0 lists them all.
    public var maxDiagnosticsPerDocument: Int = DiagnosticLimit.defaultLimit

    /// The limit as `DiagnosticLimit` applies it.
    public var diagnosticLimit: DiagnosticLimit {
        DiagnosticLimit(maxDiagnosticsPerDocument, howToRaise: "the setting reactant.diagnostics.maxPerDocument")
    }

    public init(
        schemaDirectories: [String] = [],
        disabledDiagnostics: Set<DiagnosticCategory> = [],
        trace: Trace = .off,
        layoutDevice: String = DevicePreset.defaultPreset.identifier,
        formatMaxLineWidth: Int = ServerSettings.defaultFormatMaxLineWidth
    ) {
        self.schemaDirectories = schemaDirectories
        self.disabledDiagnostics = disabledDiagnostics
        self.trace = trace
        self.layoutDevice = layoutDevice
        self.formatMaxLineWidth = formatMaxLineWidth
    }

    /// The kinds of inlay hints, each on by default.
    /// `reactant.inlayHints.*`: the engine's options under the setting's name.
    public typealias InlayHintSettings = InlayHintOptions

    public static let defaultFormatMaxLineWidth = 120

    /// What a client that sends no settings gets.
    public static let defaults = ServerSettings()

    public func isEnabled(_ category: DiagnosticCategory) -> Bool {
        !disabledDiagnostics.contains(category)
    }

    /// Whether a diagnostic with this code should be published. `crossFile` says that the
    /// diagnostic was found by looking at another file of the workspace; such a diagnostic is
    /// shown only when both its code's category and `crossFile` are enabled. Codes with an
    /// unknown prefix are always shown: a setting never hides what it does not name.
    public func isEnabled(code: String, crossFile: Bool = false) -> Bool {
        if crossFile && !isEnabled(.crossFile) { return false }
        guard let category = DiagnosticCategory(codePrefixOf: code) else { return true }
        return isEnabled(category)
    }
}
