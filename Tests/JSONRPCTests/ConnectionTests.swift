import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

@testable import JSONRPC

/// Two connections joined by pipes, as a client and a server would be.
private struct ConnectedPair {
    let left: Connection
    let right: Connection
    private let pipes: [Pipe]

    init() {
        let leftToRight = Pipe()
        let rightToLeft = Pipe()
        pipes = [leftToRight, rightToLeft]
        left = Connection(
            input: rightToLeft.fileHandleForReading.fileDescriptor, output: leftToRight.fileHandleForWriting.fileDescriptor)
        right = Connection(
            input: leftToRight.fileHandleForReading.fileDescriptor, output: rightToLeft.fileHandleForWriting.fileDescriptor)
    }

    func closeLeftOutput() { try? pipes[0].fileHandleForWriting.close() }
}

@Suite(.hangGuard) struct ConnectionTests {
    @Test func requestsAreAnsweredThroughTheReadingThread() async throws {
        let pair = ConnectedPair()
        let server = Task {
            for await event in pair.right.events {
                if case .message(.request(let id, ConfigurationRequest.method, let body)) = event {
                    let request = try decodeParams(ConfigurationRequest.self, from: body)
                    pair.right.sendResponse(id: id, result: request.items.map { JSONValue.string($0.section ?? "") })
                    return
                }
            }
        }
        _ = pair.left.events
        let answer = try await pair.left.sendRequest(ConfigurationRequest(items: [.init(section: "a"), .init(section: "b")]))
        #expect(answer == ["a", "b"])
        try await server.value
    }

    @Test func concurrentWritersNeverInterleave() async throws {
        let pair = ConnectedPair()
        let writers = 8
        let perWriter = 200
        let text = String(repeating: "é", count: 3000)
        let events = pair.right.events  // Reading must start before the pipe's buffer fills.
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for index in 0..<perWriter {
                        pair.left.sendNotification(LogMessageNotification(type: .log, message: "\(writer):\(index):\(text)"))
                    }
                }
            }
        }
        pair.closeLeftOutput()
        var received = 0
        for await event in events {
            guard case .message(.notification(_, let body)) = event else { Issue.record("unexpected \(event)"); continue }
            let message = try decodeParams(LogMessageNotification.self, from: body)
            #expect(message.message.hasSuffix(text))
            received += 1
        }
        #expect(received == writers * perWriter)
    }

    @Test func brokenInputIsReportedInOrderAndReadingGoesOn() async throws {
        let pair = ConnectedPair()
        pair.left.send(body: Data("{nope".utf8))
        pair.left.sendNotification(InitializedNotification())
        pair.closeLeftOutput()
        var events: [String] = []
        for await event in pair.right.events {
            switch event {
            case .malformed(let malformed): events.append("malformed \(malformed.error.code)")
            case .message(.notification(let method, _)): events.append(method)
            default: events.append("other")
            }
        }
        #expect(events == ["malformed -32700", "initialized"])
    }
}
