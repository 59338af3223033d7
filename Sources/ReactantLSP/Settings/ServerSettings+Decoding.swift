import Foundation
import ReactantAnalysis
import ReactantLayout

extension ServerSettings {
    /// Settings read from a client payload, with what could not be used.
    public struct Decoded: Hashable, Sendable {
        public var settings: ServerSettings
        /// One entry per key whose value was unusable; that key kept its previous value.
        public var problems: [SettingsProblem]
    }

    /// Reads settings from the raw JSON of `initializationOptions`, or of the params of
    /// `workspace/didChangeConfiguration` (`{"settings": …}`). The settings object may be
    /// wrapped in `{"reactant": …}` (what VS Code, Neovim and eglot send) or be given flat.
    ///
    /// Decoding never fails as a whole: a key with an unusable value is reported in
    /// `problems` and keeps its value from `base`, unknown keys are ignored, and keys that are
    /// absent keep their value from `base`. Pass the current settings as `base` on a
    /// configuration change, so a client that sends only what changed loses nothing.
    public static func decode(json: Data?, over base: ServerSettings = .defaults) -> Decoded {
        var reader = SettingsReader(settings: base)
        guard let json, !json.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
        else { return reader.result }
        do {
            reader.read(payload: try SettingsJSON.parse(json))
        } catch {
            reader.report("reactant", "the settings are not valid JSON; all settings keep their values")
        }
        return reader.result
    }
}

/// Applies a parsed payload key by key onto a settings value, collecting problems.
private struct SettingsReader {
    var settings: ServerSettings
    var problems: [SettingsProblem] = []

    var result: ServerSettings.Decoded { .init(settings: settings, problems: problems) }

    mutating func report(_ keyPath: String, _ message: String) {
        problems.append(SettingsProblem(keyPath: keyPath, message: message))
    }

    mutating func read(payload: SettingsJSON) {
        var value = payload
        // `workspace/didChangeConfiguration` params, then the `reactant` section, each optional.
        for wrapper in ["settings", "reactant"] {
            guard let members = value.objectValue, let inner = members[wrapper] else { continue }
            value = inner
        }
        if let members = value.objectValue {
            read(section: members)
        } else if value != .null {
            report("reactant", "expected an object of settings, found \(value.typeName)")
        }
    }

    private mutating func read(section: [String: SettingsJSON]) {
        if let value = section["schemaDirectories"] { readSchemaDirectories(value) }
        if let value = section["diagnostics"] { readDiagnostics(value) }
        if let value = section["trace"] { readTrace(value) }
        if let value = section["layout"] { readLayout(value) }
        if let value = section["inlayHints"] { readInlayHints(value) }
        if let value = section["format"] { readFormat(value) }
        if let value = section["applicationDescription"] { readApplicationDescription(value) }
    }

    /// A path, or null / "" for the description found by scope.
    private mutating func readApplicationDescription(_ value: SettingsJSON) {
        switch value {
        case .string(let path): settings.applicationDescription = path.isEmpty ? nil : path
        case .null: settings.applicationDescription = nil
        default: report("reactant.applicationDescription", "expected a file path, found \(value.typeName); each document's description is found by scope")
        }
    }

    /// `{"impliedAnchors": false, …}`, or `false` / `true` for every kind at once.
    private mutating func readInlayHints(_ value: SettingsJSON) {
        let kinds: [(String, WritableKeyPath<ServerSettings.InlayHintSettings, Bool>)] = [
            ("impliedAnchors", \.impliedAnchors), ("impliedTargets", \.impliedTargets),
            ("priorityValues", \.priorityValues), ("shorthandExpansions", \.shorthandExpansions),
        ]
        if case .bool(let enabled) = value {
            for (_, keyPath) in kinds { settings.inlayHints[keyPath: keyPath] = enabled }
            return
        }
        guard let members = value.objectValue else {
            report("reactant.inlayHints", "expected an object of booleans or a boolean, found \(value.typeName)")
            return
        }
        for (name, keyPath) in kinds {
            guard let flag = members[name] else { continue }
            guard case .bool(let enabled) = flag else {
                report("reactant.inlayHints.\(name)", "expected a boolean, found \(flag.typeName)")
                continue
            }
            settings.inlayHints[keyPath: keyPath] = enabled
        }
    }

    /// `{"maxLineWidth": 100, "attributeLayout": "one-per-line", "respectClientOptions": true}`.
    private mutating func readFormat(_ value: SettingsJSON) {
        guard let members = value.objectValue else {
            report("reactant.format", "expected an object, found \(value.typeName)")
            return
        }
        if let width = members["maxLineWidth"] {
            if case .number(let number) = width, number >= 1, number <= 10_000, number.rounded() == number {
                settings.formatMaxLineWidth = Int(number)
            } else {
                report("reactant.format.maxLineWidth", "expected a whole number from 1 to 10000; the width stays \(settings.formatMaxLineWidth)")
            }
        }
        if let layout = members["attributeLayout"] {
            if case .string(let name) = layout, let known = AttributeLayout(rawValue: name) {
                settings.formatAttributeLayout = known
            } else {
                let names = AttributeLayout.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                report("reactant.format.attributeLayout", "expected one of \(names); the layout stays \"\(settings.formatAttributeLayout.rawValue)\"")
            }
        }
        if let respect = members["respectClientOptions"] {
            if case .bool(let flag) = respect {
                settings.formatRespectClientOptions = flag
            } else {
                report("reactant.format.respectClientOptions", "expected a boolean, found \(respect.typeName)")
            }
        }
    }

    /// `{"device": "iphone-se", "enabled": false}`: the screen hover shows frames on, and
    /// whether the diagnostics solve layouts.
    private mutating func readLayout(_ value: SettingsJSON) {
        guard let members = value.objectValue else {
            report("reactant.layout", "expected an object, found \(value.typeName)")
            return
        }
        if let enabled = members["enabled"] {
            if case .bool(let on) = enabled {
                settings.layoutEnabled = on
            } else {
                report("reactant.layout.enabled", "expected true or false, found \(enabled.typeName); it stays \(settings.layoutEnabled)")
            }
        }
        guard let device = members["device"] else { return }
        guard case .string(let name) = device, let preset = DevicePreset.named(name) else {
            let names = DevicePreset.all.map(\.identifier).joined(separator: ", ")
            report("reactant.layout.device", "expected one of \(names); the device stays \(settings.layoutDevice)")
            return
        }
        settings.layoutDevice = preset.identifier
    }

    private mutating func readSchemaDirectories(_ value: SettingsJSON) {
        let keyPath = "reactant.schemaDirectories"
        guard let elements = value.arrayValue else {
            report(keyPath, "expected an array of directory paths, found \(value.typeName)")
            return
        }
        var directories: [String] = []
        for (index, element) in elements.enumerated() {
            if case .string(let path) = element, !path.isEmpty {
                directories.append(path)
            } else {
                report("\(keyPath)[\(index)]", "expected a directory path, found \(element.typeName); entry skipped")
            }
        }
        settings.schemaDirectories = directories
    }

    private mutating func readDiagnostics(_ value: SettingsJSON) {
        let keyPath = "reactant.diagnostics"
        if case .bool(let enabled) = value {
            settings.disabledDiagnostics = enabled ? [] : Set(DiagnosticCategory.allCases)
        } else if let members = value.objectValue {
            if let limit = members["maxPerDocument"] {
                if case .number(let number) = limit, number >= 0, number <= 1_000_000, number.rounded() == number {
                    settings.maxDiagnosticsPerDocument = Int(number)
                } else {
                    report("\(keyPath).maxPerDocument",
                           "expected a whole number from 0 (no limit) to 1000000; the limit stays \(settings.maxDiagnosticsPerDocument)")
                }
            }
            for category in DiagnosticCategory.allCases {
                guard let flag = members[category.rawValue] else { continue }
                guard case .bool(let enabled) = flag else {
                    report("\(keyPath).\(category.rawValue)", "expected true or false, found \(flag.typeName)")
                    continue
                }
                if enabled {
                    settings.disabledDiagnostics.remove(category)
                } else {
                    settings.disabledDiagnostics.insert(category)
                }
            }
        } else {
            report(keyPath, "expected an object of true/false per category, found \(value.typeName)")
        }
    }

    /// Accepts `"verbose"` and VS Code's `{"server": "verbose"}` (from `reactant.trace.server`).
    private mutating func readTrace(_ value: SettingsJSON) {
        var keyPath = "reactant.trace"
        var level = value
        if let members = value.objectValue {
            guard let server = members["server"] else { return }
            keyPath += ".server"
            level = server
        }
        let allowed = ServerSettings.Trace.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let name) = level else {
            report(keyPath, "expected one of \(allowed), found \(level.typeName)")
            return
        }
        guard let trace = ServerSettings.Trace(rawValue: name) else {
            report(keyPath, "unknown trace level \"\(name)\"; expected one of \(allowed)")
            return
        }
        settings.trace = trace
    }
}
