import ReactantAnalysis

/// The Markdown that hover and completion documentation are written in, as readable plain
/// text for clients that show `plaintext` only (their `contentFormat` lacks `markdown`): they
/// print the text as it is, so `**`, backticks and link syntax would show up literally.
///
/// Covers the Markdown the server writes and schema documentation uses: fenced code blocks
/// (their lines indented by four spaces), code spans, `*`/`_` emphasis, links and images,
/// ATX headings, block quotes and backslash escapes. Code is kept verbatim; a `*` or `_` that
/// does not open and close emphasis (`a * b`, `snake_case`) is kept.
package enum PlainTextFromMarkdown {
    package static func plain(_ markdown: String) -> String {
        var output: [String] = []
        var fence: (marker: Character, length: Int)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let markerRun = trimmed.prefix { $0 == "`" || $0 == "~" }
            let runIsFence = markerRun.count >= 3 && Set(markerRun).count == 1
            if let open = fence {
                if runIsFence, markerRun.first == open.marker, markerRun.count >= open.length,
                   trimmed.dropFirst(markerRun.count).allSatisfy(\.isWhitespace) {
                    fence = nil
                } else {
                    output.append(line.isEmpty ? "" : "    \(line)")
                }
                continue
            }
            if runIsFence, let marker = markerRun.first, !(marker == "`" && trimmed.dropFirst(markerRun.count).contains("`")) {
                fence = (marker, markerRun.count)
                continue
            }
            output.append(inline(blockContent(Substring(line))))
        }
        return output.joined(separator: "\n")
    }

    /// A line without its heading or block-quote marker.
    private static func blockContent(_ line: Substring) -> Substring {
        var line = line
        while let first = line.first(where: { $0 != " " }), first == ">" {
            line = line.drop { $0 == " " }.dropFirst()
            if line.first == " " { line = line.dropFirst() }
        }
        let hashes = line.prefix { $0 == "#" }
        if (1...6).contains(hashes.count), line.dropFirst(hashes.count).first.map({ $0 == " " }) ?? true {
            line = line.dropFirst(hashes.count).drop { $0 == " " }
            while line.last == "#" || line.last == " " { line = line.dropLast() }
        }
        return line
    }

    private enum Piece {
        /// Text shown as it is.
        case text(String)
        /// A run of `*` or `_` that may open and/or close emphasis.
        case delimiter(Character, count: Int, opens: Bool, closes: Bool)
    }

    /// One line's inline Markdown as plain text.
    package static func inline(_ line: Substring) -> String {
        var pieces: [Piece] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                pieces.append(.text(String(characters[index + 1])))
                index += 2
            case "`":
                let run = characters[index...].prefix { $0 == "`" }.count
                if let close = closingBackticks(in: characters, from: index + run, length: run) {
                    var code = String(characters[(index + run)..<close])
                    // One space either side of a code span is padding, not content.
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    pieces.append(.text(code))
                    index = close + run
                } else {
                    pieces.append(.text(String(repeating: "`", count: run)))
                    index += run
                }
            case "[", "!":
                let isImage = character == "!"
                guard !isImage || (index + 1 < characters.count && characters[index + 1] == "[") else {
                    pieces.append(.text("!"))
                    index += 1
                    continue
                }
                let labelStart = index + (isImage ? 2 : 1)
                if let link = link(in: characters, labelStart: labelStart) {
                    let label = inline(Substring(String(characters[labelStart..<link.labelEnd])))
                    let url = String(characters[link.urlRange])
                    pieces.append(.text(isImage || url.isEmpty || url == label ? label : "\(label) (\(url))"))
                    index = link.end
                } else {
                    pieces.append(.text(String(character)))
                    index += 1
                }
            case "*", "_":
                let run = characters[index...].prefix { $0 == character }.count
                let before = index > 0 ? characters[index - 1] : nil
                let after = index + run < characters.count ? characters[index + run] : nil
                var opens = after.map { !$0.isWhitespace } ?? false
                var closes = before.map { !$0.isWhitespace } ?? false
                if character == "_" {
                    // Inside a word (`snake_case`) an underscore is a letter.
                    opens = opens && !(before.map(isWordCharacter) ?? false)
                    closes = closes && !(after.map(isWordCharacter) ?? false)
                }
                pieces.append(.delimiter(character, count: run, opens: opens, closes: closes))
                index += run
            default:
                pieces.append(.text(String(character)))
                index += 1
            }
        }
        return render(pieces)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Where the run of `length` backticks that closes a code span starts, if any.
    private static func closingBackticks(in characters: [Character], from start: Int, length: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            let run = characters[index...].prefix { $0 == "`" }.count
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// `[label](url)` from just past `[`: where the label ends, the URL, and the end of the link.
    private static func link(in characters: [Character], labelStart: Int) -> (labelEnd: Int, urlRange: Range<Int>, end: Int)? {
        var depth = 0
        var index = labelStart
        while index < characters.count {
            switch characters[index] {
            case "[": depth += 1
            case "]" where depth > 0: depth -= 1
            case "]":
                guard index + 1 < characters.count, characters[index + 1] == "(",
                      let close = characters[(index + 2)...].firstIndex(of: ")") else { return nil }
                var url = (index + 2)..<close
                // A title after the URL (`(url "title")`) is not shown.
                if let space = characters[url].firstIndex(of: " ") { url = url.lowerBound..<space }
                return (index, url, close + 1)
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Joins the pieces, dropping every emphasis delimiter that pairs with a later one of the
    /// same character and length; unpaired delimiters stay as text.
    private static func render(_ pieces: [Piece]) -> String {
        var dropped = Set<Int>()
        var openers: [Int] = []
        for (position, piece) in pieces.enumerated() {
            guard case .delimiter(let character, let count, let opens, let closes) = piece else { continue }
            if closes, let match = openers.lastIndex(where: { opener in
                if case .delimiter(character, count, _, _) = pieces[opener] { return true }
                return false
            }) {
                dropped.insert(openers[match])
                dropped.insert(position)
                openers.removeSubrange(match...)
            } else if opens {
                openers.append(position)
            }
        }
        var text = ""
        for (position, piece) in pieces.enumerated() where !dropped.contains(position) {
            switch piece {
            case .text(let string): text += string
            case .delimiter(let character, let count, _, _): text += String(repeating: character, count: count)
            }
        }
        return text
    }
}
