import ConstraintGrammar
import XMLSyntax

/// Semantic tokens for what XML highlighting shows as plain strings: the constraint language
/// inside `layout:` values, `field` and `layout:id` declarations and `style` references. Only
/// the protocol's standard token types and modifiers, so every theme colours them.
public enum DocumentSemanticTokens {
    /// The legend's token types, in legend order (`rawValue` is the index).
    public enum TokenType: Int, CaseIterable, Hashable, Sendable {
        case property, variable, keyword, `operator`, number, function, enumMember, macro, parameter, `class`, namespace

        public var name: String {
            switch self {
            case .property: "property"
            case .variable: "variable"
            case .keyword: "keyword"
            case .`operator`: "operator"
            case .number: "number"
            case .function: "function"
            case .enumMember: "enumMember"
            case .macro: "macro"
            case .parameter: "parameter"
            case .`class`: "class"
            case .namespace: "namespace"
            }
        }
    }

    /// The legend's modifiers, as bits (`1 << rawValue`).
    public enum Modifier: Int, CaseIterable, Hashable, Sendable {
        case declaration, readonly, defaultLibrary

        public var name: String {
            switch self {
            case .declaration: "declaration"
            case .readonly: "readonly"
            case .defaultLibrary: "defaultLibrary"
            }
        }
    }

    public struct Token: Hashable, Sendable {
        /// Document range (UTF-8); never spans a line break.
        public let range: Range<Int>
        public let type: TokenType
        public let modifiers: Set<Modifier>

        public var modifierBits: UInt32 { modifiers.reduce(0) { $0 | (1 << UInt32($1.rawValue)) } }
    }

    /// Every token of the document, in order, none overlapping. Linear in the text.
    public static func tokens(of document: NavigationDocument) -> [Token] {
        var tokens: [Token] = []
        for declaration in document.declarations {
            tokens.append(Token(
                range: declaration.range, type: declaration.kind == .field ? .property : .variable,
                modifiers: declaration.kind == .field ? [.declaration] : [.declaration, .readonly]))
        }
        for reference in document.document.styleReferences {
            switch reference.target {
            case .local(let name):
                tokens.append(Token(range: name.range, type: .class, modifiers: []))
            case .global(let group, let style):
                tokens.append(Token(range: group.range, type: .namespace, modifiers: []))
                tokens.append(Token(range: style.range, type: .class, modifiers: []))
            case .malformed:
                continue
            }
        }
        for layout in document.layoutValues {
            guard case .constraints(let list) = layout.analysis.syntax else { continue }
            for role in ConstraintTokenRole.all(in: list) {
                guard let (type, modifiers) = classify(role.role) else { continue }
                tokens.append(Token(range: layout.documentRange(role.range), type: type, modifiers: modifiers))
            }
        }
        tokens.sort { $0.range.lowerBound < $1.range.lowerBound }
        // A token must not overlap the one before (clients reject overlapping tokens), nor span a line.
        let bytes = Array(document.text.utf8)
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        for token in tokens where !token.range.isEmpty {
            if let last = result.last, token.range.lowerBound < last.range.upperBound { continue }
            guard token.range.upperBound <= bytes.count else { continue }
            if bytes[token.range].contains(where: { $0 == 0x0A || $0 == 0x0D }) { continue }
            result.append(token)
        }
        return result
    }

    static func classify(_ role: ConstraintTokenRole.Role) -> (TokenType, Set<Modifier>)? {
        switch role {
        case .fieldTarget: (.property, [])
        case .layoutIDPrefix: (.keyword, [])
        case .layoutIDName: (.variable, [.readonly])
        case .targetKeyword: (.keyword, [])
        case .layoutGuide: (.property, [.readonly, .defaultLibrary])
        case .anchor(let known): known ? (.enumMember, [.defaultLibrary]) : nil
        case .anchorPeriod, .relation, .assign, .conditionOperator: (.`operator`, [])
        case .modifier(let known): known ? (.function, [.defaultLibrary]) : nil
        case .modifierLabel: (.parameter, [])
        case .number: (.number, [])
        case .priorityAt: (.macro, [])
        case .priorityName(let known): known ? (.macro, [.defaultLibrary]) : nil
        case .conditionIdentifier(let known): known ? (.keyword, [.defaultLibrary]) : nil
        case .conditionKeyword: (.keyword, [])
        case .constraintName: (.variable, [.declaration])
        case .punctuation, .unread: nil
        }
    }

    /// The edit turning `old` into `new` (the protocol's packed integers): one replacement of
    /// the middle between their common prefix and suffix, aligned to whole tokens; nil when equal.
    public static func edit(from old: [UInt32], to new: [UInt32]) -> (start: Int, deleteCount: Int, data: [UInt32])? {
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        prefix -= prefix % 5
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        suffix -= suffix % 5
        return (prefix, old.count - prefix - suffix, Array(new[prefix..<(new.count - suffix)]))
    }
}
