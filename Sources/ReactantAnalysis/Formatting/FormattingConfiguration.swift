import Foundation
import XMLSyntax

/// Some of the formatting options, each `nil` where this source says nothing.
public struct FormattingOverrides: Hashable, Sendable {
    public var tabSize: Int?
    public var insertSpaces: Bool?
    public var maxLineWidth: Int?
    public var attributeLayout: AttributeLayout?

    public init(tabSize: Int? = nil, insertSpaces: Bool? = nil, maxLineWidth: Int? = nil, attributeLayout: AttributeLayout? = nil) {
        self.tabSize = tabSize
        self.insertSpaces = insertSpaces
        self.maxLineWidth = maxLineWidth
        self.attributeLayout = attributeLayout
    }

    /// `options` with what this source says put over it.
    public func applied(to options: FormattingOptions) -> FormattingOptions {
        FormattingOptions(
            tabSize: tabSize ?? options.tabSize, insertSpaces: insertSpaces ?? options.insertSpaces,
            maxLineWidth: maxLineWidth ?? options.maxLineWidth, attributeLayout: attributeLayout ?? options.attributeLayout)
    }

    /// What `.editorconfig` properties say: `indent_style` (`space` / `tab`), `indent_size` (a
    /// number, or `tab` for `tab_width`), `tab_width` (the indent size when `indent_size` is
    /// missing), `max_line_length` (a number; `off` says nothing). Values outside the formatter's
    /// ranges (indent 1–16, width 1–10 000) say nothing.
    public init(editorConfig properties: [String: String]) {
        self.init()
        switch properties["indent_style"] {
        case "space": insertSpaces = true
        case "tab": insertSpaces = false
        default: break
        }
        let tabWidth = properties["tab_width"].flatMap(Int.init).flatMap { (1...16).contains($0) ? $0 : nil }
        if let size = properties["indent_size"] {
            tabSize = size == "tab" ? tabWidth : Int(size).flatMap { (1...16).contains($0) ? $0 : nil }
        } else {
            tabSize = tabWidth
        }
        maxLineWidth = properties["max_line_length"].flatMap(Int.init).flatMap { (1...10_000).contains($0) ? $0 : nil }
    }
}

/// The one formatting configuration the command line and the server share, so a file an editor
/// formats passes `--check-formatting`. From weakest to strongest:
///
/// - the project default (`FormattingOptions.projectDefault`: four spaces, 120 columns,
///   attributes as written), whose indentation gives way to the document's own where it is
///   consistent (`FormattingOverrides(detectedIndentationOf:tree:)`, as editors detect it);
/// - in the server, the user's settings (`reactant.format.maxLineWidth`,
///   `reactant.format.attributeLayout`) and, only when `reactant.format.respectClientOptions` is
///   true, the indentation the editor sends with each request (editors send their own defaults,
///   e.g. Emacs a tab of 8, which would otherwise rewrite every indent);
/// - the project's `.editorconfig` for the file (`FormattingOverrides(editorConfig:)`);
/// - on the command line, the flags given (`--indent`, `--max-line-width`, `--attribute-layout`).
public enum FormattingConfiguration {
    /// Reads a `.editorconfig` from disk; `nil` when there is none or it cannot be read.
    public static let readFromDisk: @Sendable (String) -> String? = { path in
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The `.editorconfig` overrides for the file at the absolute `path` (none without a path:
    /// an unsaved document belongs to no folder).
    public static func editorConfig(forFile path: String?, read: (String) -> String? = readFromDisk) -> FormattingOverrides {
        guard let path, path.hasPrefix("/") else { return FormattingOverrides() }
        return FormattingOverrides(editorConfig: EditorConfig.properties(forFile: path, read: read))
    }

    /// The command line's options for a file: project default (or the indentation detected in
    /// `document`, its text and tree, when given), `.editorconfig`, flags.
    public static func commandLine(
        forFile path: String, flags: FormattingOverrides, document: (text: String, tree: XMLSyntaxTree)? = nil,
        read: (String) -> String? = readFromDisk
    ) -> FormattingOptions {
        flags.applied(to: editorConfig(forFile: path, read: read).applied(to: projectDefault(for: document)))
    }

    /// The project default, its indentation the document's own where that is consistent.
    public static func projectDefault(for document: (text: String, tree: XMLSyntaxTree)?) -> FormattingOptions {
        guard let document else { return .projectDefault }
        return FormattingOverrides(detectedIndentationOf: document.text, tree: document.tree).applied(to: .projectDefault)
    }
}
