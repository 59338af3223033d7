/// A namespace-qualified name of a schema component.
struct QualifiedName: Hashable, Sendable, CustomStringConvertible {
    var namespace: String?
    var localName: String

    var description: String { namespace.map { "{\($0)}\(localName)" } ?? localName }
}

enum Namespaces {
    static let xsd = "http://www.w3.org/2001/XMLSchema"
    /// The namespace of this project's annotation attributes (`rui:syntax`, `rui:controlState`, …).
    static let annotations = "http://schema.reactant.tech/annotations"
}

/// Why a schema could not be loaded.
public struct SchemaLoadError: Error, Sendable, CustomStringConvertible {
    /// The schema file's name.
    public var document: String
    /// 1-based; 0 when the problem is with the file as a whole (it cannot be read).
    public var line: Int
    public var message: String

    public var description: String { line > 0 ? "\(document):\(line): \(message)" : "\(document): \(message)" }
}

/// The global components of every loaded schema document, by qualified name, before resolution.
struct SchemaComponents {
    struct Located {
        var node: XMLTreeElement
        var document: String
        var targetNamespace: String?
    }

    var simpleTypes: [QualifiedName: Located] = [:]
    var complexTypes: [QualifiedName: Located] = [:]
    var groups: [QualifiedName: Located] = [:]
    var attributeGroups: [QualifiedName: Located] = [:]
    var elements: [QualifiedName: Located] = [:]
    var attributes: [QualifiedName: Located] = [:]
    /// Global elements in the order the documents declare them.
    var elementOrder: [QualifiedName] = []
    /// Namespace → the prefix its own schema document binds to it (`layout`, `tools`).
    var preferredPrefixes: [String: String] = [:]
    /// Namespaces whose schema says unknown attributes are rejected.
    var closedNamespaces: Set<String> = []

    /// Adds the global components of one `xs:schema` document.
    mutating func add(_ root: XMLTreeElement, document: String) throws(SchemaLoadError) {
        guard root.localName == "schema", root.namespace == Namespaces.xsd else {
            throw SchemaLoadError(document: document, line: root.line, message: "the root element is not xs:schema")
        }
        let target = root.attribute("targetNamespace")
        if let target, let prefix = root.namespaces.first(where: { $0.value == target && !$0.key.isEmpty })?.key {
            preferredPrefixes[target] = preferredPrefixes[target] ?? prefix
        }
        if let target, root.attribute("unknownAttributes", namespace: Namespaces.annotations) == "rejected" {
            closedNamespaces.insert(target)
        }
        for child in root.children where child.namespace == Namespaces.xsd {
            guard let name = child.attribute("name") else { continue }
            let key = QualifiedName(namespace: target, localName: name)
            let located = Located(node: child, document: document, targetNamespace: target)
            switch child.localName {
            case "simpleType": try insert(located, key, into: &simpleTypes, kind: "simple type")
            case "complexType": try insert(located, key, into: &complexTypes, kind: "complex type")
            case "group": try insert(located, key, into: &groups, kind: "group")
            case "attributeGroup": try insert(located, key, into: &attributeGroups, kind: "attribute group")
            case "attribute": try insert(located, key, into: &attributes, kind: "attribute")
            case "element":
                try insert(located, key, into: &elements, kind: "element")
                elementOrder.append(key)
            default: break
            }
        }
    }

    private func insert(_ located: Located, _ key: QualifiedName, into table: inout [QualifiedName: Located], kind: String) throws(SchemaLoadError) {
        if let existing = table[key] {
            throw SchemaLoadError(document: located.document, line: located.node.line,
                                  message: "the \(kind) `\(key.localName)` is already declared in \(existing.document) line \(existing.node.line)")
        }
        table[key] = located
    }
}

extension XMLTreeElement {
    /// Resolves a `prefix:name` reference with the namespaces in scope here.
    func qualifiedName(_ reference: String) -> QualifiedName {
        if let colon = reference.firstIndex(of: ":") {
            let prefix = String(reference[..<colon])
            return QualifiedName(namespace: namespaces[prefix] ?? prefix, localName: String(reference[reference.index(after: colon)...]))
        }
        return QualifiedName(namespace: namespaces[""], localName: reference)
    }

    func schemaChildren(_ localName: String) -> [XMLTreeElement] {
        children(localName, namespace: Namespaces.xsd)
    }

    func annotationAttribute(_ localName: String) -> String? {
        attribute(localName, namespace: Namespaces.annotations)
    }

    /// The text of `xs:annotation/xs:documentation`, white space collapsed.
    var documentation: String? {
        var collapsed: [UInt8] = []
        for annotation in children where annotation.localName == "annotation" && annotation.namespace == Namespaces.xsd {
            for documentation in annotation.children where documentation.localName == "documentation" && documentation.namespace == Namespaces.xsd {
                var pendingSpace = !collapsed.isEmpty
                for byte in documentation.text.utf8 {
                    if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                        pendingSpace = !collapsed.isEmpty
                    } else {
                        if pendingSpace { collapsed.append(0x20) }
                        pendingSpace = false
                        collapsed.append(byte)
                    }
                }
            }
        }
        return collapsed.isEmpty ? nil : String(decoding: collapsed, as: UTF8.self)
    }
}
