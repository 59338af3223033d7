import Foundation
import LanguageServerProtocol
import Support
import Testing
import XMLSyntax

@testable import ReactantLSP

/// Flags every `TODO` in a document; waits for `gate` first when one is set.
struct TodoDiagnostics: DiagnosticsSource {
    var gate: Gate?

    func diagnostics(for document: DocumentSnapshot) async -> DiagnosticsReport {
        await gate?.wait(for: document.version)
        let bytes = Array(document.text.utf8)
        let word = Array("TODO".utf8)
        var found: [Diagnostic] = []
        var index = 0
        while index + word.count <= bytes.count {
            if Array(bytes[index..<(index + word.count)]) == word {
                found.append(Diagnostic(code: "test.todo", severity: .warning, message: "todo", range: index..<(index + word.count)))
            }
            index += 1
        }
        return DiagnosticsReport(diagnostics: found.map { LSPDiagnostic($0, in: document) })
    }
}

/// Holds back diagnostics of chosen versions until released.
actor Gate {
    private var held: Set<Int>
    private var waiting: [Int: [CheckedContinuation<Void, Never>]] = [:]

    init(holding versions: Set<Int>) { held = versions }

    func wait(for version: Int) async {
        guard held.contains(version) else { return }
        await withCheckedContinuation { waiting[version, default: []].append($0) }
    }

    func release(_ version: Int) {
        held.remove(version)
        for continuation in waiting.removeValue(forKey: version) ?? [] { continuation.resume() }
    }
}

/// Collects what a pipeline publishes.
final class Published: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [PublishDiagnosticsNotification] = []

    var all: [PublishDiagnosticsNotification] { lock.withLock { items } }
    func append(_ item: PublishDiagnosticsNotification) { lock.withLock { items.append(item) } }

    func waitForCount(_ count: Int, timeout: Duration = .seconds(5)) async throws {
        let deadline = ContinuousClock.now + timeout
        while all.count < count {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}

@Suite(.timeLimit(.minutes(1))) struct ServerDiagnosticsPipelineTests {
    private let uri = "file:///w/a.ui.xml"

    private func snapshot(_ text: String, version: Int, encoding: LineTable.Encoding = .utf16) -> DocumentSnapshot {
        DocumentSnapshot(uri: uri, languageID: "xml", version: version, text: text, encoding: encoding)
    }

    @Test func publishesWithTheVersionAndRangesInTheClientEncoding() async throws {
        let published = Published()
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(), debounce: .milliseconds(1)) { published.append($0) }
        await pipeline.documentChanged(snapshot("😀 TODO", version: 3, encoding: .utf16))
        try await published.waitForCount(1)
        let first = try #require(published.all.first)
        #expect(first.version == 3)
        #expect(first.diagnostics.map(\.range) == [LSPRange(start: .init(line: 0, character: 3), end: .init(line: 0, character: 7))])
        #expect(first.diagnostics.first?.code == "test.todo")
        #expect(first.diagnostics.first?.severity == .warning)
    }

    @Test func aBurstOfChangesIsDiagnosedOnceForTheLastVersion() async throws {
        let published = Published()
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(), debounce: .milliseconds(50)) { published.append($0) }
        for version in 1...20 { await pipeline.documentChanged(snapshot(String(repeating: "TODO ", count: version), version: version)) }
        try await published.waitForCount(1)
        try await Task.sleep(for: .milliseconds(100))
        #expect(published.all.map(\.version) == [20])
        #expect(published.all.first?.diagnostics.count == 20)
    }

    @Test func aResultForAVersionThatMovedOnIsNeverPublished() async throws {
        let published = Published()
        let gate = Gate(holding: [1])
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(gate: gate), debounce: .milliseconds(1)) { published.append($0) }
        await pipeline.documentChanged(snapshot("TODO", version: 1))
        try await Task.sleep(for: .milliseconds(20))  // version 1 is now being computed
        await pipeline.documentChanged(snapshot("TODO TODO", version: 2))
        try await published.waitForCount(1)
        await gate.release(1)
        try await Task.sleep(for: .milliseconds(50))
        #expect(published.all.map(\.version) == [2])
    }

    @Test func closingClearsAndStopsPublishing() async throws {
        let published = Published()
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(), debounce: .milliseconds(30)) { published.append($0) }
        await pipeline.documentChanged(snapshot("TODO", version: 1))
        await pipeline.documentClosed(uri)
        try await Task.sleep(for: .milliseconds(80))
        #expect(published.all == [PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: [])])
    }

    @Test func diagnosticsWaitForTheRequestsBeingAnswered() async throws {
        let published = Published()
        let activity = RequestActivity()
        activity.begin()  // a completion is being answered
        let pipeline = DiagnosticsPipeline(
            source: TodoDiagnostics(), debounce: .milliseconds(1), yieldToRequests: { await activity.waitUntilIdle(limit: .seconds(5)) }
        ) { published.append($0) }
        await pipeline.documentChanged(snapshot("TODO", version: 1))
        try await Task.sleep(for: .milliseconds(60))
        #expect(published.all.isEmpty)
        activity.end()
        try await published.waitForCount(1)
        #expect(published.all.map(\.version) == [1])
    }

    @Test func aLongRequestHoldsDiagnosticsBackOnlyForTheLimit() async throws {
        let activity = RequestActivity()
        activity.begin()
        let start = ContinuousClock.now
        await activity.waitUntilIdle(limit: .milliseconds(30))
        // It returned although the request never ended, and not before the limit.
        #expect(start.duration(to: .now) >= .milliseconds(30))
        #expect(!activity.isIdle)
        activity.end()
        #expect(activity.isIdle)
    }

    @Test func refreshRecomputesTheLatestSnapshot() async throws {
        let published = Published()
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(), debounce: .milliseconds(1)) { published.append($0) }
        await pipeline.documentChanged(snapshot("TODO", version: 4))
        try await published.waitForCount(1)
        await pipeline.refresh(.all)
        try await published.waitForCount(2)
        #expect(published.all.map(\.version) == [4, 4])
    }

    @Test func relatedLocationsPointIntoTheirOwnDocuments() throws {
        let document = snapshot("a\nTODO", version: 1)
        let other = DocumentSnapshot(uri: FileURI.uri(forPath: "/w/b.styles.xml"), languageID: "xml", version: 1, text: "x\ny\nzz", encoding: .utf16)
        let diagnostic = Diagnostic(
            code: "test.todo", severity: .error, message: "m", range: 2..<6,
            related: [.init(range: 0..<1, message: "here"), .init(path: "/w/b.styles.xml", range: 4..<6, message: "there")])
        let converted = LSPDiagnostic(diagnostic, in: document, text: { $0 == "/w/b.styles.xml" ? other.text : nil })
        #expect(converted.range == LSPRange(start: .init(line: 1, character: 0), end: .init(line: 1, character: 4)))
        #expect(converted.relatedInformation?.map(\.location) == [
            Location(uri: uri, range: .init(start: .init(line: 0, character: 0), end: .init(line: 0, character: 1))),
            Location(uri: other.uri, range: .init(start: .init(line: 2, character: 0), end: .init(line: 2, character: 2))),
        ])
    }
}
