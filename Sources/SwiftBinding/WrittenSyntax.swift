internal import SwiftSyntax

/// Syntax as the declarations record it: the tokens as written, trivia (spaces, comments) gone.
enum WrittenSyntax {
    /// `PlainTableView < Cell >` → `PlainTableView<Cell>`. A space stays only between two words
    /// (`some View`), where removing it would make another name.
    static func text(of node: some SyntaxProtocol) -> String {
        var result = ""
        var previousEndsWord = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            let text = token.text
            guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { continue }
            if previousEndsWord, isWordScalar(first) { result.append(" ") }
            result += text
            previousEndsWord = isWordScalar(last)
        }
        return result
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "`" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
