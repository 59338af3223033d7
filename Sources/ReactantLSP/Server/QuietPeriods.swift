/// How long typing must pause before each kind of work starts, in one place so that their
/// order is visible: the quick diagnostics at once (edits read together are analysed once),
/// an open Swift document's declarations after a short pause (a parse of the whole file per
/// keystroke would queue up), the layout last (the most work, and a keystroke cancels it).
public struct QuietPeriods: Sendable {
    /// Before a changed document's quick diagnostics are computed.
    public var diagnostics: Duration
    /// After the quick diagnostics are published, before the layout stage starts.
    public var layout: Duration
    /// Before an open Swift document is read again for its declarations.
    public var swiftDocument: Duration

    public init(diagnostics: Duration, layout: Duration = .milliseconds(300), swiftDocument: Duration = .milliseconds(150)) {
        self.diagnostics = diagnostics
        self.layout = layout
        self.swiftDocument = swiftDocument
    }

    /// The shipped server's: anything longer before the quick diagnostics would only add to
    /// the time until the user sees them.
    public static let product = QuietPeriods(diagnostics: .milliseconds(2))
}
