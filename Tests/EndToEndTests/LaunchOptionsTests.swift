import LanguageServerProtocol
import Testing

/// How editors launch the server: some announce the transport with `--stdio`.
@Suite struct LaunchOptionsTests {
    @Test func stdioFlagStartsTheServer() async throws {
        let server = try ServerProcess(arguments: ["--stdio"])
        let result = try await server.initialize()
        #expect(result.capabilities.textDocumentSync != nil)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
