import Foundation
import JSONRPC
import ReactantAnalysis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension LanguageServer {
    /// Serves on stdin/stdout until `exit`; returns the exit code.
    ///
    /// The protocol gets a private copy of stdout, and file descriptor 1 is pointed at stderr,
    /// so that a stray print anywhere in the process can never corrupt a message.
    public static func serveStandardStreams(configuration: Configuration) async -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // A vanished client must end the server by EOF, not by signal.
        let protocolOutput = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let connection = Connection(input: STDIN_FILENO, output: protocolOutput >= 0 ? protocolOutput : STDOUT_FILENO)
        return await LanguageServer(connection: connection, configuration: configuration).run()
    }
}
