/// Messages of the editor layer: folding, selection ranges, linked editing, workspace symbols,
/// semantic tokens and inlay hints.

// MARK: Folding ranges

public struct FoldingRangeKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let comment = FoldingRangeKind(rawValue: "comment")
    public static let imports = FoldingRangeKind(rawValue: "imports")
    public static let region = FoldingRangeKind(rawValue: "region")
}

/// Lines `startLine...endLine` fold; the client shows `startLine` and hides the rest.
public struct FoldingRange: Codable, Hashable, Sendable {
    public var startLine: Int
    public var startCharacter: Int?
    public var endLine: Int
    public var endCharacter: Int?
    public var kind: FoldingRangeKind?
    public init(startLine: Int, startCharacter: Int? = nil, endLine: Int, endCharacter: Int? = nil, kind: FoldingRangeKind? = nil) {
        self.startLine = startLine
        self.startCharacter = startCharacter
        self.endLine = endLine
        self.endCharacter = endCharacter
        self.kind = kind
    }
}

public struct FoldingRangeRequest: RequestType, Hashable {
    public static let method = "textDocument/foldingRange"
    public typealias Response = [FoldingRange]?
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

// MARK: Selection ranges

/// A range and the ranges enclosing it, innermost first. Stored as a flat list so that a deep
/// chain costs no recursion in memory; encoded as the protocol's nested `parent`s.
public struct SelectionRange: Codable, Hashable, Sendable {
    /// This range first, then each enclosing range outwards.
    public var chain: [LSPRange]

    public init(chain: [LSPRange]) {
        precondition(!chain.isEmpty, "a selection range has at least its own range")
        self.chain = chain
    }

    public var range: LSPRange { chain[0] }
    public var parent: SelectionRange? { chain.count > 1 ? SelectionRange(chain: Array(chain.dropFirst())) : nil }

    private enum CodingKeys: String, CodingKey { case range, parent }

    public init(from decoder: any Decoder) throws {
        var chain: [LSPRange] = []
        var container: KeyedDecodingContainer<CodingKeys>? = try decoder.container(keyedBy: CodingKeys.self)
        while let current = container {
            chain.append(try current.decode(LSPRange.self, forKey: .range))
            container = try !current.contains(.parent) || current.decodeNil(forKey: .parent)
                ? nil : current.nestedContainer(keyedBy: CodingKeys.self, forKey: .parent)
        }
        self.chain = chain
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(chain[0], forKey: .range)
        for range in chain.dropFirst() {
            var parent = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .parent)
            try parent.encode(range, forKey: .range)
            container = parent
        }
    }
}

public struct SelectionRangeRequest: RequestType, Hashable {
    public static let method = "textDocument/selectionRange"
    public typealias Response = [SelectionRange]?
    public var textDocument: TextDocumentIdentifier
    public var positions: [Position]
    public init(textDocument: TextDocumentIdentifier, positions: [Position]) {
        self.textDocument = textDocument
        self.positions = positions
    }
}

// MARK: Linked editing

public struct LinkedEditingRanges: Codable, Hashable, Sendable {
    public var ranges: [LSPRange]
    /// A regular expression (JavaScript syntax) the edited text must match to stay linked.
    public var wordPattern: String?
    public init(ranges: [LSPRange], wordPattern: String? = nil) {
        self.ranges = ranges
        self.wordPattern = wordPattern
    }
}

public struct LinkedEditingRangeRequest: RequestType, Hashable {
    public static let method = "textDocument/linkedEditingRange"
    public typealias Response = LinkedEditingRanges?
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

// MARK: Workspace symbols

public struct SymbolInformation: Codable, Hashable, Sendable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?
    public init(name: String, kind: SymbolKind, location: Location, containerName: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}

public struct WorkspaceSymbolRequest: RequestType, Hashable {
    public static let method = "workspace/symbol"
    public typealias Response = [SymbolInformation]?
    public var query: String
    public init(query: String) { self.query = query }
}

// MARK: Semantic tokens

public struct SemanticTokensLegend: Codable, Hashable, Sendable {
    public var tokenTypes: [String]
    public var tokenModifiers: [String]
    public init(tokenTypes: [String], tokenModifiers: [String]) {
        self.tokenTypes = tokenTypes
        self.tokenModifiers = tokenModifiers
    }
}

public struct SemanticTokensOptions: Codable, Hashable, Sendable {
    public struct Full: Codable, Hashable, Sendable {
        public var delta: Bool?
        public init(delta: Bool? = nil) { self.delta = delta }
    }
    public var legend: SemanticTokensLegend
    public var range: Bool?
    public var full: Full?
    public init(legend: SemanticTokensLegend, range: Bool? = nil, full: Full? = nil) {
        self.legend = legend
        self.range = range
        self.full = full
    }
}

/// Tokens as the protocol packs them: five integers each, positions relative to the previous token.
public struct SemanticTokens: Codable, Hashable, Sendable {
    public var resultId: String?
    public var data: [UInt32]
    public init(resultId: String? = nil, data: [UInt32]) {
        self.resultId = resultId
        self.data = data
    }
}

public struct SemanticTokensEdit: Codable, Hashable, Sendable {
    public var start: Int
    public var deleteCount: Int
    public var data: [UInt32]?
    public init(start: Int, deleteCount: Int, data: [UInt32]? = nil) {
        self.start = start
        self.deleteCount = deleteCount
        self.data = data
    }
}

public struct SemanticTokensDelta: Codable, Hashable, Sendable {
    public var resultId: String?
    public var edits: [SemanticTokensEdit]
    public init(resultId: String? = nil, edits: [SemanticTokensEdit]) {
        self.resultId = resultId
        self.edits = edits
    }
}

/// The answer to `full/delta`: edits against the previous result, or all tokens when that
/// result is no longer known.
public enum SemanticTokensDeltaResult: Codable, Hashable, Sendable {
    case full(SemanticTokens)
    case delta(SemanticTokensDelta)

    private enum CodingKeys: String, CodingKey { case edits }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = container.contains(.edits) ? .delta(try SemanticTokensDelta(from: decoder)) : .full(try SemanticTokens(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .full(let tokens): try tokens.encode(to: encoder)
        case .delta(let delta): try delta.encode(to: encoder)
        }
    }
}

public struct SemanticTokensRequest: RequestType, Hashable {
    public static let method = "textDocument/semanticTokens/full"
    public typealias Response = SemanticTokens?
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

public struct SemanticTokensDeltaRequest: RequestType, Hashable {
    public static let method = "textDocument/semanticTokens/full/delta"
    public typealias Response = SemanticTokensDeltaResult?
    public var textDocument: TextDocumentIdentifier
    public var previousResultId: String
    public init(textDocument: TextDocumentIdentifier, previousResultId: String) {
        self.textDocument = textDocument
        self.previousResultId = previousResultId
    }
}

public struct SemanticTokensRangeRequest: RequestType, Hashable {
    public static let method = "textDocument/semanticTokens/range"
    public typealias Response = SemanticTokens?
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

// MARK: Inlay hints

public struct InlayHintKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let type = InlayHintKind(rawValue: 1)
    public static let parameter = InlayHintKind(rawValue: 2)
}

public struct InlayHint: Codable, Hashable, Sendable {
    public var position: Position
    public var label: String
    public var kind: InlayHintKind?
    public var tooltip: String?
    public var paddingLeft: Bool?
    public var paddingRight: Bool?
    public init(
        position: Position, label: String, kind: InlayHintKind? = nil, tooltip: String? = nil,
        paddingLeft: Bool? = nil, paddingRight: Bool? = nil
    ) {
        self.position = position
        self.label = label
        self.kind = kind
        self.tooltip = tooltip
        self.paddingLeft = paddingLeft
        self.paddingRight = paddingRight
    }
}

public struct InlayHintRequest: RequestType, Hashable {
    public static let method = "textDocument/inlayHint"
    public typealias Response = [InlayHint]?
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

/// Server → client: the hints shown may be outdated (e.g. the settings that filter them changed).
public struct InlayHintRefreshRequest: RequestType, Hashable {
    public static let method = "workspace/inlayHint/refresh"
    public typealias Response = VoidResponse
    public init() {}
}

/// A color in RGBA, each component from 0 to 1 (LSP 3.6).
public struct LSPColor: Codable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

public struct ColorInformation: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var color: LSPColor
    public init(range: LSPRange, color: LSPColor) {
        self.range = range
        self.color = color
    }
}

public struct DocumentColorRequest: RequestType, Hashable {
    public static let method = "textDocument/documentColor"
    public typealias Response = [ColorInformation]
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

public struct ColorPresentation: Codable, Hashable, Sendable {
    public var label: String
    public var textEdit: TextEdit?
    public init(label: String, textEdit: TextEdit? = nil) {
        self.label = label
        self.textEdit = textEdit
    }
}

public struct ColorPresentationRequest: RequestType, Hashable {
    public static let method = "textDocument/colorPresentation"
    public typealias Response = [ColorPresentation]
    public var textDocument: TextDocumentIdentifier
    public var color: LSPColor
    public var range: LSPRange
    public init(textDocument: TextDocumentIdentifier, color: LSPColor, range: LSPRange) {
        self.textDocument = textDocument
        self.color = color
        self.range = range
    }
}
