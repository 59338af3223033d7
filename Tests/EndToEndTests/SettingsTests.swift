import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// The settings a client sends: diagnostics categories, schema directories, trace.
@Suite(.hangGuard) struct SettingsTests {
    static let uri = "file:///project/Main.ui.xml"
    /// One `xml.*`, one `ref.*` and one cross-file `ref.*` diagnostic.
    static let text = """
        <Component type="Main">
            <Label field="title"/>
            <Button field="title"/>
            <Component type="Elsewhere" field="elsewhere"/>
            <Label field="broken"></Labl>
        </Component>
        """

    @Test func initializationOptionsSwitchCategoriesOff() async throws {
        let server = try await ServerProcess.onWorkspace(nil, options: ["reactant": ["diagnostics": ["references": false]]])
        try server.openDocument(Self.uri, Self.text)
        let published = try await server.diagnostics(Self.uri, version: 1)
        #expect(published.codesAndRanges == [CodeAndRange(code: "xml.mismatched-end-tag", range: TextPositions(Self.text).range(of: "Labl"))])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func configurationChangesRepublishWithTheNewFilter() async throws {
        let server = try await ServerProcess.onWorkspace(nil)
        try server.openDocument(Self.uri, Self.text)
        let all = try await server.diagnostics(Self.uri, version: 1)
        #expect(all.codes == ["ref.duplicate-field", "ref.unknown-component", "xml.mismatched-end-tag"])

        try server.notify(DidChangeConfigurationNotification(settings: ["reactant": ["diagnostics": ["xml": false, "crossFile": false]]]))
        let filtered = try await server.diagnostics(Self.uri) { $0.diagnostics.count != 3 }
        #expect(filtered.codesAndRanges == [CodeAndRange(code: "ref.duplicate-field", range: TextPositions(Self.text).range(of: "title", occurrence: 2))])
        #expect(filtered.version == 1)

        // A flat payload that names only `diagnostics: true` turns every category back on.
        try server.notify(DidChangeConfigurationNotification(settings: ["diagnostics": true]))
        let restored = try await server.diagnostics(Self.uri) { $0.diagnostics.count == 3 }
        #expect(restored.codes == all.codes)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func aChangeWithoutSettingsIsPulledWithConfigurationRequests() async throws {
        let server = try ServerProcess(answers: [ConfigurationRequest.method: [["diagnostics": ["references": false, "xml": false]]]])
        try await server.initialize(InitializeRequest(processId: nil, capabilities: ClientCapabilities(workspace: .init(configuration: true))))
        try server.openDocument(Self.uri, Self.text)
        _ = try await server.diagnostics(Self.uri, version: 1)
        try server.notify(DidChangeConfigurationNotification(settings: nil))
        let pulled = try await server.diagnostics(Self.uri) { $0.diagnostics.isEmpty }
        #expect(pulled.version == 1)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func unusableSettingsAreShownToTheUser() async throws {
        let server = try await ServerProcess.onWorkspace(nil, options: [
            "reactant": ["diagnostics": ["xml": "no"], "schemaDirectories": ["/nonexistent/schemas"]],
        ])
        let shown = try await server.notification(ShowMessageNotification.self) { $0.message.contains("reactant.diagnostics.xml") }
        #expect(shown.type == .warning)
        expectLines(shown.message, """
            reactant-lsp settings: reactant.diagnostics.xml: expected true or false, found a string
            """)
        let schema = try await server.notification(ShowMessageNotification.self) { $0.message.contains("reactant.schemaDirectories") }
        expectLines(schema.message, """
            reactant-lsp settings: reactant.schemaDirectories: /nonexistent/schemas: no such file or directory; the built-in schemas stay in use
            """)
        // The built-in schemas stay in use and the valid settings take effect.
        try server.openDocument(Self.uri, Self.text)
        let published = try await server.diagnostics(Self.uri, version: 1)
        expectLines(published.codes, ["ref.duplicate-field", "ref.unknown-component", "xml.mismatched-end-tag"])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func traceSendsLogTraceAtTheChosenLevel() async throws {
        let server = try await ServerProcess.onWorkspace(nil, trace: "verbose")
        try server.openDocument(Self.uri, Self.text)
        let verbose = try await server.notification(LogTraceNotification.self) { $0.message.contains("diagnostics for \(Self.uri) version 1") }
        #expect(verbose.verbose?.contains("ref.duplicate-field") == true)

        try server.notify(SetTraceNotification(value: "messages"))
        try server.changeDocument(Self.uri, version: 2, [.init(text: Self.text)])
        let messages = try await server.notification(LogTraceNotification.self) { $0.message.contains("version 2") }
        #expect(messages.verbose == nil)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
