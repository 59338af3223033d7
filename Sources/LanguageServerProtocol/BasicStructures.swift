/// A document address as the client sends it (`file:///…`), kept verbatim.
public typealias DocumentURI = String

/// A zero-based line and character; the character counts units of the negotiated encoding.
public struct Position: Codable, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
    public var description: String { "\(line):\(character)" }
}

/// A half-open range between two positions (LSP `Range`; renamed so it never hides `Swift.Range`).
public struct LSPRange: Codable, Hashable, Sendable, CustomStringConvertible {
    public var start: Position
    public var end: Position
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
    public var description: String { "\(start)-\(end)" }
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var range: LSPRange
    public init(uri: DocumentURI, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public init(uri: DocumentURI) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var version: Int
    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var languageId: String
    public var version: Int
    public var text: String
    public init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

public struct TextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String
    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// `markdown` or `plaintext`.
public struct MarkupKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let plaintext = MarkupKind(rawValue: "plaintext")
    public static let markdown = MarkupKind(rawValue: "markdown")
}

public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind: MarkupKind
    public var value: String
    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}

/// A token naming a work-done progress; a number or a string.
public typealias ProgressToken = RequestID

public struct WorkspaceFolder: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var name: String
    public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}
