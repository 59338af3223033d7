import Foundation
import PackagePlugin

/// Generates a Swift source holding the text of every `Schemas/*.xsd`, so the schemas travel
/// inside the binary instead of in a resource bundle that a copied executable would lose.
@main
struct EmbedSchemas: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = context.package.directoryURL.appending(path: "Schemas")
        let schemas = try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xsd" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSchemaTexts.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(schemas.count) schemas",
                executable: try context.tool(named: "embed-schemas").url,
                arguments: [output.path] + schemas.map(\.path),
                inputFiles: schemas,
                outputFiles: [output]
            )
        ]
    }
}
