import Foundation
import Testing

@testable import LanguageServerProtocol

@Suite struct MessageCodingTests {
    private func json(_ value: some Encodable) throws -> JSONValue { try JSONValue(encoding: value) }

    @Test func initializeReadsTheCapabilitiesTheServerNegotiatesWith() throws {
        let wire = """
            {"processId": 42, "rootUri": "file:///project",
             "capabilities": {
               "general": {"positionEncodings": ["utf-8", "utf-16"]},
               "window": {"workDoneProgress": true},
               "workspace": {"workspaceFolders": true, "didChangeWatchedFiles": {"dynamicRegistration": true},
                             "somethingNew": {"x": 1}}
             },
             "initializationOptions": {"schema": {"strict": true}, "paths": ["a", 2, null]},
             "workspaceFolders": [{"uri": "file:///project", "name": "project"}]}
            """
        let request = try JSONDecoder().decode(InitializeRequest.self, from: Data(wire.utf8))
        #expect(request.processId == 42)
        #expect(request.capabilities.general?.positionEncodings == [.utf8, .utf16])
        #expect(request.capabilities.window?.workDoneProgress == true)
        #expect(request.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true)
        #expect(request.initializationOptions == ["schema": ["strict": true], "paths": ["a", 2, nil]])
        #expect(request.workspaceFolders == [WorkspaceFolder(uri: "file:///project", name: "project")])
    }

    @Test func serverCapabilitiesOmitWhatIsNotImplemented() throws {
        var capabilities = ServerCapabilities()
        capabilities.positionEncoding = .utf16
        capabilities.textDocumentSync = .init(openClose: true, change: .incremental)
        #expect(
            try json(capabilities) == [
                "positionEncoding": "utf-16", "textDocumentSync": ["openClose": true, "change": 2],
            ])
    }

    @Test func workspaceFolderChangesDecodeAndRoundTrip() throws {
        let wire = """
            {"event": {"added": [{"uri": "file:///project/shared", "name": "shared"}],
                       "removed": [{"uri": "file:///old", "name": "old"}]}}
            """
        let notification = try JSONDecoder().decode(DidChangeWorkspaceFoldersNotification.self, from: Data(wire.utf8))
        #expect(notification.event.added == [WorkspaceFolder(uri: "file:///project/shared", name: "shared")])
        #expect(notification.event.removed == [WorkspaceFolder(uri: "file:///old", name: "old")])
        let value = try json(notification)
        #expect(value == [
            "event": [
                "added": [["uri": "file:///project/shared", "name": "shared"]],
                "removed": [["uri": "file:///old", "name": "old"]],
            ]
        ])
        #expect(try value.decode(DidChangeWorkspaceFoldersNotification.self) == notification)
        let empty = DidChangeWorkspaceFoldersNotification(event: .init())
        #expect(try json(empty) == ["event": ["added": [], "removed": []]])
        #expect(throws: DecodingError.self) {
            try (["event": ["added": []]] as JSONValue).decode(DidChangeWorkspaceFoldersNotification.self)
        }
    }

    @Test func serverCapabilitiesCarryWorkspaceFolderSupport() throws {
        var capabilities = ServerCapabilities()
        capabilities.workspace = .init(workspaceFolders: .init(supported: true, changeNotifications: true))
        let value = try json(capabilities)
        #expect(value == ["workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]]])
        #expect(try value.decode(ServerCapabilities.self) == capabilities)
    }

    @Test func incrementalAndFullChangesDecode() throws {
        let wire = """
            {"textDocument": {"uri": "file:///a.ui.xml", "version": 3},
             "contentChanges": [
               {"range": {"start": {"line": 0, "character": 1}, "end": {"line": 0, "character": 2}},
                "rangeLength": 1, "text": "x"},
               {"text": "whole"}]}
            """
        let change = try JSONDecoder().decode(DidChangeTextDocumentNotification.self, from: Data(wire.utf8))
        #expect(change.textDocument.version == 3)
        #expect(change.contentChanges[0].range == LSPRange(start: .init(line: 0, character: 1), end: .init(line: 0, character: 2)))
        #expect(change.contentChanges[1].range == nil)
        #expect(change.contentChanges[1].text == "whole")
    }

    @Test func publishDiagnosticsCarriesVersionCodeTagsAndRelatedInformation() throws {
        let range = LSPRange(start: .init(line: 1, character: 2), end: .init(line: 1, character: 5))
        let notification = PublishDiagnosticsNotification(
            uri: "file:///a.ui.xml", version: 7,
            diagnostics: [
                LSPDiagnostic(
                    range: range, severity: .warning, code: "ref.unknown-style", source: "reactant", message: "m",
                    tags: [.deprecated],
                    relatedInformation: [.init(location: .init(uri: "file:///b.xml", range: range), message: "here")])
            ])
        let value = try json(notification)
        #expect(value["version"] == 7)
        #expect(value["diagnostics"]?[0]?["code"] == "ref.unknown-style")
        #expect(value["diagnostics"]?[0]?["severity"] == 2)
        #expect(value["diagnostics"]?[0]?["tags"] == [2])
        #expect(value["diagnostics"]?[0]?["relatedInformation"]?[0]?["location"]?["uri"] == "file:///b.xml")
        #expect(try value.decode(PublishDiagnosticsNotification.self) == notification)
    }

    @Test func progressValuesCarryTheirKind() throws {
        let begin = ProgressNotification(token: .string("scan"), value: .begin(title: "Indexing", percentage: 0))
        #expect(try json(begin) == ["token": "scan", "value": ["kind": "begin", "title": "Indexing", "percentage": 0]])
        let end = ProgressNotification(token: .number(1), value: .end())
        #expect(try json(end)["value"] == ["kind": "end"])
        #expect(try json(begin).decode(ProgressNotification.self) == begin)
        #expect(throws: DecodingError.self) {
            try (["token": 1, "value": ["kind": "middle"]] as JSONValue).decode(ProgressNotification.self)
        }
    }

    @Test func completionItemsCarryKindDetailDocumentationAndEdit() throws {
        let edit = TextEdit(range: .init(start: .init(line: 0, character: 4), end: .init(line: 0, character: 6)), newText: "top")
        let item = CompletionItem(
            label: "top", kind: .property, detail: "anchor",
            documentation: .init(kind: .markdown, value: "The **top** edge"), textEdit: edit)
        let value = try json(CompletionList(items: [item]))
        #expect(value["isIncomplete"] == false)
        #expect(value["items"]?[0]?["kind"] == 10)
        #expect(value["items"]?[0]?["documentation"]?["kind"] == "markdown")
        #expect(value["items"]?[0]?["textEdit"]?["newText"] == "top")
    }

    @Test func workspaceEditKeepsNullVersions() throws {
        let edit = WorkspaceEdit(documentChanges: [
            .init(textDocument: .init(uri: "file:///a", version: nil), edits: [])
        ])
        #expect(try json(edit)["documentChanges"]?[0]?["textDocument"] == ["uri": "file:///a", "version": nil])
    }

    @Test func requestIDsAreNumbersOrStrings() throws {
        #expect(try JSONDecoder().decode(RequestID.self, from: Data("7".utf8)) == .number(7))
        #expect(try JSONDecoder().decode(RequestID.self, from: Data("\"a\"".utf8)) == .string("a"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RequestID.self, from: Data("1.5".utf8)) }
    }

    @Test func voidResponseIsNull() throws {
        #expect(String(decoding: try JSONEncoder().encode(VoidResponse()), as: UTF8.self) == "null")
    }
}
