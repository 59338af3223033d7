@_spi(Testing) internal import SwiftParser
@_spi(RawSyntax) internal import SwiftSyntax

/// SwiftParser's time doubles with every `[` left open before it, and runs of eight with a
/// name between each (`V[[[[[[[[Z[[[[[[[[…`) do the same, so one such line in any Swift file
/// of a workspace would stall the index. No declaration needs more than
/// a few open at once, so past `maximumDepth` open brackets a `[` is read as a space before
/// parsing. The text keeps its length, so every offset stays true.
///
/// The brackets are counted on swift-syntax's own lexer, the one the parser reads through: a
/// count of its own would differ from the parser's wherever it reads comments and literals
/// differently (a `'` opens a string literal to the lexer, whose `\(` is code; raw strings,
/// regex literals, nested interpolations, nested comments), and every such difference let
/// brackets the parser reads as code past the bound. `[` and `]` tokens open and close one,
/// `{` and `}` close all (the parser recovers there); brackets in literals and comments are
/// text to the parser and to the count alike, so `let s = "[[[["; var names: [String]` keeps
/// its type.
///
/// One difference remains: when the expression of an interpolation ends before its `)`, the
/// parser ends the interpolation there (`"\(a "…`), where the lexer alone reads a string
/// nested in it. From a quote that follows anything but an operator or an opening inside an
/// interpolation, the count trusts nothing but the text: every `[` byte opens one (in literals
/// and comments too), no `]`, `{` or `}` closes any, until a line begins in plain code (or, if
/// a `"""`, `/*` or `#/` came in that stretch, the parser may be in a literal or comment that
/// spans lines: to the file's end). Valid code never gets there.
///
/// The lexer is SPI (`Lexer.tokenize`), not stable API: a swift-syntax release may change it,
/// and `BracketDepthTests` pin what the count must do. `Parser.parse(source:maximumNestingLevel:)`
/// bounds nothing this does: its lookahead ignores the level (open brackets cost as much at a
/// low level as at a high one), and past the level the parser drops the rest of the file.
enum BracketDepthLimit {
    static let maximumDepth = 8

    /// Blanking a `[` can change how what follows lexes (a `/` after it may start a regex
    /// literal), so the limited text is counted again, a bounded number of times.
    private static let maximumPasses = 4

    static func limited(_ source: String) -> String {
        // Few brackets in all cannot open too many: no need to lex.
        if source.utf8.lazy.filter({ $0 == UInt8(ascii: "[") }).count <= maximumDepth { return source }
        var bytes = Array(source.utf8)
        var changed = false
        for _ in 0..<maximumPasses {
            let excess = excessBrackets(in: bytes)
            if excess.isEmpty {
                return changed ? String(decoding: bytes, as: UTF8.self) : source
            }
            for offset in excess { bytes[offset] = UInt8(ascii: " ") }
            changed = true
        }
        // Not settled (only contrived text gets here): keep the file's first brackets alone.
        var kept = 0
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "[") {
            if kept >= maximumDepth { bytes[offset] = UInt8(ascii: " ") } else { kept += 1 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 offsets of the `[` that would open past `maximumDepth`, in order.
    static func excessBrackets(in bytes: [UInt8]) -> [Int] {
        var counter = BracketCounter()
        bytes.withUnsafeBufferPointer { buffer in
            var tracker = LookaheadTracker()
            withUnsafeMutablePointer(to: &tracker) { trackerPointer in
                var offset = 0
                for lexeme in Lexer.tokenize(buffer, lookaheadTracker: trackerPointer, experimentalFeatures: []) {
                    counter.read(lexeme, at: offset, in: buffer)
                    if lexeme.rawTokenKind == .endOfFile { break }
                    offset += lexeme.byteLength
                }
            }
        }
        return counter.excess
    }
}

/// The count over one pass of tokens.
private struct BracketCounter {
    private(set) var excess: [Int] = []
    private var depth = 0
    /// The literals and interpolations the lexer is in, innermost last.
    private var nesting: [Enclosure] = []
    private var interpolationPending = false
    private var previousKind: RawTokenKind = .endOfFile
    /// From a quote where the parser may end an interpolation early, until the views agree.
    private var textOnly = false
    private var textOnlyToEnd = false

    mutating func read(_ lexeme: Lexer.Lexeme, at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) {
        let kind = lexeme.rawTokenKind
        if lexeme.flags.contains(.isAtStartOfLine) {
            // A line's end closes one-line literals, and interpolations in them.
            while let last = nesting.last, !last.isMultiline { nesting.removeLast() }
        }
        if textOnly, !textOnlyToEnd, lexeme.flags.contains(.isAtStartOfLine), nesting.isEmpty {
            textOnly = false
        }
        let isQuote = kind == .stringQuote || kind == .multilineStringQuote || kind == .singleQuote
        let inCode = nesting.last?.isInterpolation ?? true
        if isQuote, inCode, !nesting.isEmpty, !Self.mayPrecedeNestedLiteral(previousKind) {
            textOnly = true
        }
        track(kind, isQuote: isQuote, inCode: inCode)

        if textOnly {
            for position in offset..<(offset + lexeme.byteLength) {
                if buffer[position] == UInt8(ascii: "[") { open(at: position) }
                if Self.mayOpenAcrossLines(buffer, at: position) { textOnlyToEnd = true }
            }
        } else {
            switch kind {
            case .leftSquare: open(at: offset + lexeme.textRange.lowerBound)
            case .rightSquare: depth = max(0, depth - 1)
            case .leftBrace, .rightBrace: depth = 0
            default: break
            }
        }
        previousKind = kind
    }

    /// `"""`, `/*` or `#/`: where the parser's reading differs, it may open there a literal or
    /// comment that lasts past the line's end.
    private static func mayOpenAcrossLines(_ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position + 1 < buffer.count else { return false }
        switch (buffer[position], buffer[position + 1]) {
        case (UInt8(ascii: "/"), UInt8(ascii: "*")), (UInt8(ascii: "#"), UInt8(ascii: "/")): return true
        case (UInt8(ascii: "\""), UInt8(ascii: "\"")):
            return position + 2 < buffer.count && buffer[position + 2] == UInt8(ascii: "\"")
        default: return false
        }
    }

    private mutating func open(at position: Int) {
        if depth >= BracketDepthLimit.maximumDepth { excess.append(position) } else { depth += 1 }
    }

    /// Which literal or interpolation the lexer is in, followed from its tokens.
    private mutating func track(_ kind: RawTokenKind, isQuote: Bool, inCode: Bool) {
        if inCode {
            guard let last = nesting.last else {
                if isQuote { nesting.append(Enclosure(literalQuote: kind)) }
                return
            }
            switch kind {
            case _ where isQuote: nesting.append(Enclosure(literalQuote: kind))
            case .leftParen: nesting[nesting.count - 1].parentheses = last.parentheses + 1
            case .rightParen where last.parentheses == 0: nesting.removeLast()
            case .rightParen: nesting[nesting.count - 1].parentheses = last.parentheses - 1
            // The lexer ends an interpolation of a one-line literal at the line's end.
            case .stringSegment: nesting.removeLast()
            default: break
            }
            return
        }
        switch kind {
        case _ where isQuote: nesting.removeLast()
        case .backslash: interpolationPending = true
        case .rawStringPoundDelimiter: break
        case .leftParen where interpolationPending:
            interpolationPending = false
            nesting.append(Enclosure(isInterpolation: true, isMultiline: nesting.last?.isMultiline ?? false))
        default: interpolationPending = false
        }
    }

    /// A literal can begin an operand here, so the parser reads it as one, nested in the
    /// interpolation; after anything else it ends the interpolation.
    private static func mayPrecedeNestedLiteral(_ kind: RawTokenKind) -> Bool {
        switch kind {
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .equal, .arrow,
            .binaryOperator, .prefixOperator, .infixQuestionMark, .prefixAmpersand:
            return true
        default:
            return false
        }
    }
}

/// A literal, or an interpolation (code) in one.
private struct Enclosure {
    var isInterpolation = false
    /// A `"""` literal, or an interpolation in one: a line's end does not close it.
    var isMultiline = false
    /// In an interpolation, the parentheses open in it.
    var parentheses = 0

    init(isInterpolation: Bool, isMultiline: Bool) {
        self.isInterpolation = isInterpolation
        self.isMultiline = isMultiline
    }

    init(literalQuote: RawTokenKind) {
        isMultiline = literalQuote == .multilineStringQuote
    }
}
