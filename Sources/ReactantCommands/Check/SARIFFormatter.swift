import Foundation
import Support
import ReactantAnalysis

/// `--format sarif`: a SARIF 2.1.0 log with one run, for code-scanning upload.
///
/// The tool driver lists a rule for every code that occurs; each result names its rule by
/// `ruleId` and `ruleIndex`. Regions are 1-based with an exclusive end column, columns in
/// Unicode code points (`columnKind`). Files under the current directory are addressed
/// relative to it through the `%SRCROOT%` base; others by absolute `file://` URI.
struct SARIFFormatter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"

    struct Log: Codable {
        var schema = SARIFFormatter.schemaURI
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Codable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]?
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Codable { var driver: ToolComponent }

    struct ToolComponent: Codable {
        var name: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Codable { var id: String }

    struct Message: Codable { var text: String }

    struct Result: Codable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    struct Location: Codable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Codable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Codable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Codable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    var toolName = "reactant-lsp"

    func log(_ report: CheckReport) -> Log {
        var ruleIndex: [String: Int] = [:]
        var rules: [ReportingDescriptor] = []
        var results: [Result] = []
        for file in report.files {
            for diagnostic in file.diagnostics {
                let index: Int
                if let known = ruleIndex[diagnostic.code] {
                    index = known
                } else {
                    index = rules.count
                    ruleIndex[diagnostic.code] = index
                    rules.append(ReportingDescriptor(id: diagnostic.code))
                }
                let related = diagnostic.related.enumerated().map { number, related in
                    let target = report.file(forPath: related.path, in: file)
                    return Location(
                        id: number,
                        physicalLocation: PhysicalLocation(
                            artifactLocation: target.map { artifact($0.source.absolutePath, report) }
                                ?? ArtifactLocation(uri: Self.percentEncoded(related.path ?? "")),
                            region: target.map { region(related.range, in: $0.positions) }),
                        message: Message(text: related.message))
                }
                results.append(Result(
                    ruleId: diagnostic.code,
                    ruleIndex: index,
                    level: Self.level(diagnostic.severity),
                    message: Message(text: diagnostic.message),
                    locations: [Location(physicalLocation: PhysicalLocation(
                        artifactLocation: artifact(file.source.absolutePath, report),
                        region: region(diagnostic.range, in: file.positions)))],
                    relatedLocations: related.isEmpty ? nil : related))
            }
        }
        let base = report.currentDirectory.hasSuffix("/") ? report.currentDirectory : report.currentDirectory + "/"
        return Log(runs: [Run(
            tool: Tool(driver: ToolComponent(name: toolName, rules: rules)),
            originalUriBaseIds: [Self.sourceRoot: ArtifactLocation(uri: "file://" + Self.percentEncoded(base))],
            results: results)])
    }

    func format(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log(report))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .information, .hint: "note"
        }
    }

    private func artifact(_ absolutePath: String, _ report: CheckReport) -> ArtifactLocation {
        if let relative = report.relativePath(of: absolutePath) {
            return ArtifactLocation(uri: Self.percentEncoded(relative), uriBaseId: Self.sourceRoot)
        }
        return ArtifactLocation(uri: "file://" + Self.percentEncoded(absolutePath))
    }

    private func region(_ range: Range<Int>, in positions: LineTable) -> Region {
        let (start, end) = CheckReport.span(of: range, in: positions)
        return Region(
            startLine: start.line + 1, startColumn: start.characterColumn + 1,
            endLine: end.line + 1, endColumn: end.characterColumn + 1)
    }

    /// RFC 3986 path encoding: unreserved characters, sub-delimiters, `:`, `@` and `/` stay.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        allowed.insert(charactersIn: "!$&'()*+,;=:@/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
