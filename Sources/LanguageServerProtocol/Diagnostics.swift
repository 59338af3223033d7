public struct DiagnosticSeverity: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let error = DiagnosticSeverity(rawValue: 1)
    public static let warning = DiagnosticSeverity(rawValue: 2)
    public static let information = DiagnosticSeverity(rawValue: 3)
    public static let hint = DiagnosticSeverity(rawValue: 4)
}

public struct DiagnosticTag: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let unnecessary = DiagnosticTag(rawValue: 1)
    public static let deprecated = DiagnosticTag(rawValue: 2)
}

public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    public var location: Location
    public var message: String
    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// A diagnostic on the wire (LSP `Diagnostic`), in line/character positions.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity?
    /// The product's stable kebab-case code, e.g. `layout.unknown-anchor`.
    public var code: String?
    public var source: String?
    public var message: String
    public var tags: [DiagnosticTag]?
    public var relatedInformation: [DiagnosticRelatedInformation]?
    public var data: JSONValue?

    public init(
        range: LSPRange, severity: DiagnosticSeverity? = nil, code: String? = nil, source: String? = nil,
        message: String, tags: [DiagnosticTag]? = nil, relatedInformation: [DiagnosticRelatedInformation]? = nil,
        data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.tags = tags
        self.relatedInformation = relatedInformation
        self.data = data
    }
}

/// Server → client: the complete set of diagnostics of one document at `version`.
public struct PublishDiagnosticsNotification: NotificationType, Hashable {
    public static let method = "textDocument/publishDiagnostics"
    public var uri: DocumentURI
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
    public init(uri: DocumentURI, version: Int? = nil, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
