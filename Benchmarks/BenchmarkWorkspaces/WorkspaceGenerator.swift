import Foundation

/// Writes a realistic Reactant UI workspace: screens with nested views, constraints with
/// conditions, modifiers and priorities, local styles, attributed text, shared card components
/// used across files and style groups in `.styles.xml` files. Every file is valid, so both
/// tools timed do their full work and report (almost) nothing.
public struct WorkspaceGenerator {
    static let styleGroupCount = 8
    static let cardCount = 40

    public let fileCount: Int
    private var random: SeededRandom

    public init(fileCount: Int, seed: UInt64) {
        self.fileCount = fileCount
        self.random = SeededRandom(seed: seed)
    }

    /// Relative path → content, `fileCount` files in all.
    public mutating func files() -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for group in 0..<Self.styleGroupCount { files.append(("Styles/Theme\(group).styles.xml", styleGroup(group))) }
        for card in 0..<Self.cardCount { files.append(("Shared/Cards/Card\(card).ui.xml", cardComponent(card))) }
        var screen = 0
        while files.count < fileCount {
            files.append(("Features/Feature\(screen / 40)/Screen\(screen)/Screen\(screen)View.ui.xml", screenComponent(screen)))
            screen += 1
        }
        return Array(files.prefix(fileCount))
    }

    // MARK: Files

    private mutating func styleGroup(_ index: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <styleGroup name="theme\(index)">
            <LabelStyle name="caption" textColor="\(color())" font=":regular@\(random.int(11...14))" numberOfLines="0"/>
            <LabelStyle name="headline" textColor="\(color())" font=":bold@\(random.int(18...28))"/>
            <ButtonStyle name="primary" backgroundColor="\(color())" backgroundColor.highlighted="\(color())" titleColor="white"/>
            <attributedTextStyle name="emphasis" accessModifier="public">
                <b font=":bold@\(random.int(14...18))"/>
                <i foregroundColor="\(color())"/>
                <base foregroundColor="black"/>
            </attributedTextStyle>
        </styleGroup>

        """
    }

    private mutating func cardComponent(_ index: Int) -> String {
        var writer = ViewWriter(random: random)
        writer.writeViews(count: random.int(3...6), depth: 1, allowCards: false)
        random = writer.random
        return document(type: "Card\(index)", styles: nil, body: writer.lines)
    }

    private mutating func screenComponent(_ index: Int) -> String {
        let hasStyles = random.chance(50)
        var writer = ViewWriter(random: random)
        writer.localStyles = hasStyles
        writer.writeViews(count: random.int(8...22), depth: 0, allowCards: true)
        random = writer.random
        return document(type: random.chance(30) ? "Screen\(index)RootView" : nil, styles: hasStyles ? localStyles(index) : nil, body: writer.lines)
    }

    /// One component of at least `bytes` bytes, for the large-file series: runs of a screen's
    /// views one after another, each run starting at the top of the root.
    public mutating func largeComponent(bytes: Int) -> String {
        var writer = ViewWriter(random: random)
        var size = 0
        while size < bytes {
            let start = writer.lines.count
            writer.writeViews(count: 50, depth: 0, allowCards: false)
            size += writer.lines[start...].reduce(0) { $0 + $1.utf8.count + 1 }
        }
        random = writer.random
        return document(type: "LargeView", styles: nil, body: writer.lines)
    }

    /// A component of `count` labels, each bound to a field and placed below the previous one:
    /// one long chain, the shape of a generated form. About 85 bytes a label.
    public func labelChain(count: Int) -> String {
        var body: [String] = []
        body.reserveCapacity(count)
        for index in 0..<count {
            let vertical = index == 0 ? "layout:top=\"super\"" : "layout:below=\"label\(index - 1)\""
            body.append("    <Label field=\"label\(index)\" text=\"Label \(index)\" \(vertical) layout:left=\"super\"/>")
        }
        return document(type: "LabelChain", styles: nil, body: body)
    }

    private mutating func localStyles(_ index: Int) -> [String] {
        let group = random.int(0...(Self.styleGroupCount - 1))
        return [
            "    <styles name=\"Screen\(index)Styles\">",
            "        <LabelStyle name=\"title\" textColor=\"\(color())\" font=\":semibold@\(random.int(16...22))\"/>",
            "        <LabelStyle name=\"subtitle\" extend=\"title\" textColor=\"\(color())\"/>",
            "        <ButtonStyle name=\"action\" backgroundColor=\"\(color())\" layer.cornerRadius=\"\(random.int(2...12))\"/>",
            "        <attributedTextStyle name=\"body\" extend=\"theme\(group):emphasis\">",
            "            <b font=\":bold@\(random.int(13...17))\"/>",
            "            <base foregroundColor=\"\(color())\"/>",
            "        </attributedTextStyle>",
            "    </styles>",
            "",
        ]
    }

    private func document(type: String?, styles: [String]?, body: [String]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<Component",
            "    xmlns=\"http://schema.reactant.tech/ui\"",
            "    xmlns:layout=\"http://schema.reactant.tech/layout\"",
        ]
        if let type { lines.append("    type=\"\(type)\"") }
        lines.append("    backgroundColor=\"white\">")
        lines.append("")
        lines += styles ?? []
        lines += body
        lines.append("</Component>")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private mutating func color() -> String { ViewWriter.color(&random) }
}

/// Writes the views of one component, giving each a unique field or `layout:id` and
/// constraining it to its parent and previous sibling.
private struct ViewWriter {
    var random: SeededRandom
    var localStyles = false
    var lines: [String] = []
    private var nextName = 0

    init(random: SeededRandom) { self.random = random }

    static func color(_ random: inout SeededRandom) -> String {
        random.chance(60)
            ? random.pick(["white", "black", "red", "blue", "gray", "darkGray", "lightGray", "clear"])
            : "#" + String(random.int(0...0xFFFFFF), radix: 16).leftPadded(to: 6)
    }

    mutating func writeViews(count: Int, depth: Int, allowCards: Bool, inStack: Bool = false) {
        var previous: String?
        for position in 0..<count {
            let isLast = position == count - 1
            previous = writeView(depth: depth, previous: previous, isLast: isLast, allowCards: allowCards, inStack: inStack)
        }
    }

    /// Writes one view (and its children); returns how a sibling refers to it.
    private mutating func writeView(depth: Int, previous: String?, isLast: Bool, allowCards: Bool, inStack: Bool) -> String {
        let indent = String(repeating: "    ", count: depth + 1)
        let canNest = depth < 3
        let kind = random.pick(canNest ? Self.kinds + ["Container", "StackView"] : Self.kinds)
        nextName += 1
        let useField = random.chance(60)
        let name = "\(kind.prefix(1).lowercased())\(kind.dropFirst())\(nextName)"
        let reference = useField ? name : "id:\(name)"

        var attributes: [String] = []
        if kind == "Card", allowCards {
            attributes.append("type=\"Card\(random.int(0...(WorkspaceGenerator.cardCount - 1)))\"")
        }
        attributes.append(useField ? "field=\"\(name)\"" : "layout:id=\"\(name)\"")
        attributes += properties(of: kind)
        attributes += inStack ? stackedLayout() : layout(previous: previous, isLast: isLast)

        let tag = kind == "Card" ? (allowCards ? "Component" : "View") : kind
        let children: ((inout ViewWriter) -> Void)?
        switch kind {
        case "Container": children = { $0.writeViews(count: $0.random.int(2...4), depth: depth + 1, allowCards: allowCards) }
        case "StackView": children = { $0.writeViews(count: $0.random.int(2...4), depth: depth + 1, allowCards: allowCards, inStack: true) }
        case "Label" where random.chance(20): children = { $0.writeAttributedText(depth: depth + 1) }
        default: children = nil
        }

        lines.append("\(indent)<\(tag)")
        for (index, attribute) in attributes.enumerated() {
            let end = index < attributes.count - 1 ? "" : (children == nil ? "/>" : ">")
            lines.append("\(indent)    \(attribute)\(end)")
        }
        if let children {
            children(&self)
            lines.append("\(indent)</\(tag)>")
        }
        return reference
    }

    private static let kinds = ["Label", "Label", "Label", "Button", "ImageView", "TextField", "View", "Switch", "Slider", "Card"]

    private mutating func properties(of kind: String) -> [String] {
        switch kind {
        case "Label":
            var result = ["text=\"\(random.pick(Self.words)) \(random.pick(Self.words))\""]
            if localStyles, random.chance(40) {
                result.append("style=\"\(random.pick(["title", "subtitle"]))\"")
            } else if random.chance(30) {
                result.append("style=\":theme\(random.int(0...(WorkspaceGenerator.styleGroupCount - 1))):\(random.pick(["caption", "headline"]))\"")
            } else {
                result.append("textColor=\"\(Self.color(&random))\"")
                result.append("font=\"\(random.pick([":regular", ":bold", ":light", ":medium"]))@\(random.int(11...24))\"")
            }
            if random.chance(50) { result.append("numberOfLines=\"\(random.int(0...3))\"") }
            if random.chance(30) { result.append("textAlignment=\"\(random.pick(["left", "center", "right"]))\"") }
            return result
        case "Button":
            var result = ["title=\"\(random.pick(Self.words).capitalized)\""]
            if localStyles, random.chance(50) {
                result.append("style=\"action\"")
            } else {
                result.append("titleColor=\"\(Self.color(&random))\"")
                result.append("titleColor.highlighted=\"\(Self.color(&random))\"")
                result.append("backgroundColor=\"\(Self.color(&random))\"")
            }
            if random.chance(40) { result.append("layer.cornerRadius=\"\(random.int(2...20))\"") }
            return result
        case "ImageView":
            return ["image=\"\(random.pick(Self.words))\"", "contentMode=\"\(random.pick(["scaleAspectFill", "scaleAspectFit", "center"]))\"", "clipsToBounds=\"true\""]
        case "TextField":
            return ["placeholder=\"\(random.pick(Self.words).capitalized)\"", "textColor=\"\(Self.color(&random))\""]
        case "Switch":
            return ["isOn=\"\(random.chance(50))\""]
        case "Slider":
            return ["minimumValue=\"0\"", "maximumValue=\"\(random.int(10...100))\"", "value=\"\(random.int(0...10))\""]
        case "StackView":
            return ["axis=\"\(random.pick(["vertical", "horizontal"]))\"", "spacing=\"\(random.int(0...16))\"", "distribution=\"\(random.pick(["fill", "fillEqually", "equalSpacing"]))\""]
        default:
            return ["backgroundColor=\"\(Self.color(&random))\""]
        }
    }

    /// Vertical chain to the previous sibling, horizontal edges to super, sometimes with
    /// conditions, modifiers, relations and priorities.
    private mutating func layout(previous: String?, isLast: Bool) -> [String] {
        var result: [String] = []
        if let previous {
            result.append("layout:below=\"\(previous) offset(\(random.int(4...24)))\"")
        } else {
            result.append("layout:top=\"\(random.pick(["super", "safeAreaLayoutGuide"])) inset(\(random.int(8...24)))\"")
        }
        switch random.int(0...3) {
        case 0:
            result.append("layout:fillHorizontally=\"super inset(\(random.int(8...24)))\"")
        case 1:
            result.append("layout:leading=\"super inset(\(random.int(8...24)))\"")
            result.append("layout:trailing=\":lte super inset(\(random.int(8...24)))\"")
        case 2:
            result.append("layout:leading=\"[horizontal == compact] super inset(\(random.int(4...12))); [horizontal == regular] super inset(\(random.int(24...48)))\"")
            result.append("layout:width=\"[horizontal == regular] :lte 600 @high\"")
            result.append("layout:centerX=\"super\"")
        default:
            result.append("layout:centerX=\"super\"")
            result.append("layout:width=\"super.width multiplied(by: 0.\(random.int(5...9))) @\(random.pick(["high", "medium", "750"]))\"")
        }
        if random.chance(40) { result.append("layout:height=\"\(random.pick([":gte ", ""]))\(random.int(20...80))\"") }
        if isLast, random.chance(60) { result.append("layout:bottom=\":lte super inset(\(random.int(8...24)))\"") }
        return result
    }

    private mutating func stackedLayout() -> [String] {
        random.chance(30) ? ["layout:height=\"\(random.int(20...60)) @\(random.pick(["high", "low"]))\""] : []
    }

    private mutating func writeAttributedText(depth: Int) {
        let indent = String(repeating: "    ", count: depth + 1)
        let style = localStyles ? " style=\"body\"" : ""
        lines.append("\(indent)<attributedText\(style)>")
        lines.append("\(indent)    <b>\(random.pick(Self.words).capitalized)</b> \(random.pick(Self.words)) <i>\(random.pick(Self.words))</i> &amp; \(random.pick(Self.words))")
        lines.append("\(indent)</attributedText>")
    }

    private static let words = [
        "welcome", "account", "settings", "profile", "continue", "cancel", "photos", "messages", "search", "favorites",
        "privacy", "notifications", "payment", "history", "details", "summary", "schedule", "overview", "share", "download",
    ]
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

extension WorkspaceGenerator {
    /// Writes the workspace's files below `directory`; returns how many and their bytes.
    @discardableResult
    public mutating func write(to directory: URL) throws -> (files: [String], bytes: Int) {
        var written: [String] = []
        var bytes = 0
        for (path, text) in files() {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            written.append(url.path)
            bytes += text.utf8.count
        }
        return (written, bytes)
    }
}
