/// What each byte may be in XML, as bits of one table entry: the scanner's and the plain
/// check's hot loops test one entry per byte instead of a chain of comparisons.
@usableFromInline enum XMLByteClass {
    /// Starts a name in the plain check: an ASCII letter or `_`.
    static let plainNameStart: UInt8 = 1 << 0
    /// Continues a name in the plain check: also digits, `-`, `.`, `:`.
    static let plainName: UInt8 = 1 << 1
    /// Text that needs no further look: printable ASCII but `<`, `&`, `]`; TAB, LF, CR.
    static let plainText: UInt8 = 1 << 2
    /// The same in an attribute value, where `]` is plain and a quote may end the value.
    static let plainValue: UInt8 = 1 << 3
    /// Continues a name for the tolerant scanner, which takes every non-ASCII byte as part of
    /// a name (libxml2 judges the finer rules).
    @usableFromInline static let name: UInt8 = 1 << 4

    /// Allocated once for the process and never written after it is filled (hence safe to
    /// share): read through a pointer, without bounds checks.
    @usableFromInline nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            var bits: UInt8 = 0
            let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let digit = (0x30...0x39).contains(byte)
            let punctuation = byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
            if letter || byte == UInt8(ascii: "_") { bits |= plainNameStart | plainName }
            if digit || punctuation { bits |= plainName }
            if letter || digit || punctuation || byte == UInt8(ascii: "_") || byte >= 0x80 { bits |= name }
            let printable = (0x20..<0x80).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if printable, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                if byte != UInt8(ascii: "]") { bits |= plainText }
                if byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'") { bits |= plainValue }
            }
            table[value] = bits
        }
        return UnsafePointer(table)
    }()
}
