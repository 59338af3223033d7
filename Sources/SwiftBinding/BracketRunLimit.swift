/// SwiftParser's time doubles with every `[` in a run of consecutive ones (`[[[[…`, spaces
/// between or not): a run of 22 took 45 s, so one such line in any Swift file of a workspace
/// would stall the index. No declaration needs more than a few, so past `maximumRun` a `[` is
/// read as a space before parsing. The text keeps its length, so every offset stays true.
enum BracketRunLimit {
    static let maximumRun = 8

    static func limited(_ source: String) -> String {
        var bytes = Array(source.utf8)
        var run = 0
        var changed = false
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "["):
                run += 1
                if run > maximumRun {
                    bytes[index] = UInt8(ascii: " ")
                    changed = true
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            default:
                run = 0
            }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : source
    }
}
