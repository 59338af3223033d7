import Testing

@testable import LanguageServerProtocol

@Suite struct MessageRegistryTests {
    @Test(arguments: [
        "initialize", "shutdown", "textDocument/completion", "textDocument/hover", "textDocument/definition",
        "textDocument/references", "textDocument/documentHighlight", "textDocument/documentSymbol",
        "textDocument/codeAction", "textDocument/rename", "textDocument/prepareRename",
        "window/workDoneProgress/create", "client/registerCapability", "workspace/configuration",
        "textDocument/foldingRange", "textDocument/selectionRange", "textDocument/linkedEditingRange", "workspace/symbol",
        "textDocument/semanticTokens/full", "textDocument/semanticTokens/full/delta", "textDocument/semanticTokens/range",
        "textDocument/inlayHint", "workspace/inlayHint/refresh",
    ])
    func everyRequestIsRegisteredUnderItsMethod(method: String) throws {
        let type = try #require(MessageRegistry.lsp.requestType(for: method))
        #expect(type.method == method)
        #expect(MessageRegistry.lsp.notificationType(for: method) == nil)
    }

    @Test(arguments: [
        "initialized", "exit", "$/cancelRequest", "$/progress", "window/logMessage", "textDocument/didOpen",
        "textDocument/didChange", "textDocument/didClose", "textDocument/didSave", "textDocument/publishDiagnostics",
        "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration", "workspace/didChangeWorkspaceFolders",
    ])
    func everyNotificationIsRegisteredUnderItsMethod(method: String) throws {
        let type = try #require(MessageRegistry.lsp.notificationType(for: method))
        #expect(type.method == method)
    }

    @Test func unknownMethodsAreNotFound() {
        #expect(MessageRegistry.lsp.requestType(for: "textDocument/unknown") == nil)
        #expect(MessageRegistry.lsp.notificationType(for: "$/unknown") == nil)
    }

    private struct CustomRequest: RequestType {
        static let method = "reactant/custom"
        typealias Response = String
    }

    @Test func featuresCanAddTheirOwnMethods() {
        var registry = MessageRegistry.lsp
        registry.register(CustomRequest.self)
        #expect(registry.requestType(for: "reactant/custom")?.method == "reactant/custom")
    }
}
