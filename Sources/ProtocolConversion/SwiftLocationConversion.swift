import Support
import LanguageServerProtocol
import SwiftBinding
import XMLSyntax
import ReactantAnalysis

extension LSPRange {
    /// A Swift file's range in the session's encoding: the index carries both columns, so the
    /// file is not read again.
    package init(_ range: SwiftSourceRange, encoding: LineTable.Encoding) {
        func position(_ position: SwiftSourcePosition) -> Position {
            Position(line: position.line, character: encoding == .utf8 ? position.utf8Column : position.utf16Column)
        }
        self.init(start: position(range.start), end: position(range.end))
    }
}

extension Location {
    package init(_ location: SwiftLocation, encoding: LineTable.Encoding) {
        self.init(uri: FileURI.uri(forPath: location.path), range: LSPRange(location.range, encoding: encoding))
    }
}
