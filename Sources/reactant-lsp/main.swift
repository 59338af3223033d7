// The reactant-lsp executable: argument parsing only; all behavior lives in ReactantLSP.
import ArgumentParser
import Foundation
import ReactantLSP

struct ReactantLSPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ProductInfo.name,
        abstract: "Language server and checker for Reactant UI .ui.xml and .styles.xml files.",
        discussion: """
            Without arguments, reactant-lsp is a Language Server Protocol 3.17 server speaking \
            JSON-RPC on stdin and stdout, as editors launch it. Logs go to stderr and to the \
            editor's log, never to stdout.

            With --check [PATH...], it checks the given files and folders once and reports \
            problems for CI.
            """,
        version: ProductInfo.version
    )

    @Option(name: .long, help: "Server log level on stderr: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "info"

    func validate() throws {
        guard LanguageServer.Configuration().settingLogLevel(named: logLevel) != nil else {
            throw ValidationError("unknown log level '\(logLevel)'")
        }
    }

    mutating func run() async throws {
        let configuration = LanguageServer.Configuration.product().settingLogLevel(named: logLevel) ?? .product()
        let code = await LanguageServer.serveStandardStreams(configuration: configuration)
        throw ExitCode(code)
    }
}

// Top-level code in main.swift resolves `main()` and `run()` to their synchronous overloads,
// so the command runs from an explicitly asynchronous function.
func runCommand() async {
    do {
        var parsed = try ReactantLSPCommand.parseAsRoot()
        if var command = parsed as? ReactantLSPCommand {
            try await command.run()
        } else {
            try parsed.run()  // Built-in commands such as help.
        }
    } catch {
        ReactantLSPCommand.exit(withError: error)
    }
}

await runCommand()
