// Writes a Swift source that holds the given schema files as raw string literals.
// Usage: embed-schemas OUTPUT.swift SCHEMA.xsd...
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-schemas OUTPUT.swift SCHEMA.xsd...\n".utf8))
    exit(2)
}

/// A raw-string delimiter that the text cannot close early.
func delimiter(for text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return hashes
}

var source = """
    // Generated at build time from Schemas/*.xsd by the EmbedSchemas plugin. Do not edit.

    extension EmbeddedSchemas {
        static let files: [EmbeddedSchemas.File] = [

    """
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let hashes = delimiter(for: text)
    source += "        EmbeddedSchemas.File(name: \"\(url.lastPathComponent)\", text: \(hashes)\"\"\"\n"
    source += text.hasSuffix("\n") ? text : text + "\n"
    source += "\"\"\"\(hashes)),\n"
}
source += "    ]\n}\n"

let output = URL(fileURLWithPath: outputPath)
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
