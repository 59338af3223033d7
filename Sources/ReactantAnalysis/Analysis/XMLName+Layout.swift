import ConstraintGrammar
import XMLSyntax

extension XMLName {
    /// Whether the name's prefix is `layout` (`prefix == "layout"`), decided on the bytes:
    /// every attribute of every element passes here on each keystroke, and comparing
    /// characters costs far more. Only a non-ASCII byte right after the colon (which could
    /// make the colon part of another character) is left to the character comparison.
    var hasLayoutPrefix: Bool {
        var qualified = qualified
        let answer: Bool? = qualified.withUTF8 { bytes in
            guard Self.startsWithLayoutPrefix(bytes) else { return false }
            return bytes.count > Self.layoutPrefix.count && bytes[Self.layoutPrefix.count] >= 0x80 ? nil : true
        }
        return answer ?? (prefix == "layout")
    }

    /// The position in `LayoutAttribute.all` of the attribute a `layout:NAME` name spells (the
    /// generator reads `layout:` as a fixed prefix, whatever namespace it is bound to); `nil`
    /// for every other name.
    package var layoutAttributeIndex: Int? {
        var qualified = qualified
        return qualified.withUTF8 { bytes in
            guard Self.startsWithLayoutPrefix(bytes) else { return nil }
            return LayoutAttribute.index(named: UnsafeBufferPointer(rebasing: bytes[Self.layoutPrefix.count...]))
        }
    }

    private static func startsWithLayoutPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let prefix = layoutPrefix
        guard bytes.count >= prefix.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[offset] != byte { return false }
        return true
    }

    private static let layoutPrefix: [UInt8] = Array("layout:".utf8)
}
