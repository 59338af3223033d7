import Foundation
import LanguageServerProtocol
import Support
import Testing
import XMLSyntax
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLSP
@testable import ProtocolConversion

/// Flags every `TODO` in a document; waits for `gate` first when one is set, and records each
/// version it has finished with in `finished`.
struct TodoDiagnostics: DiagnosticsSource {
    var gate: Gate?
    var finished: EventLog<Int>?

    func diagnostics(for document: DocumentSnapshot) async -> DiagnosticsReport {
        await gate?.wait(for: document.version)
        defer { finished?.record(document.version) }
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
        return DiagnosticsReport(diagnostics: found.map { LSPDiagnostic($0, in: document.positions) })
    }
}

/// Holds back diagnostics of chosen versions until released, and records which versions
/// arrived at it while held, so a test knows a computation is under way.
actor Gate {
    private var held: Set<Int>
    private var waiting: [Int: [CheckedContinuation<Void, Never>]] = [:]
    nonisolated let arrived = EventLog<Int>()

    init(holding versions: Set<Int>) { held = versions }

    func wait(for version: Int) async {
        guard held.contains(version) else { return }
        await withCheckedContinuation {
            waiting[version, default: []].append($0)
            arrived.record(version)
        }
    }

    func release(_ version: Int) {
        held.remove(version)
        for continuation in waiting.removeValue(forKey: version) ?? [] { continuation.resume() }
    }

    /// Releases every version; returns those that were waiting.
    func releaseAll() -> [Int] {
        held.removeAll()
        let released = waiting.keys.sorted()
        for version in released { release(version) }
        return released
    }
}

/// The tests wait for events (a publication, a computation arriving at a gate or finishing),
/// never for time. That nothing is published is checked after a later publication that
/// anything wrongly published would come before.
@Suite(.hangGuard) struct ServerDiagnosticsPipelineTests {
    private let uri = "file:///w/a.ui.xml"

    private func snapshot(_ text: String, version: Int, uri: DocumentURI? = nil, encoding: LineTable.Encoding = .utf16) -> DocumentSnapshot {
        DocumentSnapshot(uri: uri ?? self.uri, languageID: "xml", version: version, text: text, encoding: encoding)
    }

    @Test func publishesWithTheVersionAndRangesInTheClientEncoding() async throws {
        let published = EventLog<PublishDiagnosticsNotification>()
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(), debounce: .milliseconds(1)) { published.record($0) }
        await pipeline.documentChanged(snapshot("😀 TODO", version: 3, encoding: .utf16))
        let first = try #require(await published.first(1).first)
        #expect(first.version == 3)
        #expect(first.diagnostics.map(\.range) == [LSPRange(start: .init(line: 0, character: 3), end: .init(line: 0, character: 7))])
        #expect(first.diagnostics.first?.code == "test.todo")
        #expect(first.diagnostics.first?.severity == .warning)
    }

    /// Changes arriving while earlier versions are still being computed: only the last
    /// version is published, once, and the earlier results are dropped when they come in.
    @Test func aBurstOfChangesIsPublishedOnceForTheLastVersion() async throws {
        let published = EventLog<PublishDiagnosticsNotification>()
        let finished = EventLog<Int>()
        let gate = Gate(holding: Set(1...19))
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(gate: gate, finished: finished), debounce: .milliseconds(1)) {
            published.record($0)
        }
        for version in 1...20 { await pipeline.documentChanged(snapshot(String(repeating: "TODO ", count: version), version: version)) }
        let first = await published.first(1)
        #expect(first.map(\.version) == [20])
        #expect(first.first?.diagnostics.count == 20)
        #expect(finished.all.filter { $0 == 20 }.count == 1)
        // The earlier versions that got as far as computing finish now.
        let released = await gate.releaseAll()
        await finished.wait { Set($0).isSuperset(of: released) }
        await pipeline.refresh(.all)
        #expect(await published.first(2).map(\.version) == [20, 20])
        #expect(published.all.count == 2)
    }

    @Test func aResultForAVersionThatMovedOnIsNeverPublished() async throws {
        let published = EventLog<PublishDiagnosticsNotification>()
        let finished = EventLog<Int>()
        let gate = Gate(holding: [1])
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(gate: gate, finished: finished), debounce: .milliseconds(1)) {
            published.record($0)
        }
        await pipeline.documentChanged(snapshot("TODO", version: 1))
        await gate.arrived.first(1)  // version 1 is now being computed
        await pipeline.documentChanged(snapshot("TODO TODO", version: 2))
        #expect(await published.first(1).map(\.version) == [2])
        await gate.release(1)
        await finished.first { $0 == 1 }  // the result for version 1 is in
        await pipeline.refresh(.all)
        #expect(await published.first(2).map(\.version) == [2, 2])
        #expect(published.all.count == 2)
    }

    /// Closing while a computation is under way: the diagnostics are cleared at once and the
    /// computation's result, when it comes, is dropped.
    @Test func closingClearsAndStopsPublishing() async throws {
        let published = EventLog<PublishDiagnosticsNotification>()
        let finished = EventLog<Int>()
        let gate = Gate(holding: [1])
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(gate: gate, finished: finished), debounce: .milliseconds(1)) {
            published.record($0)
        }
        await pipeline.documentChanged(snapshot("TODO", version: 1))
        await gate.arrived.first(1)
        await pipeline.documentClosed(uri)
        #expect(published.all == [PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: [])])
        await gate.release(1)
        await finished.first { $0 == 1 }
        let other = "file:///w/b.ui.xml"
        await pipeline.documentChanged(snapshot("TODO", version: 2, uri: other))
        #expect(await published.first(2).map(\.uri) == [uri, other])
        #expect(published.all.count == 2)
        // Closing a document that is not open publishes nothing.
        await pipeline.documentClosed("file:///w/never-opened.ui.xml")
        #expect(published.all.count == 2)
    }

    @Test func diagnosticsWaitForTheRequestsBeingAnswered() async throws {
        let published = EventLog<PublishDiagnosticsNotification>()
        let yielded = EventLog<Void>()
        let activity = RequestActivity()
        activity.begin()  // a completion is being answered
        // The limit is a hang guard here: the test ends the request itself.
        let pipeline = DiagnosticsPipeline(
            source: TodoDiagnostics(), debounce: .milliseconds(1),
            yieldToRequests: {
                yielded.record(())
                await activity.waitUntilIdle(limit: .seconds(600))
            }
        ) { published.record($0) }
        await pipeline.documentChanged(snapshot("TODO", version: 1))
        await yielded.first(1)
        #expect(published.all.isEmpty)
        activity.end()
        #expect(await published.first(1).map(\.version) == [1])
    }

    @Test func aLongRequestHoldsDiagnosticsBackOnlyForTheLimit() async throws {
        let activity = RequestActivity()
        activity.begin()
        let start = ContinuousClock.now
        await activity.waitUntilIdle(limit: .milliseconds(30))
        // It returned although the request never ended, and not before the limit (a lower
        // bound, which no load can break).
        #expect(start.duration(to: .now) >= .milliseconds(30))
        #expect(!activity.isIdle)
        activity.end()
        #expect(activity.isIdle)
    }

    /// Waiters are suspended, not polling: the end of the last request resumes every one of
    /// them (their limit, an hour, is no part of it), and a cancelled waiter returns at once.
    @Test func theLastRequestToEndWakesEveryWaiter() async throws {
        let activity = RequestActivity()
        activity.begin()
        activity.begin()
        let woken = EventLog<Int>()
        let waiters = (0..<2).map { index in
            Task {
                await activity.waitUntilIdle(limit: .seconds(3600))
                woken.record(index)
            }
        }
        while activity.waiting < 2 { await Task.yield() }
        activity.end()
        #expect(activity.waiting == 2 && woken.all.isEmpty)
        activity.end()
        #expect(Set(await woken.first(2)) == [0, 1])
        #expect(activity.waiting == 0)
        for waiter in waiters { await waiter.value }

        activity.begin()
        let cancelled = Task { await activity.waitUntilIdle(limit: .seconds(3600)) }
        while activity.waiting < 1 { await Task.yield() }
        cancelled.cancel()
        await cancelled.value
        #expect(activity.waiting == 0 && !activity.isIdle)
        activity.end()
    }

    @Test func refreshRecomputesTheLatestSnapshot() async throws {
        let published = EventLog<PublishDiagnosticsNotification>()
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(), debounce: .milliseconds(1)) { published.record($0) }
        await pipeline.documentChanged(snapshot("TODO", version: 4))
        _ = await published.first(1)
        await pipeline.refresh(.all)
        #expect(await published.first(2).map(\.version) == [4, 4])
    }

    @Test func relatedLocationsPointIntoTheirOwnDocuments() throws {
        let document = snapshot("a\nTODO", version: 1)
        let other = DocumentSnapshot(uri: FileURI.uri(forPath: "/w/b.styles.xml"), languageID: "xml", version: 1, text: "x\ny\nzz", encoding: .utf16)
        let diagnostic = Diagnostic(
            code: "test.todo", severity: .error, message: "m", range: 2..<6,
            related: [.init(range: 0..<1, message: "here"), .init(path: "/w/b.styles.xml", range: 4..<6, message: "there")])
        let converted = LSPDiagnostic(diagnostic, in: document.positions, lineTable: { $0 == "/w/b.styles.xml" ? other.lineTable : nil })
        #expect(converted.range == LSPRange(start: .init(line: 1, character: 0), end: .init(line: 1, character: 4)))
        #expect(converted.relatedInformation?.map(\.location) == [
            Location(uri: uri, range: .init(start: .init(line: 0, character: 0), end: .init(line: 0, character: 1))),
            Location(uri: other.uri, range: .init(start: .init(line: 2, character: 0), end: .init(line: 2, character: 2))),
        ])
    }
}

/// A client that pulls: the pipeline computes and publishes nothing itself, and asks the
/// client to pull again only when an open document is stale.
@Suite(.hangGuard) struct PulledDiagnosticsPipelineTests {
    @Test func nothingIsPublishedOrComputedAndStaleOpenDocumentsAskForAPull() async throws {
        let published = EventLog<PublishDiagnosticsNotification>()
        let computed = EventLog<Int>()
        let refreshes = EventLog<String>()
        let pipeline = DiagnosticsPipeline(source: TodoDiagnostics(finished: computed), debounce: .milliseconds(1)) { published.record($0) }
        pipeline.servePulls(refresh: { refreshes.record("refresh") })
        let open = "file:///w/open.ui.xml"
        await pipeline.documentChanged(DocumentSnapshot(uri: open, languageID: "xml", version: 1, text: "TODO", encoding: .utf16))
        // A document the client does not have open is no reason to pull.
        await pipeline.refresh(.documents(["file:///w/elsewhere.ui.xml"]))
        await pipeline.refresh(.documents([open]))
        #expect(await refreshes.first(1) == ["refresh"])
        await pipeline.documentClosed(open)
        await pipeline.refresh(.all)  // no open document: nothing to pull
        await pipeline.documentChanged(DocumentSnapshot(uri: open, languageID: "xml", version: 2, text: "TODO", encoding: .utf16))
        await pipeline.refresh(.all)
        #expect(await refreshes.first(2) == ["refresh", "refresh"])
        #expect(published.all.isEmpty)
        #expect(computed.all.isEmpty)
    }
}
