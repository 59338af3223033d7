import CLibXML2

/// One error libxml2 raised while parsing, as libxml2 gave it: line (counted by LF) and
/// column (counted in characters, 1-based, the byte-order mark not counted).
package struct LibXML2Report: Hashable, Sendable {
    var code: Int32
    var isWarning: Bool
    var line: Int
    var column: Int
    var int1: Int
    var str1: String?
    var str2: String?
    var message: String

    /// The code of the report added when libxml2 was stopped after `maximumReports`.
    static let tooManyErrorsCode: Int32 = -1
}

/// Runs libxml2 over a document to learn whether it is well-formed, the way the generator's
/// XML reader (libxml2 without namespace processing) will judge it.
///
/// Safe on untrusted text: no network (`XML_PARSE_NONET`), no entity substitution (no
/// `XML_PARSE_NOENT`), no DTD loading or validation, an entity resolver that refuses every
/// external entity, and libxml2's own limits on entity amplification and nesting depth
/// (no `XML_PARSE_HUGE`). Recover mode keeps it going after the first error. Errors arrive
/// through the parser context's own structured handler, so there is no global state and
/// concurrent checks do not interfere.
///
/// Only the verdict is wanted, so libxml2 builds no element tree where that cannot change
/// what it reports (see `buildsTree(for:)`): building the tree is most of its time. And a
/// document that `PlainXMLCheck` finds plainly well-formed, which libxml2 would not fault,
/// is not given to libxml2 at all.
package enum LibXML2WellFormedness {
    /// At most this many reports are kept; then libxml2 is stopped. Its reports can grow with
    /// the text before them (one per `--` in a comment, each quoting the comment so far), so
    /// without a cap a pasted run of hyphens costs time and memory quadratic in its length.
    /// Past this many errors a user fixes the first ones first, as with a compiler.
    static let maximumReports = 1000

    private final class Collector {
        var reports: [LibXML2Report] = []
    }

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// libxml2's reports on the text, read in its own UTF-8 storage (no copy of a large file).
    package static func reports(for text: String) -> [LibXML2Report] {
        var contiguous = text  // `withUTF8` copies only a string not stored as UTF-8 already
        return contiguous.withUTF8(reports(for:))
    }

    package static func reports(for bytes: [UInt8]) -> [LibXML2Report] {
        bytes.withUnsafeBufferPointer(reports(for:))
    }

    static func reports(for bytes: UnsafeBufferPointer<UInt8>) -> [LibXML2Report] {
        // Most documents are plainly well-formed, which a single pass over the bytes can tell.
        if PlainXMLCheck.isPlainlyWellFormed(bytes) { return [] }
        return libxml2Reports(for: bytes)
    }

    /// What libxml2 itself reports on `bytes`.
    static func libxml2Reports(for bytes: [UInt8]) -> [LibXML2Report] {
        bytes.withUnsafeBufferPointer(libxml2Reports(for:))
    }

    static func libxml2Reports(for bytes: UnsafeBufferPointer<UInt8>) -> [LibXML2Report] {
        _ = initialized
        guard let context = xmlNewParserCtxt() else { return [] }
        defer { xmlFreeParserCtxt(context) }
        let collector = Collector()
        let unmanaged = Unmanaged.passRetained(collector)
        defer { unmanaged.release() }
        context.pointee._private = unmanaged.toOpaque()
        if let handler = context.pointee.sax {
            handler.pointee.serror = { userData, error in
                guard let userData, let error else { return }
                let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
                guard let owner = context.pointee._private else { return }
                let collector = Unmanaged<Collector>.fromOpaque(owner).takeUnretainedValue()
                guard collector.reports.count < LibXML2WellFormedness.maximumReports, let report = LibXML2Report(error.pointee) else { return }
                collector.reports.append(report)
                if collector.reports.count == LibXML2WellFormedness.maximumReports {
                    // libxml2 raises nothing more once stopped, so it copies no more text either.
                    xmlStopParser(context)
                    var stop = report
                    stop.code = LibXML2Report.tooManyErrorsCode
                    stop.isWarning = false
                    stop.message = "More than \(LibXML2WellFormedness.maximumReports) errors: the check stopped here; fix the errors above first"
                    collector.reports.append(stop)
                }
            }
            handler.pointee.resolveEntity = { _, _, _ in nil }
            handler.pointee.externalSubset = nil
            if !buildsTree(for: bytes) {
                // Comments stay: libxml2 quotes the comment it collected in some messages.
                handler.pointee.startElementNs = nil
                handler.pointee.endElementNs = nil
                handler.pointee.characters = nil
                handler.pointee.ignorableWhitespace = nil
                handler.pointee.cdataBlock = nil
                handler.pointee.processingInstruction = nil
                handler.pointee.reference = nil
            }
        }
        let options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue)
        let document = bytes.withMemoryRebound(to: CChar.self) { chars in
            // Even an empty document needs a buffer address.
            withUnsafePointer(to: CChar(0)) { empty in
                xmlCtxtReadMemory(
                    context, chars.baseAddress ?? empty, Int32(clamping: chars.count), nil, "UTF-8", options)
            }
        }
        if let document { xmlFreeDoc(document) }
        return collector.reports
    }

    /// Whether libxml2 must build its element tree to report exactly what it would report
    /// with it. Its tree builder raises parser errors of its own in two cases only, and the
    /// parser pre-empts both elsewhere: a nesting depth beyond the limit (the parser checks
    /// the same count before the start tag reaches the builder) and a text node over
    /// `XML_MAX_TEXT_LENGTH` (impossible in a shorter document, as long as no declared entity
    /// can add text). Entity declarations need a doctype, so a document without one, shorter
    /// than that limit, is judged the same without a tree.
    static func buildsTree(for bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= maximumTextLength || containsDoctype(bytes)
    }

    /// libxml2's `XML_MAX_TEXT_LENGTH` (parserInternals.h, not among the imported headers).
    private static let maximumTextLength = 10_000_000

    /// Whether `<!DOCTYPE` occurs anywhere.
    private static func containsDoctype(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let doctype: StaticString = "<!DOCTYPE"
        let needle = UnsafeBufferPointer(start: doctype.utf8Start, count: doctype.utf8CodeUnitCount)
        var position = 1
        while let exclamation = ByteScan.firstIndex(of: UInt8(ascii: "!"), in: buffer, from: position) {
            let start = exclamation - 1
            if start + needle.count <= buffer.count,
               UnsafeBufferPointer(rebasing: buffer[start..<(start + needle.count)]).elementsEqual(needle) {
                return true
            }
            position = exclamation + 1
        }
        return false
    }
}

extension LibXML2Report {
    /// Only parser-domain reports: namespace errors (an undeclared `tools:` prefix) do not
    /// concern the generator, which reads names literally.
    fileprivate init?(_ error: xmlError) {
        guard error.domain == Int32(XML_FROM_PARSER.rawValue) else { return nil }
        /// At most `maximumTextLength` bytes of each string: libxml2 may quote long stretches
        /// of the document, and only a prefix is ever shown. Reads no further than that.
        func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
            pointer.map { pointer in
                var length = 0
                while length < Self.maximumTextLength, pointer[length] != 0 { length += 1 }
                return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                }
            }
        }
        var message = string(error.message) ?? "malformed XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        self.init(
            code: Int32(error.code), isWarning: error.level == XML_ERR_WARNING,
            line: Int(error.line), column: Int(error.int2), int1: Int(error.int1),
            str1: string(error.str1), str2: string(error.str2), message: message)
    }
}

extension LibXML2Report {
    /// How much of each text of a report is kept (see `init(_:)`).
    static let maximumTextLength = 512
}
