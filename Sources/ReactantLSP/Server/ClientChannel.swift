import JSONRPC
import LanguageServerProtocol
import ReactantAnalysis

/// The server's way to the client: notifications, requests, and log lines.
public struct ClientChannel: Sendable {
    let connection: Connection

    public init(connection: Connection) { self.connection = connection }

    public func send<N: NotificationType>(_ notification: N) {
        connection.sendNotification(notification)
    }

    /// Sends a request to the client and waits for its answer.
    public func send<R: RequestType>(_ request: R) async throws(Connection.RequestFailure) -> R.Response {
        try await connection.sendRequest(request)
    }

    /// Shows a line in the client's log (`window/logMessage`).
    public func log(_ message: String, type: MessageType = .log) {
        send(LogMessageNotification(type: type, message: message))
    }
}

/// Reports progress of one long task, e.g. the workspace scan. Silent when the client does
/// not support work-done progress or refused to create the token.
public struct WorkDoneProgressReporter: Sendable {
    private let token: ProgressToken?
    private let client: ClientChannel

    static func begin(title: String, message: String?, client: ClientChannel, supported: Bool) async
        -> WorkDoneProgressReporter
    {
        guard supported else { return WorkDoneProgressReporter(token: nil, client: client) }
        let token = ProgressToken.string("reactant-lsp/\(UInt64.random(in: 0...UInt64.max))")
        do {
            _ = try await client.send(WorkDoneProgressCreateRequest(token: token))
        } catch {
            return WorkDoneProgressReporter(token: nil, client: client)
        }
        client.send(ProgressNotification(token: token, value: .begin(title: title, message: message, percentage: 0)))
        return WorkDoneProgressReporter(token: token, client: client)
    }

    public func report(message: String? = nil, percentage: Int? = nil) {
        guard let token else { return }
        client.send(ProgressNotification(token: token, value: .report(message: message, percentage: percentage)))
    }

    public func end(message: String? = nil) {
        guard let token else { return }
        client.send(ProgressNotification(token: token, value: .end(message: message)))
    }
}
