import Foundation
import Testing
@testable import ReactantAnalysis
@testable import ReactantLSP

/// The shipped editor configurations agree with each other and with what the server reads.
@Suite struct EditorConfigTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let vscode = repository.appendingPathComponent("editors/vscode-config")

    /// Settings the VS Code client uses itself; the server need not understand them.
    static let clientOnlySettings: Set<String> = ["reactant.serverPath", "reactant.trace.server"]

    struct Manifest: Decodable {
        struct Language: Decodable {
            var id: String
            var filenamePatterns: [String]
            var configuration: String
        }
        struct Grammar: Decodable {
            var language: String
            var scopeName: String
            var path: String
        }
        struct Command: Decodable {
            var command: String
        }
        struct Setting: Decodable {
            var type: String
            var `default`: SettingsJSON
            var `enum`: [String]?
        }
        struct Contributes: Decodable {
            struct Configuration: Decodable {
                var properties: [String: Setting]
            }
            var languages: [Language]
            var grammars: [Grammar]
            var commands: [Command]
            var configuration: Configuration
        }
        var name: String
        var publisher: String
        var main: String
        var activationEvents: [String]
        var contributes: Contributes
    }

    static func text(_ relativePath: String, in directory: URL = vscode) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
    }

    static func manifest() throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(text("package.json").utf8))
    }

    /// Every string literal in `source` that follows `prefix`, e.g. `language: '`.
    static func literals(after prefix: String, in source: String) -> [String] {
        source.components(separatedBy: prefix).dropFirst().compactMap { rest in
            rest.split(separator: "'", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        }
    }

    @Test(arguments: ["package.json", "language-configuration.json", "tsconfig.json"])
    func jsonFilesParse(path: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.text(path).utf8))
        #expect(object is [String: Any])
    }

    @Test func languageIdIsTheSameEverywhere() throws {
        let manifest = try Self.manifest()
        let ids = manifest.contributes.languages.map(\.id)
        #expect(ids == ["reactant-ui"])
        let id = try #require(ids.first)
        #expect(manifest.activationEvents.contains("onLanguage:\(id)"))
        #expect(manifest.contributes.grammars.map(\.language) == [id])

        let client = try Self.text("src/extension.ts")
        let selectorLanguages = Self.literals(after: "language: '", in: client)
        #expect(!selectorLanguages.isEmpty)
        #expect(selectorLanguages.allSatisfy { $0 == id })
    }

    @Test func languageCoversBothFileKinds() throws {
        let language = try #require(try Self.manifest().contributes.languages.first)
        #expect(Set(language.filenamePatterns) == ["*.ui.xml", "*.styles.xml"])
        let configuration = try JSONSerialization.jsonObject(with: Data(Self.text(language.configuration).utf8))
        #expect((configuration as? [String: Any])?["comments"] != nil)
    }

    @Test func grammarFileExistsWithItsScope() throws {
        for grammar in try Self.manifest().contributes.grammars {
            let object = try JSONSerialization.jsonObject(with: Data(Self.text(grammar.path).utf8))
            let scopeName = (object as? [String: Any])?["scopeName"] as? String
            #expect(scopeName == grammar.scopeName)
        }
    }

    @Test func entryPointIsTheCompiledClient() throws {
        let manifest = try Self.manifest()
        let tsconfig = try JSONSerialization.jsonObject(with: Data(Self.text("tsconfig.json").utf8))
        let options = try #require((tsconfig as? [String: Any])?["compilerOptions"] as? [String: Any])
        let outDir = try #require(options["outDir"] as? String)
        let rootDir = try #require(options["rootDir"] as? String)
        #expect(manifest.main == "./\(outDir)/extension.js")
        #expect(FileManager.default.fileExists(atPath: Self.vscode.appendingPathComponent("\(rootDir)/extension.ts").path))
    }

    @Test func declaredCommandsAreRegisteredAndViceVersa() throws {
        let declared = Set(try Self.manifest().contributes.commands.map(\.command))
        let registered = Set(Self.literals(after: "registerCommand('", in: try Self.text("src/extension.ts")))
        #expect(declared == registered)
    }

    /// The client synchronises the section that prefixes every setting, and its client id is
    /// that prefix too, which is where vscode-languageclient reads `<id>.trace.server`.
    @Test func clientSynchronisesTheSettingsSection() throws {
        let client = try Self.text("src/extension.ts")
        let sections = Self.literals(after: "configurationSection: '", in: client)
        #expect(sections == ["reactant"])
        #expect(Self.literals(after: "new LanguageClient('", in: client) == ["reactant"])
        #expect(client.contains("initializationOptions:"))
        for key in try Self.manifest().contributes.configuration.properties.keys {
            #expect(key.hasPrefix("reactant."), "\(key)")
        }
    }

    /// Every setting VS Code declares (except client-only ones) reaches the server: setting it
    /// to a value other than its declared default changes what the server decodes.
    @Test func everyDeclaredServerSettingIsUnderstood() throws {
        let settings = try Self.manifest().contributes.configuration.properties
        let serverSettings = settings.filter { !Self.clientOnlySettings.contains($0.key) }
        #expect(!serverSettings.isEmpty)
        for (key, setting) in serverSettings.sorted(by: { $0.key < $1.key }) {
            let changed = try #require(Self.nonDefaultValue(of: setting), "no non-default value for \(key)")
            let payload = Self.payload(setting: key, to: changed)
            let decoded = ServerSettings.decode(json: payload)
            #expect(decoded.problems.isEmpty, "\(key): \(decoded.problems)")
            #expect(decoded.settings != .defaults, "setting \(key) has no effect on the server")
        }
    }

    /// The defaults VS Code shows are the server's defaults.
    @Test func declaredDefaultsAreTheServerDefaults() throws {
        let settings = try Self.manifest().contributes.configuration.properties
        for (key, setting) in settings where !Self.clientOnlySettings.contains(key) {
            let decoded = ServerSettings.decode(json: Self.payload(setting: key, to: setting.default))
            #expect(decoded.problems.isEmpty, "\(key)")
            #expect(decoded.settings == .defaults, "\(key): declared default differs from the server's")
        }
    }

    @Test func everyDiagnosticCategoryIsDeclared() throws {
        let keys = Set(try Self.manifest().contributes.configuration.properties.keys)
        for category in DiagnosticCategory.allCases {
            #expect(keys.contains("reactant.diagnostics.\(category.rawValue)"), "\(category)")
        }
    }

    /// The other editors' configurations start the same command for the same two file kinds.
    @Test(arguments: [
        ("neovim", "lua/reactant_lsp/init.lua", ["'*.ui.xml'", "'*.styles.xml'"]),
        ("neovim", "lspconfig.lua", ["'*.ui.xml'", "'*.styles.xml'"]),
        ("helix", "languages.toml", [#""*.ui.xml""#, #""*.styles.xml""#]),
        ("emacs", "reactant-ui.el", [#"\\.\\(?:ui\\|styles\\)\\.xml\\'"#]),
        ("sublime", "ReactantUI.sublime-syntax", ["- ui.xml", "- styles.xml"]),
    ])
    func otherEditorsDetectBothFileKinds(editor: String, file: String, patterns: [String]) throws {
        let directory = Self.repository.appendingPathComponent("editors/\(editor)")
        let configuration = try Self.text(file, in: directory)
        for pattern in patterns {
            #expect(configuration.contains(pattern), "\(editor)/\(file) lacks \(pattern)")
        }
        let readme = try Self.text("README.md", in: directory)
        #expect(readme.contains("```"), "\(editor)/README.md has no lines to copy")
    }

    @Test func sublimeClientSelectsTheSyntaxScope() throws {
        let directory = Self.repository.appendingPathComponent("editors/sublime")
        let syntax = try Self.text("ReactantUI.sublime-syntax", in: directory)
        // Sublime settings allow // comments; drop them before parsing.
        let settings = try Self.text("LSP.sublime-settings", in: directory)
            .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        let object = try JSONSerialization.jsonObject(with: Data(settings.utf8)) as? [String: Any]
        let client = try #require((object?["clients"] as? [String: Any])?["reactant-lsp"] as? [String: Any])
        let selector = try #require(client["selector"] as? String)
        #expect(syntax.contains("scope: \(selector)\n"))
        #expect(client["command"] as? [String] == ["reactant-lsp"])
    }

    // MARK: - Building payloads

    /// A value for a declared setting that differs from its declared default.
    static func nonDefaultValue(of setting: Manifest.Setting) -> SettingsJSON? {
        switch (setting.type, setting.default) {
        case ("boolean", .bool(let value)):
            return .bool(!value)
        case ("integer", .number(let value)):
            return .number(value + 1)
        case ("array", _):
            return .array([.string("/tmp/extra-schemas")])
        case ("string", .string(let value)):
            return setting.enum?.first { $0 != value }.map(SettingsJSON.string)
        default:
            return nil
        }
    }

    /// `{"settings": {"reactant": {…}}}` with the dotted key expanded into nested objects, as
    /// VS Code sends it in `workspace/didChangeConfiguration`.
    static func payload(setting key: String, to value: SettingsJSON) -> Data {
        let nested = key.split(separator: ".").reversed().reduce(value) { inner, name in
            .object([String(name): inner])
        }
        return Data(#"{"settings": \#(nested.jsonText)}"#.utf8)
    }
}

extension SettingsJSON {
    /// JSON text for the value; enough for building test payloads.
    var jsonText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        case .array(let elements): "[" + elements.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\(SettingsJSON.string($0.key).jsonText):\($0.value.jsonText)" }.joined(separator: ",") + "}"
        }
    }
}
