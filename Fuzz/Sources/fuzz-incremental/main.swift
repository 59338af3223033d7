import FuzzDriver
import Foundation
import XMLSyntax

/// The incremental re-parse after an edit must give exactly the tree a fresh scan of the
/// edited text gives. Input: offset (2 bytes), bytes removed, bytes inserted, the inserted
/// bytes, then the old text.
exit(runFuzzer { data, size in
    var input = FuzzInput(bytes(data, size))
    let offset = input.byte() << 8 | input.byte()
    let removed = input.byte() % 8
    let inserted = input.take(input.byte() % 16)
    let old = input.restAsText()
    var bytes = Array(old.utf8)
    let start = bytes.isEmpty ? 0 : offset % (bytes.count + 1)
    bytes.replaceSubrange(start..<min(bytes.count, start + removed), with: inserted)
    let new = String(decoding: bytes, as: UTF8.self)
    let incremental = IncrementalParse.parse(new, reusing: XMLSyntaxTree.parse(old), of: old)
    if incremental != XMLSyntaxTree.parse(new) {
        failure("incremental and fresh trees differ\nold: \(old.debugDescription)\nnew: \(new.debugDescription)")
    }
    return 0
})
