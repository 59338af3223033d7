import Foundation

/// One schema document to load: a name for messages and its XSD text.
public struct SchemaSource: Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The schemas shipped inside the binary: `ui.xsd`, `layout.xsd` and `tools.xsd`.
    public static var embedded: [SchemaSource] {
        EmbeddedSchemas.files.map { SchemaSource(name: $0.name, text: $0.text) }
    }

    /// Reads a schema file, or every `*.xsd` file directly inside a directory (sorted by name).
    public static func contents(of url: URL) throws -> [SchemaSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw SchemaLoadError(document: url.path, line: 0, message: "no such file or directory")
        }
        let files = isDirectory.boolValue
            ? try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "xsd" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            : [url]
        return try files.map { SchemaSource(name: $0.path, text: try String(contentsOf: $0, encoding: .utf8)) }
    }
}

/// The Reactant UI schemas as plain Swift values: which elements may go where, which attributes
/// they take, and whether a value is valid. Immutable and cheap to share between threads.
public struct Schema: Sendable {
    let storage: SchemaStorage

    /// Loads schema documents together; references between them resolve by namespace, so an
    /// extra document may use the types and groups of the embedded ones and add its own elements
    /// (a global element becomes a root; one in the substitution group of an abstract element
    /// that a content model references becomes allowed there).
    public init(sources: [SchemaSource]) throws(SchemaLoadError) {
        var components = SchemaComponents()
        for source in sources {
            let tree: XMLTreeElement
            do {
                tree = try XMLTreeReader.read(source.text, name: source.name)
            } catch {
                throw SchemaLoadError(document: source.name, line: error.line, message: error.message)
            }
            try components.add(tree, document: source.name)
        }
        storage = try SchemaResolver.resolve(components)
    }

    /// The embedded schemas plus the user's schema files or directories (`--schema-dir`).
    public static func load(adding userSchemas: [URL] = []) throws -> Schema {
        let extra = try userSchemas.flatMap { try SchemaSource.contents(of: $0) }
        return try Schema(sources: SchemaSource.embedded + extra)
    }

    /// The embedded schemas, loaded once per process. They are checked by the tests, so failing
    /// to load them is a build defect, not a user error.
    public static let embedded: Schema = {
        do {
            return try Schema(sources: SchemaSource.embedded)
        } catch {
            fatalError("the embedded schemas do not load: \(error)")
        }
    }()

    /// The elements a document may start with (`Component`, `styleGroup`, …).
    public var roots: [ElementDeclaration] {
        storage.roots.map(storage.declaration)
    }

    /// The attribute names an attribute group declares (`BaseViewProperties`: the properties
    /// every view has), nested groups included, in schema order; `nil` for a group no element
    /// uses. Callers that must know which class an element property belongs to read it here.
    public func attributeNames(inGroup name: String) -> [String]? {
        storage.attributeGroups[name]
    }

    /// The root declaration with this tag, where navigation starts.
    public func root(named name: String) -> ElementDeclaration? {
        storage.roots.first { storage.elements[$0].name == name }.map(storage.declaration)
    }
}
