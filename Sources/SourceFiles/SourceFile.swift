/// One file handed to the analysis by `--check`: where it lives and its decoded text.
///
/// Every `Diagnostic.range` the analysis returns for this file is a range of UTF-8 offsets
/// into `text` (which never contains a byte-order mark), so the CLI can turn it into
/// line/column positions at the edge.
public struct SourceFile: Hashable, Sendable {
    /// The path as the user sees it: the argument given, joined with the path found under it.
    /// Unique within one check; the analysis keys its diagnostics by it.
    public var path: String
    /// Absolute, standardized path on disk.
    public var absolutePath: String
    /// The decoded content, without a byte-order mark.
    public var text: String

    public init(path: String, absolutePath: String, text: String) {
        self.path = path
        self.absolutePath = absolutePath
        self.text = text
    }
}
