import Foundation
import TestSupport
import Testing
@testable import ReactantAnalysis
@testable import ReactantCommands

/// The SARIF 2.1.0 schema's constraints on what `--format sarif` emits, listed explicitly:
/// required properties (sarifLog: version, runs; run: tool; tool: driver; toolComponent:
/// name; reportingDescriptor: id; result: message; message: text or id; physicalLocation:
/// artifactLocation or address; region: startLine or an offset), value sets (version
/// "2.1.0", level, columnKind), minimums (lines and columns 1, ruleIndex and location ids
/// -1), and the cross-references the spec requires to agree (ruleIndex ↔ ruleId, uriBaseId
/// defined in originalUriBaseIds with an absolute URI ending in `/`).
enum SARIFStructure {
    static func violations(_ json: Any) -> [String] {
        var problems: [String] = []
        func fail(_ path: String, _ message: String) { problems.append("\(path): \(message)") }
        func object(_ value: Any?, _ path: String) -> [String: Any]? {
            guard let value = value as? [String: Any] else { fail(path, "must be an object"); return nil }
            return value
        }
        func array(_ value: Any?, _ path: String) -> [Any]? {
            guard let value = value as? [Any] else { fail(path, "must be an array"); return nil }
            return value
        }
        func integer(_ value: Any?, _ path: String, minimum: Int) {
            guard let number = value as? Int else { fail(path, "must be an integer"); return }
            if number < minimum { fail(path, "must be at least \(minimum)") }
        }
        func string(_ value: Any?, _ path: String, oneOf allowed: Set<String>? = nil) {
            guard let text = value as? String else { fail(path, "must be a string"); return }
            if let allowed, !allowed.contains(text) { fail(path, "'\(text)' is not one of \(allowed.sorted())") }
        }
        func message(_ value: Any?, _ path: String) {
            guard let message = object(value, path) else { return }
            if message["text"] == nil, message["id"] == nil { fail(path, "needs text or id") }
            if let text = message["text"] { string(text, path + ".text") }
        }
        func location(_ value: Any?, _ path: String, baseIds: Set<String>) {
            guard let location = object(value, path) else { return }
            if let id = location["id"] { integer(id, path + ".id", minimum: -1) }
            if let text = location["message"] { message(text, path + ".message") }
            guard let physical = location["physicalLocation"].flatMap({ object($0, path + ".physicalLocation") }) else { return }
            if physical["artifactLocation"] == nil, physical["address"] == nil {
                fail(path + ".physicalLocation", "needs artifactLocation or address")
            }
            if let artifact = physical["artifactLocation"].flatMap({ object($0, path + ".artifactLocation") }) {
                string(artifact["uri"], path + ".artifactLocation.uri")
                if let uri = artifact["uri"] as? String, URL(string: uri) == nil { fail(path, "uri '\(uri)' is not a URI reference") }
                if let base = artifact["uriBaseId"] as? String, !baseIds.contains(base) { fail(path, "uriBaseId \(base) is not defined") }
            }
            if let region = physical["region"].flatMap({ object($0, path + ".region") }) {
                if region["startLine"] == nil, region["charOffset"] == nil, region["byteOffset"] == nil {
                    fail(path + ".region", "needs startLine, charOffset or byteOffset")
                }
                for key in ["startLine", "startColumn", "endLine", "endColumn"] where region[key] != nil {
                    integer(region[key], path + ".region." + key, minimum: 1)
                }
                if let start = region["startLine"] as? Int, let end = region["endLine"] as? Int, end < start {
                    fail(path + ".region", "ends before it starts")
                }
            }
        }

        guard let log = object(json, "$") else { return problems }
        string(log["version"], "$.version", oneOf: ["2.1.0"])
        for (runNumber, value) in (array(log["runs"], "$.runs") ?? []).enumerated() {
            let path = "$.runs[\(runNumber)]"
            guard let run = object(value, path) else { continue }
            if let kind = run["columnKind"] { string(kind, path + ".columnKind", oneOf: ["utf16CodeUnits", "unicodeCodePoints"]) }
            var baseIds: Set<String> = []
            if let bases = run["originalUriBaseIds"].flatMap({ object($0, path + ".originalUriBaseIds") }) {
                for (name, base) in bases {
                    baseIds.insert(name)
                    let uri = (base as? [String: Any])?["uri"] as? String ?? ""
                    if !uri.hasSuffix("/") || URL(string: uri)?.scheme == nil { fail(path + ".originalUriBaseIds." + name, "must be an absolute URI ending in /") }
                }
            }
            let driver = object(run["tool"], path + ".tool").flatMap { object($0["driver"], path + ".tool.driver") }
            string(driver?["name"], path + ".tool.driver.name")
            var ruleIds: [String] = []
            for (index, rule) in (driver?["rules"] as? [Any] ?? []).enumerated() {
                let id = object(rule, path + ".rules[\(index)]")?["id"]
                string(id, path + ".rules[\(index)].id")
                ruleIds.append(id as? String ?? "")
            }
            if Set(ruleIds).count != ruleIds.count { fail(path + ".tool.driver.rules", "ids must be unique") }
            for (resultNumber, value) in (run["results"] as? [Any] ?? []).enumerated() {
                let resultPath = path + ".results[\(resultNumber)]"
                guard let result = object(value, resultPath) else { continue }
                message(result["message"], resultPath + ".message")
                if let level = result["level"] { string(level, resultPath + ".level", oneOf: ["none", "note", "warning", "error"]) }
                if let index = result["ruleIndex"] {
                    integer(index, resultPath + ".ruleIndex", minimum: -1)
                    if let index = index as? Int, index >= 0, index >= ruleIds.count || ruleIds[index] != result["ruleId"] as? String {
                        fail(resultPath, "ruleIndex does not name the rule of ruleId")
                    }
                }
                for (number, value) in (result["locations"] as? [Any] ?? []).enumerated() {
                    location(value, resultPath + ".locations[\(number)]", baseIds: baseIds)
                }
                for (number, value) in (result["relatedLocations"] as? [Any] ?? []).enumerated() {
                    location(value, resultPath + ".relatedLocations[\(number)]", baseIds: baseIds)
                }
            }
        }
        return problems
    }
}

@Suite struct CheckSARIFFormatTests {
    private func sarif(_ files: [String: String], markers: [Marker], paths: [String] = []) async throws -> (CheckFixtureDirectory, [String: Any]) {
        let directory = try CheckFixtureDirectory(files)
        let (_, output) = await runCheck(in: directory, paths, format: .sarif, analyzer: FakeAnalyzer.marking(markers))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        return (directory, log)
    }

    @Test func theLogHasTheStructureSARIFRequires() async throws {
        let related = Marker("Label", "ref.duplicate-field", .warning, "duplicate", related: (needle: "Component", message: "root"))
        let (_, log) = try await sarif(["Main.ui.xml": componentFixture, "A/B.styles.xml": "<styleGroup name=\"G\"/>\n"],
                                       markers: fixtureMarkers + [related, Marker("styleGroup", "schema.example", .hint, "hint")])
        #expect(SARIFStructure.violations(log) == [])
        #expect(log["version"] as? String == "2.1.0")
    }

    @Test func theValidatorRejectsBrokenLogs() {
        let broken: [String: Any] = [
            "version": "2.0",
            "runs": [[
                "tool": ["driver": [:]],
                "results": [[
                    "level": "fatal",
                    "ruleId": "x", "ruleIndex": 3,
                    "locations": [["physicalLocation": ["region": ["startLine": 0]]]],
                ]],
            ]],
        ]
        let problems = SARIFStructure.violations(broken)
        #expect(problems.contains { $0.hasPrefix("$.version") })
        #expect(problems.contains { $0.hasPrefix("$.runs[0].tool.driver.name") })
        #expect(problems.contains { $0.hasPrefix("$.runs[0].results[0].message") })
        #expect(problems.contains { $0.hasPrefix("$.runs[0].results[0].level") })
        #expect(problems.contains { $0.contains("ruleIndex does not name") })
        #expect(problems.contains { $0.contains("needs artifactLocation or address") })
        #expect(problems.contains { $0.contains("startLine: must be at least 1") })
    }

    @Test func resultsRulesRegionsAndURIs() async throws {
        let text = "<Component>\r\n<Label text=\"é😀漢\" layout:lef=\"super\"/>\r\n</Component>\r\n"
        let (directory, log) = try await sarif(["Views/My Wide.ui.xml": text, "Main.ui.xml": componentFixture], markers: fixtureMarkers)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let base = try #require((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"])
        #expect(URL(string: base)?.path == directory.path + "/" || URL(string: base)?.path == directory.path)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: String]])
        #expect(rules.map { $0["id"] } == ["schema.unknown-element", "schema.example-warning", "layout.unknown-anchor"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == [
            "schema.unknown-element", "schema.example-warning", "layout.unknown-anchor", "layout.unknown-anchor",
        ])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "error", "error"])
        let last = try #require(((results[3]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect(last["artifactLocation"] as? [String: String] == ["uri": "Views/My%20Wide.ui.xml", "uriBaseId": "%SRCROOT%"])
        // 1-based, end exclusive, counted in code points: 😀 is one.
        #expect(last["region"] as? [String: Int] == ["startLine": 2, "startColumn": 19, "endLine": 2, "endColumn": 29])
    }

    @Test func filesOutsideTheCurrentDirectoryGetAbsoluteFileURIs() async throws {
        let outside = try CheckFixtureDirectory(["Far.ui.xml": componentFixture])
        let (_, log) = try await sarif(["Main.ui.xml": componentFixture], markers: [fixtureMarkers[0]], paths: [outside.path + "/Far.ui.xml"])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let artifact = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        #expect(artifact == ["uri": "file://" + outside.path + "/Far.ui.xml"])
        #expect(SARIFStructure.violations(log) == [])
    }
}
