import SwiftBinding

/// The `field` values that bind a Swift property, found from the property's side: references
/// asked in a Swift file answer with the XML uses, which Swift's own language server cannot
/// see (an editor merges both answers).
package enum XMLFieldUses {
    package struct Use: Hashable, Sendable {
        package let path: String
        /// The `field` value's range in that file.
        package let range: Range<Int>
    }

    /// - Returns: nil when the offset is not on a member property of a type: its declaration
    ///   or a `self.` use (a bare name may be a local; Swift's lookup, not syntax, decides).
    package static func of(propertyAt offset: Int, in text: String, index: WorkspaceIndex) -> [Use]? {
        guard let name = identifier(at: offset, in: text) else { return nil }
        let occurrence = SwiftIdentifierOccurrences.find(name, in: text).first { $0.range.utf8.lowerBound <= offset && offset <= $0.range.utf8.upperBound }
        guard let occurrence, let owner = occurrence.enclosingType else { return nil }
        switch occurrence.kind {
        case .declaration(.property), .selfMember: break
        default: return nil
        }
        let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        guard let property = index.swift.property(named: bare, of: owner) else { return nil }
        var uses: [Use] = []
        for (path, facts) in index.documents.sorted(by: { $0.key < $1.key }) {
            for symbol in facts.symbols where symbol.kind == .field && symbol.name == bare {
                // A component binds the property when its class is the owner or inherits it
                // unchanged (an override in between is another declaration).
                guard let type = symbol.container, type == owner || index.swift.isSubclass(type, of: owner),
                      index.swift.property(named: bare, of: type) == property else { continue }
                uses.append(Use(path: path, range: symbol.range))
            }
        }
        return uses
    }

    /// The identifier (backticks included) the offset touches.
    private static func identifier(at offset: Int, in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard offset >= 0, offset <= bytes.count else { return nil }
        func isPart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte) || byte >= 0x80
        }
        var start = offset, end = offset
        while start > 0, isPart(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isPart(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
