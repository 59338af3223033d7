import Foundation
import LanguageServerProtocol
import ReactantAnalysis

/// Converts between `file://` URIs (the protocol's names for documents) and file paths.
public enum FileURI {
    /// The `file://` URI of an absolute path, percent-encoded as clients send it.
    public static func uri(forPath path: String) -> DocumentURI {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The path of a `file://` URI; `nil` for other schemes.
    public static func path(of uri: DocumentURI) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }
}
