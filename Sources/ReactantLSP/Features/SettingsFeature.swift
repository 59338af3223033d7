import Foundation
import LanguageServerProtocol
import ProtocolConversion
import SchemaModel
import ReactantAnalysis

/// Reads the user's settings (`initializationOptions`, `workspace/didChangeConfiguration`,
/// `$/setTrace`) into the `Workspace`. Unusable values are shown to the user and keep their
/// previous value; extra schema directories are loaded off the message loop.
public struct SettingsFeature: ServerFeature {
    private let workspace: Workspace

    public init(workspace: Workspace) { self.workspace = workspace }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        let workspace = workspace
        handlers.onNotification(InitializedNotification.self) { _, context in
            var base = ServerSettings.defaults
            if let trace = context.session.trace.flatMap(ServerSettings.Trace.init(rawValue:)) { base.trace = trace }
            Self.apply(ServerSettings.decode(json: Self.data(context.session.initializationOptions), over: base), to: workspace, context)
        }
        handlers.onNotification(DidChangeConfigurationNotification.self) { notification, context in
            if notification.settings == nil || notification.settings == .null {
                // The client announces a change without saying it: ask for the section.
                guard context.session.clientCapabilities.workspace?.configuration == true else { return }
                Task {
                    let answer = try? await context.client.send(ConfigurationRequest(items: [.init(section: "reactant")]))
                    guard let section = answer?.first, !section.isNull else { return }
                    Self.apply(ServerSettings.decode(json: Self.data(section), over: workspace.settings), to: workspace, context)
                }
                return
            }
            Self.apply(ServerSettings.decode(json: Self.data(notification.settings), over: workspace.settings), to: workspace, context)
        }
        handlers.onNotification(SetTraceNotification.self) { notification, context in
            guard let trace = ServerSettings.Trace(rawValue: notification.value) else {
                return context.logger.warning("$/setTrace: unknown trace level \(notification.value)")
            }
            workspace.apply(.trace(trace))
        }
    }

    private static func data(_ json: JSONValue?) -> Data? {
        json.flatMap { try? JSONEncoder().encode($0) }
    }

    private static func apply(_ decoded: ServerSettings.Decoded, to workspace: Workspace, _ context: FeatureContext) {
        if !decoded.problems.isEmpty {
            report(decoded.problems.map(\.description), context)
        }
        let before = workspace.settings
        let stale = workspace.apply(.settings(decoded.settings))
        // Hints already shown were filtered by the old settings: the client asks again.
        if decoded.settings.inlayHints != before.inlayHints,
           context.session.clientCapabilities.workspace?.inlayHint?.refreshSupport == true {
            let client = context.client
            Task { _ = try? await client.send(InlayHintRefreshRequest()) }
        }
        let pipeline = context.diagnostics
        if stale != .none { Task { await pipeline?.refresh(stale) } }
        if decoded.settings.applicationDescription != before.applicationDescription {
            Task.detached { await pipeline?.refresh(workspace.reloadResources()) }
        }
        guard decoded.settings.schemaDirectories != before.schemaDirectories else { return }
        let directories = decoded.settings.schemaDirectories
        let base = context.session.initialWorkspaceFolders.first.flatMap { FileURI.path(of: $0.uri) }
        Task.detached {
            guard !directories.isEmpty else { return await pipeline?.refresh(workspace.useSchema(nil)) }
            let urls = directories.map { directory in
                base.map { URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: $0, isDirectory: true)) }
                    ?? URL(fileURLWithPath: directory)
            }
            do {
                await pipeline?.refresh(workspace.useSchema(try Schema.load(adding: urls)))
                context.logger.info("schemas loaded from \(urls.map(\.path).joined(separator: ", "))")
            } catch {
                report(["reactant.schemaDirectories: \(error); the built-in schemas stay in use"], context)
                await pipeline?.refresh(workspace.useSchema(nil))
            }
        }
    }

    /// Shows problems to the user, and keeps them in the log.
    private static func report(_ problems: [String], _ context: FeatureContext) {
        let message = "reactant-lsp settings: " + problems.joined(separator: "; ")
        context.client.send(ShowMessageNotification(type: .warning, message: message))
        context.logger.warning("\(message)")
    }
}
