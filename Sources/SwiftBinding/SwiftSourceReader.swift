internal import SwiftParser
internal import SwiftSyntax

/// Swift source text to the types, extensions and properties it declares.
///
/// A pure function of the text. Bodies (functions, initializers, accessors, closures) are
/// parsed, as Swift's grammar needs, but not walked: only declarations matter. Text with syntax
/// errors yields whatever the parser recovered.
public enum SwiftSourceReader {
    public static func read(_ source: String) -> SwiftFileDeclarations {
        let tree = Parser.parse(source: BracketDepthLimit.limited(source))
        let collector = DeclarationCollector(positions: SourcePositionTable(source))
        collector.walk(tree)
        var declarations = collector.declarations
        declarations.hasSyntaxErrors = tree.hasError
        return declarations
    }
}
