/// Whether typed text could abbreviate a candidate: its characters in order, ignoring ASCII case.
enum FuzzyMatch {
    static func matches(_ typed: [UInt8], _ candidate: String) -> Bool {
        guard !typed.isEmpty else { return true }
        var position = 0
        for byte in candidate.utf8 where lowered(byte) == lowered(typed[position]) {
            position += 1
            if position == typed.count { return true }
        }
        return false
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
