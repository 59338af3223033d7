import Foundation
import LanguageServerProtocol
import Testing

@testable import JSONRPC

@Suite struct MessageTests {
    private func parse(_ text: String) -> Result<IncomingMessage, MalformedMessage> {
        IncomingMessage.parse(Data(text.utf8))
    }

    @Test func classifiesRequestsNotificationsAndResponses() throws {
        guard case .success(.request(.number(1), "shutdown", _)) = parse(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
        else { Issue.record("not a request"); return }
        guard case .success(.notification("exit", _)) = parse(#"{"jsonrpc":"2.0","method":"exit"}"#)
        else { Issue.record("not a notification"); return }
        guard case .success(.response(.string("a"), .success(let body))) = parse(#"{"jsonrpc":"2.0","id":"a","result":null}"#)
        else { Issue.record("not a response"); return }
        #expect(try decodeResult(VoidResponse.self, from: body) == VoidResponse())
        guard case .success(.response(.number(2), .failure(let error))) =
            parse(#"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no"}}"#)
        else { Issue.record("not an error response"); return }
        #expect(error.code == ResponseError.methodNotFoundCode)
    }

    @Test(arguments: ["{", "", "Content-Length", "{\"id\":1,"])
    func brokenJSONIsAParseError(text: String) {
        guard case .failure(let malformed) = parse(text) else { Issue.record("parsed"); return }
        #expect(malformed.error.code == ResponseError.parseErrorCode)
        #expect(malformed.id == nil)
    }

    @Test(arguments: [
        ("[1, 2]", nil), ("42", nil), (#"{"id": 5}"#, RequestID.number(5)), (#"{"id": {}, "method": "x"}"#, nil),
        (#"{"id": 3, "method": 7}"#, RequestID.number(3)),
    ])
    func jsonThatIsNoMessageIsAnInvalidRequest(text: String, id: RequestID?) {
        guard case .failure(let malformed) = parse(text) else { Issue.record("parsed"); return }
        #expect(malformed.error.code == ResponseError.invalidRequestCode)
        #expect(malformed.id == id)
    }

    @Test func paramsDecodeWithTheirTypeAndMayBeAbsent() throws {
        let body = Data(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"x"}}"#.utf8)
        #expect(try decodeParams(CancelRequestNotification.self, from: body).id == .string("x"))
        #expect(try decodeParams(ShutdownRequest.self, from: Data(#"{"id":1,"method":"shutdown"}"#.utf8)) == ShutdownRequest())
        #expect(try decodeParams(ShutdownRequest.self, from: Data(#"{"id":1,"method":"shutdown","params":null}"#.utf8)) == ShutdownRequest())
        #expect(throws: DecodingError.self) {
            try decodeParams(CancelRequestNotification.self, from: Data(#"{"method":"$/cancelRequest"}"#.utf8))
        }
    }

    @Test func responsesWriteNullResultsAndNullIDs() throws {
        let hover: Hover? = nil
        let response = try JSONDecoder().decode(JSONValue.self, from: OutgoingMessage.response(id: .number(4), result: hover))
        #expect(response == ["jsonrpc": "2.0", "id": 4, "result": nil])
        let error = try JSONDecoder().decode(JSONValue.self, from: OutgoingMessage.error(id: nil, error: .parseError("bad")))
        #expect(error == ["jsonrpc": "2.0", "id": nil, "error": ["code": -32700, "message": "bad"]])
    }

    @Test(arguments: [RequestID.number(7), .string("a\"b")])
    func aWrittenResponseCarriesItsIDAndResult(id: RequestID) throws {
        let list = CompletionList(isIncomplete: true, items: [CompletionItem(label: "super", kind: .keyword, sortText: "00000")])
        let response = try JSONDecoder().decode(JSONValue.self, from: OutgoingMessage.response(id: id, result: list))
        #expect(response["jsonrpc"] == "2.0")
        #expect(response["id"] == (try JSONValue(encoding: id)))
        #expect(response["result"] == (try JSONValue(encoding: list)))
    }

    @Test func aWrittenNotificationCarriesItsMethodAndParams() throws {
        let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9))
        let params = PublishDiagnosticsNotification(uri: "file:///w/S.ui.xml", version: 2, diagnostics: [
            LSPDiagnostic(range: range, severity: .error, code: "layout.unknown-anchor", message: "Unknown \"anchor\""),
        ])
        let message = try JSONDecoder().decode(JSONValue.self, from: OutgoingMessage.notification(method: PublishDiagnosticsNotification.method, params: params))
        #expect(message == ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": try JSONValue(encoding: params)])
    }
}
