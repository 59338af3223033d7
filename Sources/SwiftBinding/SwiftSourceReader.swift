internal import SwiftParser
internal import SwiftSyntax
internal import Support

/// Swift source text to the types, extensions and properties it declares, and which views'
/// layout its code touches.
///
/// A pure function of the text, when it is read in time. The declarations are read without walking bodies (functions,
/// initializers, accessors, closures); the layout reach walks everything, once. Text with
/// syntax errors yields whatever the parser recovered.
///
/// Reading is bounded by `SwiftReadBudget`: a text not read within its time is given up and
/// comes back empty with `isReadCompletely` false, never waited on (the caller is suspended
/// while the parse runs on a thread of its own, and holds no thread). Such a text is remembered
/// (a few dozen at most), so reading it again gives up at once rather than starting another
/// parse that would run as long.
public enum SwiftSourceReader {
    /// Read within the standard budget.
    public static func read(_ source: String) async -> SwiftFileDeclarations {
        await read(source, budget: .standard)
    }

    public static func read(_ source: String, budget: SwiftReadBudget) async -> SwiftFileDeclarations {
        let incomplete = SwiftFileDeclarations(isReadCompletely: false)
        let hash = TextHash.hash(source, tag: 0x5357_4946_5452_4541)
        if givenUp.value.contains(hash) { return incomplete }
        let limit = budget.limit(forByteCount: source.utf8.count)
        switch await DeadlineWork.run(within: limit, { readCompletely(source) }) {
        case .finished(let declarations):
            return declarations
        case .timedOut:
            givenUp.withLock { texts in
                if texts.count >= maximumGivenUp { texts.removeAll() }
                texts.insert(hash)
            }
            return incomplete
        case .notStarted:
            return incomplete
        }
    }

    /// Hashes of the texts whose reading was given up.
    private static let givenUp = LockedValue(Set<UInt64>())
    private static let maximumGivenUp = 64

    /// The whole read, however long it takes, on the caller's thread: for the fuzz target,
    /// which must see a stall as the timeout it is, not as a file given up.
    public static func readCompletely(_ source: String) -> SwiftFileDeclarations {
        let input = SwiftParserInput.text(for: source)
        let tree = Parser.parse(source: input)
        let collector = DeclarationCollector(positions: LineTable(source))
        collector.walk(tree)
        var declarations = collector.declarations
        if input != source { dropNamesNotWritten(in: &declarations, source: Array(source.utf8), read: Array(input.utf8)) }
        declarations.hasSyntaxErrors = tree.hasError
        declarations.layoutReach = layoutReach(of: tree, source: source)
        return declarations
    }

    /// Drops the types and properties whose name the parser read from blanked characters
    /// (`SwiftParserInput`: a control character inside a backquoted name): the source does not
    /// spell the name read, no compiler accepts it, and a rename must not edit it.
    private static func dropNamesNotWritten(in declarations: inout SwiftFileDeclarations, source: [UInt8], read: [UInt8]) {
        func written(_ range: SwiftSourceRange) -> Bool {
            let bytes = range.utf8.clamped(to: 0..<source.count)
            return source[bytes] == read[bytes]
        }
        declarations.types.removeAll { !written($0.nameRange) }
        declarations.properties.removeAll { !written($0.nameRange) }
    }

    /// Which views' layout the code touches (see `SwiftLayoutReach`).
    public static func readLayoutReach(_ source: String) -> SwiftLayoutReach {
        layoutReach(of: Parser.parse(source: SwiftParserInput.text(for: source)), source: source)
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
