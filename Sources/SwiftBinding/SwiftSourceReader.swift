internal import SwiftParser
internal import SwiftSyntax
internal import Support

/// Swift source text to the types, extensions and properties it declares, and which views'
/// layout its code touches.
///
/// A pure function of the text. The declarations are read without walking bodies (functions,
/// initializers, accessors, closures); the layout reach walks everything, once. Text with
/// syntax errors yields whatever the parser recovered.
public enum SwiftSourceReader {
    public static func read(_ source: String) -> SwiftFileDeclarations {
        let tree = Parser.parse(source: BracketDepthLimit.limited(source))
        let collector = DeclarationCollector(positions: LineTable(source))
        collector.walk(tree)
        var declarations = collector.declarations
        declarations.hasSyntaxErrors = tree.hasError
        declarations.layoutReach = layoutReach(of: tree, source: source)
        return declarations
    }

    /// Which views' layout the code touches (see `SwiftLayoutReach`).
    public static func readLayoutReach(_ source: String) -> SwiftLayoutReach {
        layoutReach(of: Parser.parse(source: BracketDepthLimit.limited(source)), source: source)
    }

    private static func layoutReach(of tree: SourceFileSyntax, source: String) -> SwiftLayoutReach {
        if isGeneratedLayout(source) { return SwiftLayoutReach(isGeneratedLayout: true) }
        let collector = LayoutReachCollector()
        collector.walk(tree)
        return collector.reach
    }

    /// The generator's output marks each component's code `// Generated from <path>.ui.xml`.
    static func isGeneratedLayout(_ source: String) -> Bool {
        source.split(whereSeparator: \.isNewline).contains { line in
            line.hasPrefix("// Generated from ") && line.hasSuffix(".ui.xml")
        }
    }
}
