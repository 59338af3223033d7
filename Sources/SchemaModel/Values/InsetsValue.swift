/// What an edge-insets value (`layoutMargins`, `contentEdgeInsets`, …) gives at run time, read
/// as the generator reads it: 1 number for every side, 2 for horizontal and vertical, 4 for
/// top, left, bottom and right, or labelled sides, the unset ones 0.
public struct InsetsValue: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// nil for a value the generator rejects.
    public static func read(_ value: String) -> InsetsValue? {
        guard EdgeInsetsSyntax.validate(value) == .valid else { return nil }
        var scanner = ValueScanner(value)
        var numbers: [Double] = []
        var insets = InsetsValue()
        while true {
            while let byte = scanner.current, byte == UInt8(ascii: ",") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                scanner.position += 1
            }
            if scanner.isAtEnd { break }
            let label = scanner.identifier()
            if label != nil {
                scanner.skipSpaces()
                _ = scanner.consume(":")
                scanner.skipSpaces()
            }
            guard let number = Double(scanner.number().text), number.isFinite else { return nil }
            switch label?.text {
            case nil: numbers.append(number)
            case "all"?: insets = InsetsValue(top: number, left: number, bottom: number, right: number)
            case "horizontal"?: (insets.left, insets.right) = (number, number)
            case "vertical"?: (insets.top, insets.bottom) = (number, number)
            case "top"?: insets.top = number
            case "left"?: insets.left = number
            case "bottom"?: insets.bottom = number
            case "right"?: insets.right = number
            default: return nil
            }
        }
        switch numbers.count {
        case 0: return insets
        case 1: return InsetsValue(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0])
        case 2: return InsetsValue(top: numbers[1], left: numbers[0], bottom: numbers[1], right: numbers[0])
        case 4: return InsetsValue(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: return nil
        }
    }
}
