/// Searches for one byte value eight bytes at a time, for passes over a whole document.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// How many bytes of `buffer` equal `byte`.
    static func count(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let pattern = ones &* UInt64(byte)
        var total = 0
        var position = 0
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= buffer.count {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) ^ pattern
                // One bit per match, moved to the bottom of its byte and summed by a multiplication
                // (no population-count instruction on baseline x86-64).
                total += Int(((matches(word) >> 7) &* ones) >> 56)
                position += 8
            }
        }
        while position < buffer.count {
            if buffer[position] == byte { total += 1 }
            position += 1
        }
        return total
    }

    /// The first position at or after `start` holding `byte`.
    static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let pattern = ones &* UInt64(byte)
        var position = max(start, 0)
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= buffer.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) ^ pattern
                let found = matches(word)
                if found != 0 { return position + found.trailingZeroBitCount / 8 }
                position += 8
            }
        }
        while position < buffer.count {
            if buffer[position] == byte { return position }
            position += 1
        }
        return nil
    }

    /// The high bit of every zero byte of `word`, and no other bit.
    private static func matches(_ word: UInt64) -> UInt64 {
        ~(((word & lowSevenBits) &+ lowSevenBits) | word | lowSevenBits)
    }
}
