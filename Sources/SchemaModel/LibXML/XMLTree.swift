import CLibXML2

/// An element of an XML document copied out of libxml2 into plain Swift values, so that nothing
/// outside this folder touches libxml2's pointers.
struct XMLTreeElement: Sendable {
    struct Attribute: Sendable {
        var namespace: String?
        var prefix: String?
        var localName: String
        var value: String

        /// The name as written in the document, prefix included.
        var writtenName: String { prefix.map { "\($0):\(localName)" } ?? localName }
    }

    var namespace: String?
    var localName: String
    var attributes: [Attribute]
    var children: [XMLTreeElement]
    /// The character data directly inside this element, concatenated.
    var text: String
    /// Prefix → namespace bindings in scope here (the empty prefix is the default namespace).
    var namespaces: [String: String]
    var line: Int

    func attribute(_ localName: String, namespace: String? = nil) -> String? {
        attributes.first { $0.localName == localName && $0.namespace == namespace }?.value
    }

    func children(_ localName: String, namespace: String?) -> [XMLTreeElement] {
        children.filter { $0.localName == localName && $0.namespace == namespace }
    }
}

/// Why a document could not be read.
struct XMLReadError: Error, Sendable {
    var message: String
    var line: Int
}

enum XMLTreeReader {
    /// libxml2 wants `xmlInitParser` once per process before use from several threads.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `text` without network access, without loading external DTDs or entities and
    /// without expanding entities, and copies the element tree out.
    static func read(_ text: String, name: String) throws(XMLReadError) -> XMLTreeElement {
        _ = initialized
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        var utf8 = Array(text.utf8)
        if utf8.isEmpty { throw XMLReadError(message: "the document is empty", line: 1) }
        let document = utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(clamping: buffer.count), name, "UTF-8", options)
            }
        }
        guard let document else {
            let error = xmlGetLastError()
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "not well-formed XML\n"
            let line = error.map { Int($0.pointee.line) } ?? 0
            throw XMLReadError(message: message.trimmingTrailingNewlines(), line: line)
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            throw XMLReadError(message: "the document has no root element", line: 1)
        }
        return copy(root, inheriting: [:])
    }

    private static func copy(_ node: xmlNodePtr, inheriting scope: [String: String]) -> XMLTreeElement {
        var namespaces = scope
        var definition = node.pointee.nsDef
        while let ns = definition {
            namespaces[ns.pointee.prefix.map(string) ?? ""] = ns.pointee.href.map(string) ?? ""
            definition = ns.pointee.next
        }

        var attributes: [XMLTreeElement.Attribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            // The value is the attribute's text children; entity references are left unexpanded.
            var value = ""
            var part = attribute.pointee.children
            while let text = part {
                if text.pointee.type == XML_TEXT_NODE, let content = text.pointee.content { value += string(content) }
                part = text.pointee.next
            }
            attributes.append(.init(
                namespace: attribute.pointee.ns?.pointee.href.map(string),
                prefix: attribute.pointee.ns?.pointee.prefix.map(string),
                localName: attribute.pointee.name.map(string) ?? "",
                value: value))
            property = attribute.pointee.next
        }

        var children: [XMLTreeElement] = []
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(copy(current, inheriting: namespaces))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content, !isBlank(content) { text += string(content) }
            default:
                break
            }
            child = current.pointee.next
        }

        return XMLTreeElement(
            namespace: node.pointee.ns?.pointee.href.map(string),
            localName: node.pointee.name.map(string) ?? "",
            attributes: attributes,
            children: children,
            text: text,
            namespaces: namespaces,
            line: Int(xmlGetLineNo(node)))
    }

    /// Indentation between elements is most of a schema's text nodes; it is skipped unread.
    private static func isBlank(_ pointer: UnsafePointer<xmlChar>) -> Bool {
        var cursor = pointer
        while cursor.pointee != 0 {
            switch cursor.pointee {
            case 0x20, 0x09, 0x0A, 0x0D: cursor += 1
            default: return false
            }
        }
        return true
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        String(cString: pointer)
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.last?.isNewline == true { result.removeLast() }
        return result
    }
}
