/// One name a document declares, as `workspace/symbol` lists it: kept in the document's facts
/// so that the search reads the index, never the files.
public struct WorkspaceSymbolFact: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case component, field, layoutID, style, styleGroup
    }

    /// As the user writes it to refer to the symbol (`id:NAME` for a layout id).
    public let name: String
    public let kind: Kind
    /// The name's range in its document.
    public let range: Range<Int>
    /// The component type or style group (or `<styles>` section) it belongs to.
    public let container: String?

    /// Every component type, field, layout id, style and style group of a document, document order.
    static func all(in document: ReactantDocument) -> [WorkspaceSymbolFact] {
        var symbols: [WorkspaceSymbolFact] = []
        for scope in document.scopes {
            let parentType = scope.parentScope.flatMap { document.scopes[$0].typeName }
            if let type = scope.typeName {
                symbols.append(WorkspaceSymbolFact(name: type, kind: .component, range: scope.typeRange, container: parentType))
            }
            for field in scope.fields {
                symbols.append(WorkspaceSymbolFact(name: field.name, kind: .field, range: field.range, container: scope.typeName))
            }
            for id in scope.layoutIDs {
                symbols.append(WorkspaceSymbolFact(name: "id:" + id.name, kind: .layoutID, range: id.range, container: scope.typeName))
            }
        }
        for section in document.styleSections {
            if section.isGroup, let name = section.name {
                symbols.append(WorkspaceSymbolFact(name: name.name, kind: .styleGroup, range: name.range, container: nil))
            }
            for style in section.styles {
                guard let name = style.name else { continue }
                symbols.append(WorkspaceSymbolFact(name: name.name, kind: .style, range: name.range, container: section.effectiveName))
            }
        }
        return symbols.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

/// `workspace/symbol`: the symbols of every document in the index whose name the query
/// abbreviates (its characters in order, ignoring case), best matches first.
public enum WorkspaceSymbols {
    public struct Match: Hashable, Sendable {
        public let path: String
        public let symbol: WorkspaceSymbolFact
    }

    /// At most `limit` matches: a one-letter query in a large workspace must not flood the client.
    public static func search(_ query: String, in index: WorkspaceIndex, limit: Int = 500) -> [Match] {
        let typed = Array(query.utf8)
        var scored: [(score: Int, match: Match)] = []
        for (path, facts) in index.documents {
            for symbol in facts.symbols {
                guard let score = score(typed, symbol.name) else { continue }
                scored.append((score, Match(path: path, symbol: symbol)))
            }
        }
        scored.sort { a, b in
            if a.score != b.score { return a.score < b.score }
            if a.match.symbol.name.utf8.count != b.match.symbol.name.utf8.count {
                return a.match.symbol.name.utf8.count < b.match.symbol.name.utf8.count
            }
            if a.match.symbol.name != b.match.symbol.name { return a.match.symbol.name < b.match.symbol.name }
            if a.match.path != b.match.path { return a.match.path < b.match.path }
            return a.match.symbol.range.lowerBound < b.match.symbol.range.lowerBound
        }
        return scored.prefix(limit).map(\.match)
    }

    /// Lower is better; nil when `typed` is not a case-insensitive subsequence of `name`.
    /// An exact match beats a prefix, a prefix beats matches at word starts (after `:` or at
    /// a capital), which beat scattered ones; fewer gaps rank higher within each.
    static func score(_ typed: [UInt8], _ name: String) -> Int? {
        let candidate = Array(name.utf8)
        guard !typed.isEmpty else { return 0 }
        let lowerTyped = typed.map(lowered), lowerName = candidate.map(lowered)
        if lowerTyped == lowerName { return 0 }
        if lowerName.starts(with: lowerTyped) { return 1 }
        // Each typed character takes the next character if it continues the run, else the
        // next word start that still lets the rest match, else its first match.
        func matchesRest(from index: Int, typedFrom position: Int) -> Bool {
            var position = position
            for byte in lowerName[index...] where position < lowerTyped.count && byte == lowerTyped[position] { position += 1 }
            return position == lowerTyped.count
        }
        var position = 0, gaps = 0, offWordStart = 0, previous = -1
        while position < lowerTyped.count {
            let wanted = lowerTyped[position], from = previous + 1
            guard let first = lowerName[from...].firstIndex(of: wanted) else { return nil }
            var chosen = first
            if first != from, !isWordStart(candidate, first),
               let start = (first..<lowerName.count).first(where: {
                   lowerName[$0] == wanted && isWordStart(candidate, $0) && matchesRest(from: $0 + 1, typedFrom: position + 1)
               }) {
                chosen = start
            }
            if previous >= 0 && chosen != previous + 1 { gaps += 1 }
            if !isWordStart(candidate, chosen) && chosen != previous + 1 { offWordStart += 1 }
            previous = chosen
            position += 1
        }
        guard position == lowerTyped.count else { return nil }
        return 2 + offWordStart * 100 + gaps
    }

    private static func isWordStart(_ name: [UInt8], _ index: Int) -> Bool {
        guard index > 0 else { return true }
        let byte = name[index], before = name[index - 1]
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || before == UInt8(ascii: ":")
            || before == UInt8(ascii: "_") || before == UInt8(ascii: ".")
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
