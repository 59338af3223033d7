import Foundation
import PreviewServer
import PreviewTestSupport
import Testing
import TestSupport

/// The server's guarantees: loopback only, the token on every request and socket handshake
/// (403 and an empty body without it), only the source's components, no file by path, the
/// Content-Security-Policy on every answer.
@Suite(.hangGuard) struct PreviewWebServerTests {
    let source = FakePreviewSource()

    @Test func listensOnLoopbackAtAPortOfItsOwn() async throws {
        let server = try await PreviewWebServer.start(source: source)
        #expect(server.origin == "http://127.0.0.1:\(server.port)")
        #expect(server.port > 0)
        #expect(server.galleryURL.hasPrefix("http://127.0.0.1:\(server.port)/?token=\(server.token)"))
        // Bound to 127.0.0.1 alone: listed so by the kernel, not as the any-address 0.0.0.0.
        let listening = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8).split(separator: "\n").filter {
            $0.contains(String(format: ":%04X ", server.port)) && $0.contains(" 0A ")
        }
        #expect(listening.count == 1)
        #expect(listening.first?.contains("0100007F:") == true)
        await server.stop()
    }

    @Test func aRequestWithoutTheRightTokenGets403AndNothingElse() async throws {
        let server = try await PreviewWebServer.start(source: source)
        for target in ["/", "/?token=", "/?token=0000", "/?token=\(server.token)x", "/app.js", "/component?component=b",
                       "/socket?component=b", "/../../etc/passwd", "/?TOKEN=\(server.token)"] {
            let answer = try await LoopbackHTTP.get(port: server.port, target)
            #expect(answer.status == 403, "\(target)")
            #expect(answer.body.isEmpty, "\(target)")
            #expect(answer.headers["content-type"] == nil, "\(target)")
        }
        let allowed = try await LoopbackHTTP.get(port: server.port, "/?token=\(server.token)")
        #expect(allowed.status == 200)
        #expect(allowed.body.contains("Main"))
        await server.stop()
    }

    @Test func aRequestNamingAnotherHostGets403() async throws {
        let server = try await PreviewWebServer.start(source: source)
        let rebound = try await LoopbackHTTP.get(port: server.port, "/?token=\(server.token)", host: "attacker.example:\(server.port)")
        #expect(rebound.status == 403)
        #expect(rebound.body.isEmpty)
        let named = try await LoopbackHTTP.get(port: server.port, "/?token=\(server.token)", host: "localhost:\(server.port)")
        #expect(named.status == 200)
        await server.stop()
    }

    @Test func everyAnswerCarriesTheContentSecurityPolicy() async throws {
        let server = try await PreviewWebServer.start(source: source)
        let component = "/component?component=file%3A%2F%2F%2Fapp%2FMain.ui.xml&token=\(server.token)"
        for target in ["/?token=\(server.token)", component, "/app.js?token=\(server.token)", "/app.css?token=\(server.token)",
                       "/nothing?token=\(server.token)"] {
            let answer = try await LoopbackHTTP.get(port: server.port, target)
            let policy = try #require(answer.headers["content-security-policy"], "\(target)")
            #expect(policy.contains("default-src 'none'"))
            #expect(policy.contains("script-src 'self'"))
            #expect(policy.contains("connect-src 'self'"))
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(answer.headers["referrer-policy"] == "no-referrer")
        }
        let page = try await LoopbackHTTP.get(port: server.port, component)
        #expect(page.status == 200)
        #expect(!page.body.contains("<script>"), "no inline script: the policy would refuse it")
        #expect(page.body.contains("src=\"app.js?token=\(server.token)\""))
        await server.stop()
    }

    @Test func onlyTheSourcesComponentsAreServedAndNoFileByPath() async throws {
        let server = try await PreviewWebServer.start(source: source)
        let token = server.token
        for target in ["/component?component=%2Fetc%2Fpasswd&token=\(token)", "/component?token=\(token)",
                       "/etc/passwd?token=\(token)", "/../../../../etc/passwd?token=\(token)", "/Package.swift?token=\(token)"] {
            let answer = try await LoopbackHTTP.get(port: server.port, target)
            #expect(answer.status == 404, "\(target)")
            #expect(!answer.body.contains("root:"), "\(target)")
        }
        let served = try await LoopbackHTTP.get(port: server.port, "/component?component=b%3C%26%3E&token=\(token)")
        #expect(served.status == 200)
        #expect(served.body.contains("Odd &lt;name&gt; &amp; &quot;quotes&quot;"), "titles are escaped")
        #expect(!served.body.contains("<name>"))
        await server.stop()
    }

    @Test func aSocketWithoutTheTokenOrForAnotherComponentIsRefused() async throws {
        let server = try await PreviewWebServer.start(source: source)
        let base = "ws://127.0.0.1:\(server.port)/socket?component=b%3C%26%3E"
        await #expect(throws: PreviewSocketClient.Failure.self) { try await PreviewSocketClient.connect(base) }
        await #expect(throws: PreviewSocketClient.Failure.self) { try await PreviewSocketClient.connect(base + "&token=wrong") }
        await #expect(throws: PreviewSocketClient.Failure.self) {
            try await PreviewSocketClient.connect("ws://127.0.0.1:\(server.port)/socket?component=other&token=\(server.token)")
        }
        let handshake = [
            "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
        ]
        // A handshake without the token, with a wrong one, or naming another host: 403, empty.
        for (target, host) in [("/socket?component=b", nil), ("/socket?component=b&token=wrong", nil),
                               ("/gallery/socket", nil), ("/socket?component=b&token=\(server.token)", "attacker.example:\(server.port)")] {
            let upgrade = try await LoopbackHTTP.get(port: server.port, target, host: host, extraHeaders: handshake)
            #expect(upgrade.status == 403, "\(target)")
            #expect(upgrade.body.isEmpty, "\(target)")
            #expect(upgrade.headers["upgrade"] == nil, "\(target)")
        }
        // With the token, a component the source does not serve: the WebSocket library's refusal.
        let unknown = try await LoopbackHTTP.get(port: server.port, "/socket?component=other&token=\(server.token)", extraHeaders: handshake)
        #expect(unknown.status == 400)
        #expect(unknown.body.isEmpty)
        let plain = try await LoopbackHTTP.get(port: server.port, "/socket?component=b")
        #expect(plain.status == 403)
        #expect(plain.body.isEmpty)
        let client = try await PreviewSocketClient.connect(base + "&token=\(server.token)")
        _ = try await client.next("the first frame") { $0.contains("\"type\":\"frame\"") }
        await client.close()
        await server.stop()
    }
}
