/// A fast seeded hash of a text's UTF-8 bytes, for tables that every attribute of every
/// document is looked up in: the schema's names here, the analysis's memos of values.
/// `Hasher` (SipHash) costs more than the rest of a lookup on names and values of 10–40 bytes;
/// this mixes eight bytes per wide multiplication. The seed is random per process, so no
/// document can be written whose names or values all collide in every run.
public enum TextHash {
    /// The hash of `text`, varied by `tag` (what else the key holds: an attribute, a type).
    @inlinable public static func hash(_ text: String, tag: UInt64) -> UInt64 {
        if let hash = text.utf8.withContiguousStorageIfAvailable({ hash($0, tag: tag) }) { return hash }
        var contiguous = text
        return contiguous.withUTF8 { hash($0, tag: tag) }
    }

    @inlinable public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, tag: UInt64) -> UInt64 {
        var state = mix(seed.0 ^ tag, seed.1 ^ UInt64(bytes.count))
        guard let base = bytes.baseAddress else { return state }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            state = mix(state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), seed.1)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(state ^ tail, seed.0)
    }

    /// Both halves of the 128-bit product, folded: every input bit reaches every output bit.
    @inlinable static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b | 1)
        return product.high ^ product.low
    }

    @usableFromInline static let seed: (UInt64, UInt64) = {
        var generator = SystemRandomNumberGenerator()
        return (generator.next(), generator.next())
    }()
}
