import Foundation
import PreviewServer
import PreviewTestSupport
import Testing
import TestSupport

/// A page's socket: a frame on connecting, another after each change the host reports,
/// another for the options the page picks; highlights pushed; clicks reported to the host;
/// a bad request answered with an error, the socket kept.
@Suite(.hangGuard) struct PreviewHubTests {
    let source = FakePreviewSource()

    func frame(_ text: String) -> (PreviewFrame, Int)? {
        if case .frame(let frame, let revision)? = PreviewPush.parse(text) { return (frame, revision) }
        return nil
    }

    @Test func aPageIsPushedAFrameOnEveryChangeAndOption() async throws {
        let server = try await PreviewWebServer.start(source: source)
        let id = "file:///app/Main.ui.xml"
        let client = try await PreviewSocketClient.connect(
            "ws://127.0.0.1:\(server.port)/socket?component=file%3A%2F%2F%2Fapp%2FMain.ui.xml&device=iphone-8&token=\(server.token)")
        let first = try #require(frame(try await client.next("the first frame") { $0.contains("\"frame\"") }))
        #expect(first.1 == 1)
        #expect(first.0.component.id == id)
        #expect(first.0.options.device == "iphone-8")
        #expect(first.0.drawings.first?.views.first?.details.last == "left = super.left + 10")

        await server.hub.invalidate(id)
        let second = try #require(frame(try await client.next("the redraw") { $0.contains("\"revision\":2") }))
        #expect(second.0.origin != first.0.origin)

        client.send(PreviewRequest.options(PreviewOptions(device: "all", theme: "day")).json())
        let picked = try #require(frame(try await client.next("the frame with the picked options") { $0.contains("\"revision\":3") }))
        #expect(picked.0.options == PreviewOptions(device: "all", theme: "day"))

        await server.hub.highlight(0, in: id)
        let highlight = try await client.next("the highlight") { $0.contains("\"highlight\"") }
        #expect(PreviewPush.parse(highlight) == .highlight(view: 0))

        client.send(PreviewRequest.reveal(view: 0).json())
        var reveals = source.reveals.makeAsyncIterator()
        let revealed = try #require(await reveals.next())
        #expect(revealed.0 == 0 && revealed.1 == id)

        client.send("not json")
        let error = try await client.next("the error") { $0.contains("\"error\"") }
        #expect(PreviewPush.parse(error) == .error("not a JSON object with a \"type\""))
        client.send(#"{"type":"reveal"}"#)
        let missing = try await client.next("the second error") { $0.contains("\"error\"") }
        #expect(PreviewPush.parse(missing) == .error("reveal needs a \"view\" number"))

        // A component the source stops serving says so.
        source.stopServing(id)
        await server.hub.invalidate()
        let gone = try await client.next("the end of service") { $0.contains("no longer served") }
        #expect(PreviewPush.parse(gone) == .error("this component is no longer served"))

        await client.close()
        await server.stop()
    }

    @Test func aGalleryIsSentTheListOfComponentsWhenItChanges() async throws {
        let server = try await PreviewWebServer.start(source: source)
        let gallery = try await PreviewSocketClient.connect("ws://127.0.0.1:\(server.port)/gallery/socket?token=\(server.token)")
        let first = PreviewPush.parse(try await gallery.next("the list") { $0.contains("\"components\"") })
        #expect(first == .components(await source.components()))

        // A change that leaves the list as it is sends nothing; the next list is the new one.
        await server.hub.invalidate("b<&>")
        let added = PreviewComponent(id: "file:///app/New.ui.xml", title: "New")
        source.startServing(added)
        await server.hub.invalidate(added.id)
        let second = PreviewPush.parse(try await gallery.next("the next message: the longer list"))
        guard case .components(let components)? = second else { Issue.record("not a list: \(String(describing: second))"); return }
        #expect(components.map(\.id) == ["file:///app/Main.ui.xml", "b<&>", added.id])

        source.stopServing("b<&>")
        await server.hub.invalidate()
        let third = PreviewPush.parse(try await gallery.next("the next message: the shorter list"))
        #expect(third == .components([PreviewComponent(id: "file:///app/Main.ui.xml", title: "Main"), added]))

        await #expect(throws: PreviewSocketClient.Failure.self) {
            try await PreviewSocketClient.connect("ws://127.0.0.1:\(server.port)/gallery/socket?token=wrong")
        }
        await gallery.close()
        await server.stop()
    }

    @Test func stoppingTheServerClosesItsPages() async throws {
        let server = try await PreviewWebServer.start(source: source)
        let client = try await PreviewSocketClient.connect("ws://127.0.0.1:\(server.port)/socket?component=b%3C%26%3E&token=\(server.token)")
        _ = try await client.next("the first frame") { $0.contains("\"frame\"") }
        await server.stop()
        await #expect(throws: PreviewSocketClient.Failure.self) { try await client.next("anything after the stop") }
        await #expect(throws: (any Error).self) { try await LoopbackHTTP.get(port: server.port, "/?token=\(server.token)") }
    }

    @Test func tokensAreLongRandomAndComparedWhole() {
        let one = PreviewToken.random(), two = PreviewToken.random()
        #expect(one != two)
        #expect(one.value.count == 64)
        #expect(one.value.allSatisfy { $0.isHexDigit })
        #expect(one.matches(Substring(one.value)))
        #expect(!one.matches(Substring(one.value.dropLast())))
        #expect(!one.matches(nil))
        #expect(!one.matches(Substring(two.value)))
    }
}
