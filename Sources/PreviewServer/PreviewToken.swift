/// The secret every request to the preview server carries (`?token=`): the server listens
/// on loopback, where any local process or a web page's script could reach it, so the URL
/// the editor opens is the only way in.
public struct PreviewToken: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    /// 32 random bytes as hex, from the system's secure generator.
    public static func random() -> PreviewToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return PreviewToken(value: bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined())
    }

    public init(value: String) { self.value = value }

    /// Whether `candidate` is this token, comparing every byte whatever the first difference
    /// (no timing hint of how much of a guess was right).
    public func matches(_ candidate: Substring?) -> Bool {
        guard let candidate else { return false }
        let given = Array(candidate.utf8), expected = Array(value.utf8)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(given, expected) { difference |= a ^ b }
        return difference == 0
    }

    public var description: String { value }
}
