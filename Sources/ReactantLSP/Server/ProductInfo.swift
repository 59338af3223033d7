import ReactantAnalysis

/// The product's name and version, as `--version` and `initialize` report them.
public enum ProductInfo {
    public static let name = "reactant-lsp"
    public static let version = "0.1.0"
}
