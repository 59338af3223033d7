import LanguageServerProtocol
import ReactantAnalysis

extension FoldingRange {
    /// A fold as the client collapses it: lines only, comments marked as such.
    package init(_ fold: FoldingRanges.Fold) {
        self.init(startLine: fold.startLine, endLine: fold.endLine, kind: fold.kind == .comment ? .comment : nil)
    }
}

extension SelectionRange {
    /// The ranges around a position, innermost first.
    package init(_ ranges: [Range<Int>], in document: DocumentPositions) {
        self.init(chain: ranges.map(document.range(of:)))
    }
}

extension InlayHint {
    package init(_ hint: InlayHints.Hint, in document: DocumentPositions) {
        self.init(
            position: document.position(of: hint.offset), label: hint.label,
            paddingLeft: hint.paddingLeft ? true : nil, paddingRight: hint.paddingRight ? true : nil)
    }
}

extension DocumentHighlight {
    /// A site of the symbol under the cursor: its declaration is written, its uses read.
    package init(_ site: Navigator.SymbolSite, in document: DocumentPositions) {
        self.init(range: document.range(of: site.location.range), kind: site.isDeclaration ? .write : .read)
    }
}

extension SymbolInformation {
    /// A workspace symbol in its file, whose positions `document` gives.
    package init(_ match: WorkspaceSymbols.Match, in document: DocumentPositions) {
        self.init(
            name: match.symbol.name, kind: SymbolKind(match.symbol.kind),
            location: Location(uri: document.uri, range: document.range(of: match.symbol.range)),
            containerName: match.symbol.container)
    }
}

extension SymbolKind {
    package init(_ kind: WorkspaceSymbolFact.Kind) {
        self = switch kind {
        case .component: .class
        case .field: .field
        case .layoutID: .key
        case .style: .struct
        case .styleGroup: .namespace
        }
    }
}

extension LinkedEditingRanges {
    /// A tag name's ranges that are edited together, and what a name may be.
    package init(_ ranges: [Range<Int>], wordPattern: String?, in document: DocumentPositions) {
        self.init(ranges: ranges.map(document.range(of:)), wordPattern: wordPattern)
    }
}

extension Hover {
    /// Hover text over a range of `document`, as Markdown or, for a client that shows no
    /// Markdown (`showsMarkdown` false), as the plain text it reads as.
    package init(markdown: String, range: Range<Int>, in document: DocumentPositions, showsMarkdown: Bool) {
        let contents = showsMarkdown
            ? MarkupContent(kind: .markdown, value: markdown)
            : MarkupContent(kind: .plaintext, value: PlainTextFromMarkdown.plain(markdown))
        self.init(contents: contents, range: document.range(of: range))
    }
}
