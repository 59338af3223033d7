/// Pull diagnostics (LSP 3.17): the client asks for a document's or the workspace's
/// diagnostics instead of waiting for `publishDiagnostics`. A result id lets the server answer
/// `unchanged` when what the client holds is still right.

/// What the server advertises as `diagnosticProvider`.
public struct DiagnosticOptions: Codable, Hashable, Sendable {
    /// Tells this server's diagnostics apart from other providers' in the client.
    public var identifier: String?
    /// Whether a change in one file can change another's diagnostics (the client then re-pulls
    /// open documents when any of them changes).
    public var interFileDependencies: Bool
    public var workspaceDiagnostics: Bool

    public init(identifier: String? = nil, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.identifier = identifier
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// One document's diagnostics: all of them, or word that those of `resultId` still hold.
public enum DocumentDiagnosticReport: Codable, Hashable, Sendable {
    case full(resultId: String?, items: [LSPDiagnostic])
    case unchanged(resultId: String)

    private enum CodingKeys: String, CodingKey { case kind, resultId, items }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "full":
            self = .full(
                resultId: try container.decodeIfPresent(String.self, forKey: .resultId),
                items: try container.decode([LSPDiagnostic].self, forKey: .items))
        case "unchanged":
            self = .unchanged(resultId: try container.decode(String.self, forKey: .resultId))
        case let kind:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown report kind \(kind)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .full(let resultId, let items):
            try container.encode("full", forKey: .kind)
            try container.encodeIfPresent(resultId, forKey: .resultId)
            try container.encode(items, forKey: .items)
        case .unchanged(let resultId):
            try container.encode("unchanged", forKey: .kind)
            try container.encode(resultId, forKey: .resultId)
        }
    }

    public var resultId: String? {
        switch self {
        case .full(let resultId, _): resultId
        case .unchanged(let resultId): resultId
        }
    }
}

/// Client → server: the diagnostics of one document.
public struct DocumentDiagnosticRequest: RequestType, Hashable {
    public static let method = "textDocument/diagnostic"
    public typealias Response = DocumentDiagnosticReport
    public var textDocument: TextDocumentIdentifier
    public var identifier: String?
    public var previousResultId: String?

    public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.identifier = identifier
        self.previousResultId = previousResultId
    }
}

/// A result id the client holds for a document, sent back with a workspace pull.
public struct PreviousResultId: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var value: String
    public init(uri: DocumentURI, value: String) {
        self.uri = uri
        self.value = value
    }
}

/// One document's report within a workspace pull. `version` is the open document's version,
/// and explicitly `null` for a file the editor does not have open.
public struct WorkspaceDocumentDiagnosticReport: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var version: Int?
    public var report: DocumentDiagnosticReport

    public init(uri: DocumentURI, version: Int?, report: DocumentDiagnosticReport) {
        self.uri = uri
        self.version = version
        self.report = report
    }

    private enum CodingKeys: String, CodingKey { case uri, version }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        uri = try container.decode(DocumentURI.self, forKey: .uri)
        version = try container.decodeIfPresent(Int.self, forKey: .version)
        report = try DocumentDiagnosticReport(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)  // `null` is required, not an absent key
    }
}

public struct WorkspaceDiagnosticReport: Codable, Hashable, Sendable {
    public var items: [WorkspaceDocumentDiagnosticReport]
    public init(items: [WorkspaceDocumentDiagnosticReport]) { self.items = items }
}

/// Client → server: the diagnostics of every file of the workspace.
public struct WorkspaceDiagnosticRequest: RequestType, Hashable {
    public static let method = "workspace/diagnostic"
    public typealias Response = WorkspaceDiagnosticReport
    public var identifier: String?
    public var previousResultIds: [PreviousResultId]

    public init(identifier: String? = nil, previousResultIds: [PreviousResultId] = []) {
        self.identifier = identifier
        self.previousResultIds = previousResultIds
    }
}

/// Server → client: pull the diagnostics of open documents again (something they depend on changed).
public struct DiagnosticRefreshRequest: RequestType, Hashable {
    public static let method = "workspace/diagnostic/refresh"
    public typealias Response = VoidResponse
    public init() {}
}
