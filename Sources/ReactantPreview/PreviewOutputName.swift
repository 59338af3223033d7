/// The name `--preview PATH… --output DIR` gives the image of one file on one device: flat (one
/// folder a CI job uploads as it is) and readable in a pull request's artifact list:
/// `Sources/Screens/Login.ui.xml` on `iphone-se` is `Sources__Screens__Login--iphone-se.svg`.
/// The path is the file's as the command shows it (relative to the current directory when
/// given so), without a leading `./` or `/` and without `.ui.xml`; each `/` becomes `__`.
public enum PreviewOutputName {
    public static func fileName(path: String, device: String, extension: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        while relative.hasPrefix("/") { relative = relative.dropFirst() }
        if relative.hasSuffix(".ui.xml") { relative = relative.dropLast(".ui.xml".count) }
        let flat = relative.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "__")
        return "\(flat)--\(device).\(`extension`)"
    }
}
