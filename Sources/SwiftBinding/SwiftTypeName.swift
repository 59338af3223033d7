/// Written type names reduced to the class they name, so that `UILabel!`, `UIKit.UILabel` and
/// `Optional<UILabel>` all answer questions about `UILabel`.
public enum SwiftTypeName {
    /// The dotted name without optionality or generic arguments:
    /// `UIKit.UILabel!` → `UIKit.UILabel`, `Outer<T>.Inner?` → `Outer.Inner`,
    /// `Optional<PlainTableView<Cell>>` → `PlainTableView`.
    public static func path(of written: String) -> String {
        var source = Substring(written).drop(while: \.isWhitespace)
        for keyword in ["some", "any"]
        where source.hasPrefix(keyword) && source.dropFirst(keyword.count).first?.isWhitespace == true {
            source = source.dropFirst(keyword.count)
        }
        var text = Substring(source.filter { !$0.isWhitespace })
        while true {
            let before = text
            while let last = text.last, last == "!" || last == "?" { text = text.dropLast() }
            if text.first == "(", text.last == ")", isBalanced(text.dropFirst().dropLast()) {
                text = text.dropFirst().dropLast()
            }
            for wrapper in ["Optional<", "Swift.Optional<", "ImplicitlyUnwrappedOptional<"]
            where text.hasPrefix(wrapper) && text.last == ">" {
                text = text.dropFirst(wrapper.count).dropLast()
            }
            if text == before { break }
        }
        return withoutGenericArguments(text)
    }

    /// The last component of ``path(of:)``: `UIKit.UILabel!` → `UILabel`.
    public static func baseName(of written: String) -> String {
        let path = path(of: written)
        guard let dot = path.lastIndex(of: ".") else { return path }
        return String(path[path.index(after: dot)...])
    }

    private static func withoutGenericArguments(_ text: Substring) -> String {
        var result = ""
        var depth = 0
        for character in text {
            switch character {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }

    private static func isBalanced(_ text: Substring) -> Bool {
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }
}
