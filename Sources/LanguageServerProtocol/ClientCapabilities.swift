/// What the client supports, limited to the parts the product reads; the rest is ignored.
public struct ClientCapabilities: Codable, Hashable, Sendable {
    public struct General: Codable, Hashable, Sendable {
        /// Encodings the client can work in, most preferred first.
        public var positionEncodings: [PositionEncodingKind]?
        public init(positionEncodings: [PositionEncodingKind]? = nil) { self.positionEncodings = positionEncodings }
    }

    public struct Window: Codable, Hashable, Sendable {
        /// Whether the server may create work-done progress with `window/workDoneProgress/create`.
        public var workDoneProgress: Bool?
        public init(workDoneProgress: Bool? = nil) { self.workDoneProgress = workDoneProgress }
    }

    public struct RefreshSupport: Codable, Hashable, Sendable {
        public var refreshSupport: Bool?
        public init(refreshSupport: Bool? = nil) { self.refreshSupport = refreshSupport }
    }
    public struct DynamicRegistration: Codable, Hashable, Sendable {
        public var dynamicRegistration: Bool?
        public init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
    }

    public struct Workspace: Codable, Hashable, Sendable {
        public var workspaceFolders: Bool?
        public var configuration: Bool?
        public var didChangeWatchedFiles: DynamicRegistration?
        public var didChangeConfiguration: DynamicRegistration?
        public var applyEdit: Bool?
        /// Whether the client re-requests inlay hints when the server asks it to.
        public var inlayHint: RefreshSupport?
        /// Whether the client pulls diagnostics again when the server asks it to.
        public var diagnostics: RefreshSupport?
        public init(
            workspaceFolders: Bool? = nil, configuration: Bool? = nil,
            didChangeWatchedFiles: DynamicRegistration? = nil, didChangeConfiguration: DynamicRegistration? = nil,
            applyEdit: Bool? = nil, inlayHint: RefreshSupport? = nil, diagnostics: RefreshSupport? = nil
        ) {
            self.diagnostics = diagnostics
            self.workspaceFolders = workspaceFolders
            self.configuration = configuration
            self.didChangeWatchedFiles = didChangeWatchedFiles
            self.didChangeConfiguration = didChangeConfiguration
            self.applyEdit = applyEdit
            self.inlayHint = inlayHint
        }
    }

    public struct TextDocument: Codable, Hashable, Sendable {
        public struct Completion: Codable, Hashable, Sendable {
            public struct CompletionItem: Codable, Hashable, Sendable {
                public struct ResolveSupport: Codable, Hashable, Sendable {
                    /// The item properties the client asks `completionItem/resolve` for.
                    public var properties: [String]
                    public init(properties: [String]) { self.properties = properties }
                }
                public var snippetSupport: Bool?
                public var documentationFormat: [MarkupKind]?
                public var resolveSupport: ResolveSupport?
                public init(snippetSupport: Bool? = nil, documentationFormat: [MarkupKind]? = nil, resolveSupport: ResolveSupport? = nil) {
                    self.snippetSupport = snippetSupport
                    self.documentationFormat = documentationFormat
                    self.resolveSupport = resolveSupport
                }
            }
            public struct CompletionList: Codable, Hashable, Sendable {
                /// The `CompletionList.itemDefaults` members the client applies (`editRange`, …).
                public var itemDefaults: [String]?
                public init(itemDefaults: [String]? = nil) { self.itemDefaults = itemDefaults }
            }
            public var completionItem: CompletionItem?
            public var completionList: CompletionList?
            public init(completionItem: CompletionItem? = nil, completionList: CompletionList? = nil) {
                self.completionItem = completionItem
                self.completionList = completionList
            }
        }

        public struct Hover: Codable, Hashable, Sendable {
            public var contentFormat: [MarkupKind]?
            public init(contentFormat: [MarkupKind]? = nil) { self.contentFormat = contentFormat }
        }

        public struct PublishDiagnostics: Codable, Hashable, Sendable {
            public var relatedInformation: Bool?
            public var versionSupport: Bool?
            public var codeDescriptionSupport: Bool?
            public init(relatedInformation: Bool? = nil, versionSupport: Bool? = nil, codeDescriptionSupport: Bool? = nil) {
                self.relatedInformation = relatedInformation
                self.versionSupport = versionSupport
                self.codeDescriptionSupport = codeDescriptionSupport
            }
        }

        public struct Rename: Codable, Hashable, Sendable {
            public var prepareSupport: Bool?
            public init(prepareSupport: Bool? = nil) { self.prepareSupport = prepareSupport }
        }

        /// Present when the client pulls diagnostics (`textDocument/diagnostic`).
        public struct Diagnostic: Codable, Hashable, Sendable {
            public var dynamicRegistration: Bool?
            public var relatedDocumentSupport: Bool?
            public init(dynamicRegistration: Bool? = nil, relatedDocumentSupport: Bool? = nil) {
                self.dynamicRegistration = dynamicRegistration
                self.relatedDocumentSupport = relatedDocumentSupport
            }
        }

        public var completion: Completion?
        public var hover: Hover?
        public var publishDiagnostics: PublishDiagnostics?
        public var rename: Rename?
        public var diagnostic: Diagnostic?
        public init(
            completion: Completion? = nil, hover: Hover? = nil, publishDiagnostics: PublishDiagnostics? = nil,
            rename: Rename? = nil, diagnostic: Diagnostic? = nil
        ) {
            self.diagnostic = diagnostic
            self.completion = completion
            self.hover = hover
            self.publishDiagnostics = publishDiagnostics
            self.rename = rename
        }
    }

    public var general: General?
    public var window: Window?
    public var workspace: Workspace?
    public var textDocument: TextDocument?
    public var experimental: JSONValue?

    public init(
        general: General? = nil, window: Window? = nil, workspace: Workspace? = nil,
        textDocument: TextDocument? = nil, experimental: JSONValue? = nil
    ) {
        self.general = general
        self.window = window
        self.workspace = workspace
        self.textDocument = textDocument
        self.experimental = experimental
    }
}
