import Foundation
import Testing

@testable import LanguageServerProtocol

/// The editor layer's messages on the wire.
@Suite struct EditorLayerCodingTests {
    private func json(_ value: some Encodable) throws -> JSONValue { try JSONValue(encoding: value) }

    private static func range(_ line: Int, _ from: Int, _ to: Int) -> LSPRange {
        LSPRange(start: Position(line: line, character: from), end: Position(line: line, character: to))
    }

    @Test func selectionRangesNestTheirParents() throws {
        let selection = SelectionRange(chain: [Self.range(0, 2, 3), Self.range(0, 1, 4), Self.range(0, 0, 9)])
        let expected: JSONValue = [
            "range": ["start": ["line": 0, "character": 2], "end": ["line": 0, "character": 3]],
            "parent": [
                "range": ["start": ["line": 0, "character": 1], "end": ["line": 0, "character": 4]],
                "parent": ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 9]]],
            ],
        ]
        #expect(try json(selection) == expected)
        #expect(try expected.decode(SelectionRange.self) == selection)
        #expect(selection.parent?.parent?.range == Self.range(0, 0, 9))
        #expect(selection.parent?.parent?.parent == nil)
        // A chain far deeper than any tree is encoded and decoded without recursion limits.
        let deep = SelectionRange(chain: (0..<300).map { Self.range(0, 300 - $0, 301 + $0) })
        #expect(try json(deep).decode(SelectionRange.self) == deep)
    }

    @Test func semanticTokensDeltaIsEitherEditsOrAllTokens() throws {
        let delta = SemanticTokensDeltaResult.delta(SemanticTokensDelta(resultId: "2", edits: [SemanticTokensEdit(start: 5, deleteCount: 5, data: [0, 1, 2, 3, 0])]))
        let deltaJSON: JSONValue = ["resultId": "2", "edits": [["start": 5, "deleteCount": 5, "data": [0, 1, 2, 3, 0]]]]
        #expect(try json(delta) == deltaJSON)
        #expect(try deltaJSON.decode(SemanticTokensDeltaResult.self) == delta)
        let full = SemanticTokensDeltaResult.full(SemanticTokens(resultId: "3", data: [0, 0, 1, 4, 2]))
        let fullJSON: JSONValue = ["resultId": "3", "data": [0, 0, 1, 4, 2]]
        #expect(try json(full) == fullJSON)
        #expect(try fullJSON.decode(SemanticTokensDeltaResult.self) == full)
    }

    @Test func capabilitiesAdvertiseTheEditorLayer() throws {
        var capabilities = ServerCapabilities()
        capabilities.foldingRangeProvider = true
        capabilities.selectionRangeProvider = true
        capabilities.linkedEditingRangeProvider = true
        capabilities.workspaceSymbolProvider = true
        capabilities.inlayHintProvider = true
        capabilities.semanticTokensProvider = SemanticTokensOptions(
            legend: SemanticTokensLegend(tokenTypes: ["keyword"], tokenModifiers: ["readonly"]), range: true, full: .init(delta: true))
        #expect(try json(capabilities) == [
            "foldingRangeProvider": true, "selectionRangeProvider": true, "linkedEditingRangeProvider": true,
            "workspaceSymbolProvider": true, "inlayHintProvider": true,
            "semanticTokensProvider": [
                "legend": ["tokenTypes": ["keyword"], "tokenModifiers": ["readonly"]], "range": true, "full": ["delta": true],
            ],
        ])
    }

    @Test func requestsAndAnswersOmitWhatIsAbsent() throws {
        #expect(try json(FoldingRange(startLine: 1, endLine: 3, kind: .comment)) == ["startLine": 1, "endLine": 3, "kind": "comment"])
        #expect(try json(InlayHint(position: Position(line: 0, character: 4), label: ".top", paddingLeft: true))
            == ["position": ["line": 0, "character": 4], "label": ".top", "paddingLeft": true])
        #expect(try json(LinkedEditingRanges(ranges: [Self.range(0, 1, 2)], wordPattern: "[a-z]+"))
            == ["ranges": [["start": ["line": 0, "character": 1], "end": ["line": 0, "character": 2]]], "wordPattern": "[a-z]+"])
        let wire: JSONValue = ["textDocument": ["uri": "file:///a.ui.xml"], "positions": [["line": 1, "character": 2]]]
        #expect(try wire.decode(SelectionRangeRequest.self).positions == [Position(line: 1, character: 2)])
        let symbol = SymbolInformation(
            name: "title", kind: .field, location: Location(uri: "file:///a.ui.xml", range: Self.range(1, 2, 7)), containerName: "Screen")
        #expect(try json(symbol) == [
            "name": "title", "kind": 8, "containerName": "Screen",
            "location": ["uri": "file:///a.ui.xml", "range": ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 7]]],
        ])
    }
}
