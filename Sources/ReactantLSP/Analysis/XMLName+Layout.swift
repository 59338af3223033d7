extension XMLName {
    /// Whether the name's prefix is `layout` (`prefix == "layout"`), decided on the bytes:
    /// every attribute of every element passes here on each keystroke, and comparing
    /// characters costs far more. Only a non-ASCII byte right after the colon (which could
    /// make the colon part of another character) is left to the character comparison.
    var hasLayoutPrefix: Bool {
        let utf8 = qualified.utf8
        guard utf8.starts(with: Self.layoutPrefix) else { return false }
        if let next = utf8.dropFirst(Self.layoutPrefix.count).first, next >= 0x80 { return prefix == "layout" }
        return true
    }

    private static let layoutPrefix: [UInt8] = Array("layout:".utf8)
}
