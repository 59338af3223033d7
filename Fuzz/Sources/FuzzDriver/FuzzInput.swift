/// Reads a fuzz input front to back: a few control bytes, then the rest as text.
public struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position])
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, position + count)
        defer { position = end }
        return Array(bytes[position..<end])
    }

    /// Everything not read yet, as text (invalid UTF-8 replaced).
    public mutating func restAsText() -> String {
        String(decoding: take(bytes.count), as: UTF8.self)
    }
}

/// Stops the run with a finding libFuzzer records as a crash, with the input that caused it.
public func failure(_ message: @autoclosure () -> String) -> Never {
    fatalError(message())
}
