import HTTPTypes
import Hummingbird

/// Lets a request through only when it carries the server's token and names the server by
/// its loopback address (a page served from elsewhere that resolved its own name to
/// 127.0.0.1, DNS rebinding, names another host). Anything else is answered 403 with no body.
struct PreviewAccessGuard<Context: RequestContext>: RouterMiddleware {
    let token: PreviewToken

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.allows(token: token, presented: request.uri.queryParameters["token"], authority: request.head.authority) else {
            return Response(status: .forbidden, headers: [.contentLength: "0"])
        }
        return try await next(request, context)
    }

    /// Whether a request presenting `presented` as its token and naming `authority` is let through.
    static func allows(token: PreviewToken, presented: Substring?, authority: String?) -> Bool {
        token.matches(presented) && isLoopback(authority: authority)
    }

    /// `127.0.0.1:port`, `localhost:port` or `[::1]:port`, the names a browser on this machine uses.
    static func isLoopback(authority: String?) -> Bool {
        guard let authority else { return false }
        let host = authority.hasPrefix("[") ? String(authority.prefix { $0 != "]" }.dropFirst()) : String(authority.prefix { $0 != ":" })
        return host == "127.0.0.1" || host.lowercased() == "localhost" || host == "::1"
    }
}

/// The headers every answer carries: the page runs only the server's own script and
/// connects only back to the server; it is framed by no one, and its URL (the token) is
/// sent to no one as a referrer nor kept in a cache.
struct PreviewSecurityHeaders<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError {
            // No route (404) and the like: the status alone, with the same headers.
            response = Response(status: error.status, headers: [.contentLength: "0"])
        }
        response.headers[.contentSecurityPolicy] = PreviewPolicy.contentSecurityPolicy
        response.headers[.referrerPolicy] = "no-referrer"
        response.headers[.cacheControl] = "no-store"
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}

enum PreviewPolicy {
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}

extension HTTPField.Name {
    static let contentSecurityPolicy = HTTPField.Name("Content-Security-Policy")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let xContentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
}
