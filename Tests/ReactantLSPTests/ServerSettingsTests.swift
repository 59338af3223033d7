import Foundation
import Testing
@testable import ReactantAnalysis
@testable import ReactantLSP

@Suite struct ServerSettingsTests {
    private func decode(_ json: String, over base: ServerSettings = .defaults) -> ServerSettings.Decoded {
        ServerSettings.decode(json: Data(json.utf8), over: base)
    }

    @Test func defaultsEnableEverythingAndTraceNothing() {
        let settings = ServerSettings.defaults
        #expect(settings.schemaDirectories.isEmpty)
        #expect(settings.trace == .off)
        for category in DiagnosticCategory.allCases {
            #expect(settings.isEnabled(category))
        }
    }

    @Test(arguments: [nil, "", "  \n", "null", "{}", #"{"settings": null}"#, #"{"reactant": null}"#])
    func emptyPayloadsKeepDefaults(json: String?) {
        let decoded = ServerSettings.decode(json: json.map { Data($0.utf8) })
        #expect(decoded.settings == .defaults)
        #expect(decoded.problems.isEmpty)
    }

    private static let section = #"""
        {"schemaDirectories": ["Schemas/custom", "/opt/ui"],
         "diagnostics": {"xml": true, "layout": false, "crossFile": false},
         "trace": "verbose", "serverPath": "/usr/bin/reactant-lsp"}
        """#

    @Test(arguments: [
        section,                                      // flat initializationOptions
        #"{"reactant": \#(section)}"#,                // nested initializationOptions
        #"{"settings": {"reactant": \#(section)}}"#,  // didChangeConfiguration, nested
        #"{"settings": \#(section)}"#,                // didChangeConfiguration, flat
    ])
    func nestedAndFlatFormsDecodeAlike(json: String) {
        let decoded = decode(json)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.settings.schemaDirectories == ["Schemas/custom", "/opt/ui"])
        #expect(decoded.settings.disabledDiagnostics == [.layout, .crossFile])
        #expect(decoded.settings.trace == .verbose)
    }

    @Test func vsCodeTraceObjectIsRead() {
        let decoded = decode(#"{"reactant": {"trace": {"server": "messages"}}}"#)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.settings.trace == .messages)
    }

    @Test func unknownKeysAreIgnored() {
        let decoded = decode(#"{"reactant": {"serverPath": 3, "colour": "blue", "diagnostics": {"spelling": false}}}"#)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.settings == .defaults)
    }

    struct WrongType: Sendable, CustomTestStringConvertible {
        var json: String
        var keyPath: String
        var testDescription: String { keyPath }
    }

    @Test(arguments: [
        WrongType(json: #"{"schemaDirectories": "Schemas"}"#, keyPath: "reactant.schemaDirectories"),
        WrongType(json: #"{"diagnostics": {"schema": "no"}}"#, keyPath: "reactant.diagnostics.schema"),
        WrongType(json: #"{"diagnostics": {"references": 0}}"#, keyPath: "reactant.diagnostics.references"),
        WrongType(json: #"{"diagnostics": ["xml"]}"#, keyPath: "reactant.diagnostics"),
        WrongType(json: #"{"trace": true}"#, keyPath: "reactant.trace"),
        WrongType(json: #"{"trace": "loud"}"#, keyPath: "reactant.trace"),
        WrongType(json: #"{"trace": {"server": 2}}"#, keyPath: "reactant.trace.server"),
    ])
    func wrongTypeIsReportedAndTheRestStillApplies(wrong: WrongType) throws {
        // The bad key is merged into a payload whose other keys are all valid and non-default.
        var payload = try #require(
            try JSONSerialization.jsonObject(with: Data(wrong.json.utf8)) as? [String: Any])
        let valid: [String: Any] = [
            "schemaDirectories": ["extra"],
            "diagnostics": ["xml": false, "schema": false, "references": false],
            "trace": "messages",
        ]
        payload.merge(valid) { bad, _ in bad }
        if var diagnostics = payload["diagnostics"] as? [String: Any] {
            diagnostics.merge(valid["diagnostics"] as! [String: Any]) { bad, _ in bad }
            payload["diagnostics"] = diagnostics
        }
        let json = try JSONSerialization.data(withJSONObject: ["reactant": payload])
        let decoded = ServerSettings.decode(json: json)

        #expect(decoded.problems.map(\.keyPath) == [wrong.keyPath])
        let settings = decoded.settings
        let badKey = wrong.keyPath
        #expect(settings.schemaDirectories == (badKey.hasPrefix("reactant.schemaDirectories") ? [] : ["extra"]))
        #expect(settings.trace == (badKey.hasPrefix("reactant.trace") ? .off : .messages))
        for category in [DiagnosticCategory.xml, .schema, .references] {
            let untouched = badKey == "reactant.diagnostics" || badKey == "reactant.diagnostics.\(category)"
            #expect(settings.isEnabled(category) == untouched, "\(category)")
        }
    }

    @Test func wrongTypeKeepsTheBaseValueNotTheDefault() {
        let base = ServerSettings(schemaDirectories: ["a"], disabledDiagnostics: [.xml], trace: .verbose)
        let decoded = decode(#"{"schemaDirectories": 1, "diagnostics": {"xml": null}, "trace": 4}"#, over: base)
        #expect(decoded.problems.count == 3)
        #expect(decoded.settings == base)
    }

    @Test func absentKeysKeepTheBaseValue() {
        let base = ServerSettings(schemaDirectories: ["a"], disabledDiagnostics: [.xml], trace: .verbose)
        let decoded = decode(#"{"settings": {"reactant": {"diagnostics": {"layout": false}}}}"#, over: base)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.settings.schemaDirectories == ["a"])
        #expect(decoded.settings.disabledDiagnostics == [.xml, .layout])
        #expect(decoded.settings.trace == .verbose)
    }

    /// Lua clients encode every empty table as `[]`, so `{}` and `[]` are interchangeable when empty.
    @Test(arguments: [
        #"{"reactant": []}"#,
        #"{"settings": [], "reactant": {}}"#,
        #"{"reactant": {"diagnostics": [], "schemaDirectories": {}, "trace": []}}"#,
    ])
    func emptyTablesFromLuaClientsMeanNothingSet(json: String) {
        let base = ServerSettings(disabledDiagnostics: [.schema], trace: .messages)
        let decoded = decode(json, over: base)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.settings == base)
    }

    @Test func badSchemaDirectoryEntriesAreSkippedOneByOne() {
        let decoded = decode(#"{"schemaDirectories": ["a", 7, "", "b"]}"#)
        #expect(decoded.settings.schemaDirectories == ["a", "b"])
        #expect(decoded.problems.map(\.keyPath) == ["reactant.schemaDirectories[1]", "reactant.schemaDirectories[2]"])
    }

    @Test(arguments: [true, false])
    func diagnosticsBooleanSwitchesEveryCategory(enabled: Bool) {
        let decoded = decode(#"{"diagnostics": \#(enabled)}"#, over: .init(disabledDiagnostics: [.xml]))
        #expect(decoded.problems.isEmpty)
        for category in DiagnosticCategory.allCases {
            #expect(decoded.settings.isEnabled(category) == enabled)
        }
    }

    @Test(arguments: ["{", "[1, 2]", "\"reactant\"", #"{"reactant": 5}"#, #"{"settings": {"reactant": [true]}}"#])
    func unusablePayloadIsOneProblemAndKeepsEverything(json: String) {
        let base = ServerSettings(schemaDirectories: ["kept"])
        let decoded = decode(json, over: base)
        #expect(decoded.settings == base)
        #expect(decoded.problems.map(\.keyPath) == ["reactant"])
    }

    @Test func deeplyNestedPayloadDoesNotCrash() {
        let depth = 100_000
        let json = #"{"reactant": {"schemaDirectories": "# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}}"
        let decoded = decode(json)
        #expect(decoded.settings == .defaults)
        #expect(decoded.problems.count == 1)
    }

    struct CodeCase: Sendable {
        var code: String
        var category: DiagnosticCategory?
    }

    @Test(arguments: [
        CodeCase(code: "xml.unclosed-tag", category: .xml),
        CodeCase(code: "schema.unknown-attribute", category: .schema),
        CodeCase(code: "layout.unknown-anchor", category: .layout),
        CodeCase(code: "ref.unknown-field", category: .references),
        CodeCase(code: "layouts.typo", category: nil),
        CodeCase(code: "refx", category: nil),
        CodeCase(code: "", category: nil),
    ])
    func isEnabledFollowsTheCodePrefix(example: CodeCase) {
        #expect(DiagnosticCategory(codePrefixOf: example.code) == example.category)
        #expect(ServerSettings.defaults.isEnabled(code: example.code))
        for disabled in DiagnosticCategory.allCases {
            let settings = ServerSettings(disabledDiagnostics: [disabled])
            let expected = example.category != disabled
            #expect(settings.isEnabled(code: example.code) == expected, "\(disabled) off")
        }
    }

    @Test func crossFileSwitchHidesOnlyCrossFileDiagnostics() {
        let settings = ServerSettings(disabledDiagnostics: [.crossFile])
        #expect(settings.isEnabled(code: "ref.unknown-style", crossFile: false))
        #expect(!settings.isEnabled(code: "ref.unknown-style", crossFile: true))
        #expect(!ServerSettings(disabledDiagnostics: [.references]).isEnabled(code: "ref.unknown-style", crossFile: true))
        #expect(ServerSettings.defaults.isEnabled(code: "ref.unknown-component", crossFile: true))
    }

    @Test func inlayHintKindsAreSwitchedOneByOneOrAllAtOnce() {
        let some = decode(#"{"reactant": {"inlayHints": {"priorityValues": false, "impliedTargets": false}}}"#)
        #expect(some.problems.isEmpty)
        var expected = ServerSettings.InlayHintSettings()
        expected.priorityValues = false
        expected.impliedTargets = false
        #expect(some.settings.inlayHints == expected)

        let none = decode(#"{"inlayHints": false}"#)
        #expect(none.settings.inlayHints.impliedAnchors == false && none.settings.inlayHints.shorthandExpansions == false)
        #expect(none.settings.inlayHints.impliedTargets == false && none.settings.inlayHints.priorityValues == false)

        let wrong = decode(#"{"inlayHints": {"impliedAnchors": "no", "shorthandExpansions": false}}"#, over: none.settings)
        #expect(wrong.problems == [SettingsProblem(keyPath: "reactant.inlayHints.impliedAnchors", message: "expected a boolean, found a string")])
        #expect(wrong.settings.inlayHints == none.settings.inlayHints)
        #expect(decode(#"{"inlayHints": 3}"#).problems.map(\.keyPath) == ["reactant.inlayHints"])
    }

    @Test func formatWidthIsAWholePositiveNumber() {
        #expect(ServerSettings.defaults.formatMaxLineWidth == 120)
        let decoded = decode(#"{"reactant": {"format": {"maxLineWidth": 80}}}"#)
        #expect(decoded.settings.formatMaxLineWidth == 80)
        #expect(decoded.problems.isEmpty)
        for bad in [#"{"format": {"maxLineWidth": 0}}"#, #"{"format": {"maxLineWidth": 80.5}}"#, #"{"format": {"maxLineWidth": "80"}}"#] {
            let rejected = decode(bad, over: decoded.settings)
            #expect(rejected.settings.formatMaxLineWidth == 80, "\(bad)")
            #expect(rejected.problems.map(\.keyPath) == ["reactant.format.maxLineWidth"], "\(bad)")
        }
        #expect(decode(#"{"format": 3}"#).problems.map(\.keyPath) == ["reactant.format"])
    }

    @Test func formatLayoutAndClientOptionsAreReadAndCheckedByName() {
        #expect(ServerSettings.defaults.formatAttributeLayout == .asWritten)
        #expect(ServerSettings.defaults.formatRespectClientOptions == false)
        let decoded = decode(#"{"reactant": {"format": {"attributeLayout": "one-per-line", "respectClientOptions": true}}}"#)
        #expect(decoded.settings.formatAttributeLayout == .onePerLine)
        #expect(decoded.settings.formatRespectClientOptions)
        #expect(decoded.problems.isEmpty)
        let rejected = decode(#"{"format": {"attributeLayout": "wide", "respectClientOptions": "yes", "maxLineWidth": 90}}"#, over: decoded.settings)
        #expect(rejected.settings.formatAttributeLayout == .onePerLine)
        #expect(rejected.settings.formatRespectClientOptions)
        #expect(rejected.settings.formatMaxLineWidth == 90)
        #expect(rejected.problems.map(\.keyPath) == ["reactant.format.attributeLayout", "reactant.format.respectClientOptions"])
    }

    @Test func theDiagnosticsLimitIsAWholeNumberBesideTheCategories() {
        #expect(ServerSettings.defaults.maxDiagnosticsPerDocument == 1_000)
        let decoded = decode(#"{"reactant": {"diagnostics": {"maxPerDocument": 50, "layout": false}}}"#)
        #expect(decoded.settings.maxDiagnosticsPerDocument == 50)
        #expect(decoded.settings.disabledDiagnostics == [.layout])
        #expect(decoded.problems.isEmpty)
        #expect(decode(#"{"diagnostics": {"maxPerDocument": 0}}"#).settings.maxDiagnosticsPerDocument == 0)
        for bad in [#"{"diagnostics": {"maxPerDocument": -1}}"#, #"{"diagnostics": {"maxPerDocument": 2.5}}"#, #"{"diagnostics": {"maxPerDocument": "9"}}"#] {
            let rejected = decode(bad, over: decoded.settings)
            #expect(rejected.settings.maxDiagnosticsPerDocument == 50, "\(bad)")
            #expect(rejected.problems.map(\.keyPath) == ["reactant.diagnostics.maxPerDocument"], "\(bad)")
        }
    }
}

@Suite struct LayoutEnabledSettingTests {
    @Test func layoutIsSolvedUnlessSwitchedOff() {
        #expect(ServerSettings.defaults.layoutEnabled)
        let decoded = ServerSettings.decode(json: Data(#"{"reactant": {"layout": {"enabled": false, "device": "iphone-se"}}}"#.utf8))
        #expect(decoded.problems.isEmpty)
        #expect(!decoded.settings.layoutEnabled)
        #expect(decoded.settings.layoutDevice == "iphone-se")
    }

    @Test func aValueNotBooleanIsReportedAndKeepsTheSetting() {
        let decoded = ServerSettings.decode(json: Data(#"{"reactant": {"layout": {"enabled": "no"}}}"#.utf8))
        #expect(decoded.settings.layoutEnabled)
        #expect(decoded.problems.map(\.keyPath) == ["reactant.layout.enabled"])
    }
}
