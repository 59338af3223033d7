import Foundation
import Testing

@testable import LanguageServerProtocol

/// Pull diagnostics on the wire: the report kinds, and a workspace item's `version`, which is
/// `null` (not absent) for a file the editor does not have open.
@Suite struct PullDiagnosticsCodingTests {
    private func json(_ value: some Encodable) throws -> JSONValue { try JSONValue(encoding: value) }

    private static let diagnostic = LSPDiagnostic(
        range: LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 5)),
        severity: .error, code: "layout.unknown-anchor", message: "no anchor")

    @Test func documentReportsCarryTheirKind() throws {
        let full = DocumentDiagnosticReport.full(resultId: "a1", items: [Self.diagnostic])
        let fullJSON = try json(full)
        #expect(fullJSON["kind"] == "full")
        #expect(fullJSON["resultId"] == "a1")
        #expect(fullJSON["items"]?.arrayValue?.count == 1)
        #expect(try fullJSON.decode(DocumentDiagnosticReport.self) == full)

        let unchanged = DocumentDiagnosticReport.unchanged(resultId: "a1")
        #expect(try json(unchanged) == ["kind": "unchanged", "resultId": "a1"])
        #expect(try json(unchanged).decode(DocumentDiagnosticReport.self) == unchanged)

        let unknown: JSONValue = ["kind": "partial", "resultId": "a1"]
        #expect(throws: DecodingError.self) { try unknown.decode(DocumentDiagnosticReport.self) }
    }

    @Test func workspaceItemsFlattenTheReportAndSpellAMissingVersionAsNull() throws {
        let onDisk = WorkspaceDocumentDiagnosticReport(uri: "file:///w/a.ui.xml", version: nil, report: .unchanged(resultId: "7"))
        #expect(try json(onDisk) == ["kind": "unchanged", "resultId": "7", "uri": "file:///w/a.ui.xml", "version": .null])
        #expect(try json(onDisk).decode(WorkspaceDocumentDiagnosticReport.self) == onDisk)

        let open = WorkspaceDocumentDiagnosticReport(uri: "file:///w/b.ui.xml", version: 3, report: .full(resultId: nil, items: []))
        #expect(try json(open) == ["kind": "full", "items": [], "uri": "file:///w/b.ui.xml", "version": 3])
        #expect(try json(open).decode(WorkspaceDocumentDiagnosticReport.self) == open)
    }

    @Test func requestsDecodeAsClientsSendThem() throws {
        let document: JSONValue = ["textDocument": ["uri": "file:///w/a.ui.xml"], "previousResultId": "9f"]
        #expect(try document.decode(DocumentDiagnosticRequest.self)
            == DocumentDiagnosticRequest(textDocument: .init(uri: "file:///w/a.ui.xml"), previousResultId: "9f"))
        let workspace: JSONValue = ["identifier": "reactant-ui", "previousResultIds": [["uri": "file:///w/a.ui.xml", "value": "9f"]]]
        #expect(try workspace.decode(WorkspaceDiagnosticRequest.self) == WorkspaceDiagnosticRequest(
            identifier: "reactant-ui", previousResultIds: [PreviousResultId(uri: "file:///w/a.ui.xml", value: "9f")]))
        for method in ["textDocument/diagnostic", "workspace/diagnostic", "workspace/diagnostic/refresh"] {
            #expect(MessageRegistry.lsp.requestType(for: method) != nil, "\(method) is not registered")
        }
    }
}
