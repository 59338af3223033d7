/// The host's side of the preview server: what may be served, each component drawn on
/// request, and what a click on a view asks for. The host draws; the server only carries.
public protocol PreviewSource: Sendable {
    /// The components the server answers for, in the gallery's order. Anything else is 404.
    func components() async -> [PreviewComponent]

    /// The component drawn as `options` ask, or `nil` when it is no longer served.
    func frame(of component: String, options: PreviewOptions) async -> PreviewFrame?

    /// Whether an editor shows the element of a view clicked (`reveal`); without one the
    /// page itself shows where the element is.
    var revealsInEditor: Bool { get }

    /// A page's click on view `view` of `component`: the host shows its element.
    func reveal(view: Int, of component: String) async
}
