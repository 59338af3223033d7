import XMLSyntax

/// A place in the workspace: a range in this document (`path == nil`) or in another file.
public struct NavigationLocation: Hashable, Sendable {
    /// The other file's path; `nil` for the document navigated from.
    public let path: String?
    public let range: Range<Int>

    public init(path: String?, range: Range<Int>) {
        self.path = path
        self.range = range
    }
}

/// A replacement of one range of the document's text.
public struct TextReplacement: Hashable, Sendable {
    public let range: Range<Int>
    public let text: String

    public init(range: Range<Int>, text: String) {
        self.range = range
        self.text = text
    }
}

/// Definition, references, highlights and rename for one document: pure functions of the
/// document and, for names declared in other files, the workspace index.
public struct Navigator: Sendable {
    public let document: NavigationDocument

    public init(_ document: NavigationDocument) {
        self.document = document
    }

    // MARK: Definition

    /// Where the symbol under the cursor is declared: a constraint target's `field` or
    /// `layout:id`, a style (this file or a `.styles.xml`), a component type's file.
    public func definition(at offset: Int, workspace: WorkspaceIndex) -> [NavigationLocation] {
        if let themed = themedItem(at: offset, workspace: workspace) { return themed }
        guard let occurrence = document.occurrence(at: offset) else { return [] }
        let local = document.occurrences
            .filter { $0.isDeclaration && $0.symbol == occurrence.symbol }
            .map { NavigationLocation(path: nil, range: $0.range) }
        switch occurrence.symbol {
        case .target, .localStyle:
            return local
        case .globalStyle(let group, let style):
            let groups = workspace.styleGroups(named: group).filter { $0.path != document.path }
            let styles = groups.compactMap { entry in entry.group.styles[style].map { NavigationLocation(path: entry.path, range: $0) } }
            return styles.isEmpty ? groups.map { NavigationLocation(path: $0.path, range: $0.group.range) } : styles
        case .styleGroup(let group):
            return workspace.styleGroups(named: group).filter { $0.path != document.path }
                .map { NavigationLocation(path: $0.path, range: $0.group.range) } + local
        case .componentType(let name):
            let elsewhere = workspace.componentDeclarations(named: name).filter { $0.path != document.path }
                .map { NavigationLocation(path: $0.path, range: $0.range) }
            // This file's own type, named by the file: its root's tag, as `references` finds it.
            let own = references(at: offset, includeDeclaration: true, workspace: workspace)
                .filter { $0.isDeclaration && $0.location.path == nil }.map(\.location)
            return own + elsewhere
        }
    }

    /// `theme.NAME` in a value: its declarations in the document's application description
    /// (`<shared>` first, then each theme's), whatever the kind, as names rarely repeat across
    /// sections; nil where the offset is in no such value.
    func themedItem(at offset: Int, workspace: WorkspaceIndex) -> [NavigationLocation]? {
        guard case .attributeValue(let element, let attribute, _) = document.tree.context(at: offset),
              let value = document.tree.elements[element].attributes[attribute].value?.decoded.value, value.hasPrefix("theme."),
              let description = workspace.resources.resources(forDocumentAt: document.path)?.description else { return nil }
        let name = String(value.dropFirst("theme.".count))
        return ThemeItemKind.allCases.flatMap { description.declarations(of: $0, named: name) }
            .map { NavigationLocation(path: description.path, range: $0.nameRange) }
    }

    // MARK: References and highlights

    /// Every occurrence in this document of the symbol under the cursor, document order.
    public func references(at offset: Int, includeDeclaration: Bool = true) -> [SymbolOccurrence] {
        guard let occurrence = document.occurrence(at: offset) else { return [] }
        return document.occurrences.filter { $0.symbol == occurrence.symbol && (includeDeclaration || !$0.isDeclaration) }
    }

    // MARK: Rename

    /// Why a rename cannot be done.
    public enum RenameRefusal: Error, Hashable, Sendable {
        /// Nothing renameable under the cursor (fields, layout ids, styles, component types and
        /// theme items are).
        case notRenameable
        /// The new name is no identifier the constraint language can read.
        case invalidName(String)
        /// The new name could not be a style's (`[A-Za-z_][A-Za-z0-9_]*`).
        case invalidStyleName(String)
        /// The new name could not be a style group's (its Swift type is `<name>Styles`).
        case invalidStyleGroupName(String)
        /// The new name could not be a component type's (an identifier, no reserved name).
        case invalidComponentTypeName(String)
        /// The new name could not be a theme item's (the generated `ApplicationTheme` property).
        case invalidThemeItemName(String)
        /// Another style of the same scope, or another component type, has the new name.
        case nameTaken(String)
        /// No file declares the style or type (a Swift-only component keeps its name).
        case undeclared(String)
        /// The type is its file's name (a root without `type`): a file rename, not a text edit.
        case typeNamedByFile(String, path: String)
        /// A Swift file of the workspace declares the component's class, which would keep its name.
        case swiftClass(String, path: String)
    }

    /// The range and current name of the field or layout id under the cursor.
    public func renameTarget(at offset: Int) -> (range: Range<Int>, name: String)? {
        guard let occurrence = document.occurrence(at: offset), case .target(_, let name, _) = occurrence.symbol else { return nil }
        return (occurrence.range, name)
    }

    /// The edits renaming the field or layout id under the cursor: its declaration and every
    /// constraint that names it. New names must read as one constraint identifier
    /// (`[A-Za-z][A-Za-z0-9]*`), or the constraints could no longer reach the view.
    public func rename(at offset: Int, to newName: String) -> Result<[TextReplacement], RenameRefusal> {
        guard renameTarget(at: offset) != nil else { return .failure(.notRenameable) }
        guard Self.isConstraintIdentifier(newName) else { return .failure(.invalidName(newName)) }
        return .success(references(at: offset).map { TextReplacement(range: $0.range, text: newName) })
    }

    static func isConstraintIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
