import LanguageServerProtocol
import ReactantAnalysis

package enum SemanticTokenEncoding {
    /// The protocol's packing: per token, line and start relative to the previous token, length,
    /// type and modifier bits, in the session's position encoding.
    package static func data(_ tokens: [DocumentSemanticTokens.Token], in snapshot: DocumentPositions) -> [UInt32] {
        var data: [UInt32] = []
        data.reserveCapacity(tokens.count * 5)
        var line = 0, character = 0
        for token in tokens {
            let start = snapshot.position(of: token.range.lowerBound), end = snapshot.position(of: token.range.upperBound)
            guard start.line == end.line, end.character > start.character else { continue }
            let deltaLine = start.line - line
            let deltaStart = deltaLine == 0 ? start.character - character : start.character
            data += [UInt32(deltaLine), UInt32(deltaStart), UInt32(end.character - start.character),
                     UInt32(token.type.rawValue), token.modifierBits]
            line = start.line
            character = start.character
        }
        return data
    }
}
