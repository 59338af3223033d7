import LanguageServerProtocol
import Logging
import ReactantAnalysis

/// Forwards log events to the client's log as `window/logMessage`.
struct ClientLogHandler: LogHandler {
    let client: ClientChannel
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let type: MessageType =
            switch event.level {
            case .critical, .error: .error
            case .warning: .warning
            case .notice, .info: .info
            case .debug, .trace: .log
            }
        client.log(event.message.description, type: type)
    }
}

extension Logger {
    /// The server's logger: info and above to the client's log; to stderr only from `level`,
    /// by default `warning`: clients such as Neovim record every stderr line as an error, so
    /// informational lines there would read as failures. stdout is never written: it carries
    /// the protocol.
    static func server(client: ClientChannel, level: Logger.Level) -> Logger {
        // Levels are set per handler: setting the logger's level would set both.
        Logger(label: ProductInfo.name) { label in
            var stderr = StreamLogHandler.standardError(label: label)
            stderr.logLevel = level
            return MultiplexLogHandler([stderr, ClientLogHandler(client: client)])
        }
    }
}
