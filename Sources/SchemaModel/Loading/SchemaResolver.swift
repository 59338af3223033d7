/// Turns the raw components of the loaded documents into `SchemaStorage`: groups, attribute
/// groups, extensions, references and substitution groups resolved into flat tables.
struct SchemaResolver {
    private let components: SchemaComponents
    private var elements: [SchemaStorage.Element] = []
    private var contents: [SchemaStorage.Content] = []
    /// Content index → the complex type node that fills it, until it is filled.
    private var unfilled: [Int: SchemaComponents.Located] = [:]
    private var filling: Set<Int> = []
    private var contentByType: [QualifiedName: Int] = [:]
    private var globalElementByName: [QualifiedName: Int] = [:]
    private var simpleTypes: [QualifiedName: SimpleType] = [:]
    private var resolvingSimpleTypes: Set<QualifiedName> = []
    private var groupExpansions: [QualifiedName: Particles] = [:]
    private var attributeGroups: [QualifiedName: [AttributeDeclaration]] = [:]
    private var substitutes: [QualifiedName: [QualifiedName]] = [:]
    private var emptyContent: Int?

    /// The element children and part wildcard a model group contributes.
    private struct Particles {
        var children: [Int] = []
        var partContent: Int?
        var acceptsAnyChild = false
    }

    init(_ components: SchemaComponents) {
        self.components = components
    }

    static func resolve(_ components: SchemaComponents) throws(SchemaLoadError) -> SchemaStorage {
        var resolver = SchemaResolver(components)
        return try resolver.run()
    }

    private mutating func run() throws(SchemaLoadError) -> SchemaStorage {
        for name in components.elementOrder {
            let node = components.elements[name]!.node
            if let head = node.attribute("substitutionGroup") {
                substitutes[node.qualifiedName(head), default: []].append(name)
            }
        }
        // Every named simple type is compiled now, so a bad pattern fails the load, not a lookup.
        for (name, located) in components.simpleTypes.sorted(by: { $0.key.description < $1.key.description }) {
            _ = try simpleType(name, referencedFrom: located.node, in: located)
        }
        var roots: [Int] = []
        for name in components.elementOrder where components.elements[name]!.node.attribute("abstract") != "true" {
            roots.append(try globalElement(name))
        }
        while let (index, located) = unfilled.first {
            try fill(index, from: located)
        }
        let closedPrefixes = Set(components.closedNamespaces.compactMap { components.preferredPrefixes[$0] })
        // By local name: the first namespace in name order wins, should two documents share one.
        var groups: [String: [String]] = [:]
        for (name, attributes) in attributeGroups.sorted(by: { $0.key.description < $1.key.description })
        where groups[name.localName] == nil {
            groups[name.localName] = attributes.map(\.name)
        }
        return SchemaStorage(
            elements: elements, contents: contents, roots: roots, closedPrefixes: closedPrefixes, attributeGroups: groups)
    }

    // MARK: Elements

    private mutating func globalElement(_ name: QualifiedName) throws(SchemaLoadError) -> Int {
        if let index = globalElementByName[name] { return index }
        guard let located = components.elements[name] else {
            throw SchemaLoadError(document: "schema", line: 0, message: "no element `\(name)` is declared")
        }
        let index = try element(located.node, in: located)
        globalElementByName[name] = index
        return index
    }

    /// Creates the record of an element declaration (global or local, not a `ref`).
    private mutating func element(_ node: XMLTreeElement, in located: SchemaComponents.Located) throws(SchemaLoadError) -> Int {
        let content: Int
        if let type = node.attribute("type") {
            content = try complexContent(node.qualifiedName(type), referencedFrom: node, in: located)
        } else if let inline = node.schemaChildren("complexType").first {
            content = newContent(filledFrom: SchemaComponents.Located(node: inline, document: located.document, targetNamespace: located.targetNamespace))
        } else {
            content = empty()
        }
        let documentation = node.documentation ?? contents[content].documentation
        elements.append(.init(name: node.attribute("name") ?? "", documentation: documentation, content: content))
        return elements.count - 1
    }

    // MARK: Content models

    private mutating func complexContent(_ type: QualifiedName, referencedFrom node: XMLTreeElement, in located: SchemaComponents.Located) throws(SchemaLoadError) -> Int {
        if let index = contentByType[type] { return index }
        guard let definition = components.complexTypes[type] else {
            if type.namespace == Namespaces.xsd || components.simpleTypes[type] != nil {
                return textContent()
            }
            throw SchemaLoadError(document: located.document, line: node.line, message: "no type `\(type.localName)` is declared")
        }
        let index = newContent(filledFrom: definition)
        contentByType[type] = index
        return index
    }

    private mutating func newContent(filledFrom located: SchemaComponents.Located) -> Int {
        contents.append(SchemaStorage.Content(documentation: located.node.documentation))
        unfilled[contents.count - 1] = located
        return contents.count - 1
    }

    private mutating func empty() -> Int {
        if let emptyContent { return emptyContent }
        contents.append(SchemaStorage.Content())
        emptyContent = contents.count - 1
        return contents.count - 1
    }

    private mutating func textContent() -> Int {
        var content = SchemaStorage.Content()
        content.allowsText = true
        contents.append(content)
        return contents.count - 1
    }

    private mutating func fill(_ index: Int, from located: SchemaComponents.Located) throws(SchemaLoadError) {
        unfilled[index] = nil
        guard filling.insert(index).inserted else {
            throw SchemaLoadError(document: located.document, line: located.node.line, message: "a type derives from itself")
        }
        defer { filling.remove(index) }
        var content = contents[index]
        let node = located.node
        if node.attribute("mixed") == "true" { content.allowsText = true }
        if node.annotationAttribute("otherChildren") == "rejected" { content.otherChildren = .rejected }
        try addModel(of: node, to: &content, in: located)
        contents[index] = content
    }

    /// Adds the particles and attributes that are direct children of a complex type, an
    /// extension or a restriction.
    private mutating func addModel(of node: XMLTreeElement, to content: inout SchemaStorage.Content, in located: SchemaComponents.Located) throws(SchemaLoadError) {
        for child in node.children where child.namespace == Namespaces.xsd {
            switch child.localName {
            case "sequence", "choice", "all", "group", "element", "any":
                var particles = Particles()
                try collect(child, into: &particles, in: located)
                add(particles, to: &content)
            case "attribute":
                add(try attribute(child, in: located), to: &content)
            case "attributeGroup":
                for declaration in try attributeGroup(child, in: located) { add(declaration, to: &content) }
            case "complexContent", "simpleContent":
                if child.localName == "simpleContent" || child.attribute("mixed") == "true" { content.allowsText = true }
                for derivation in child.children where derivation.namespace == Namespaces.xsd {
                    guard derivation.localName == "extension" || derivation.localName == "restriction" else { continue }
                    if derivation.localName == "extension", let base = derivation.attribute("base") {
                        try addBase(derivation.qualifiedName(base), from: derivation, to: &content, in: located)
                    }
                    try addModel(of: derivation, to: &content, in: located)
                }
            default:
                break
            }
        }
    }

    private mutating func addBase(_ base: QualifiedName, from node: XMLTreeElement, to content: inout SchemaStorage.Content, in located: SchemaComponents.Located) throws(SchemaLoadError) {
        guard components.complexTypes[base] != nil else {
            content.allowsText = true
            return
        }
        let index = try complexContent(base, referencedFrom: node, in: located)
        if let pending = unfilled[index] { try fill(index, from: pending) }
        let inherited = contents[index]
        for declaration in inherited.attributes { add(declaration, to: &content) }
        add(Particles(children: inherited.children, partContent: inherited.partContent,
                      acceptsAnyChild: inherited.otherChildren == .freelyNamed), to: &content)
        if inherited.allowsText { content.allowsText = true }
        if inherited.otherChildren == .rejected, content.otherChildren == .ignored { content.otherChildren = .rejected }
    }

    private mutating func collect(_ node: XMLTreeElement, into particles: inout Particles, in located: SchemaComponents.Located) throws(SchemaLoadError) {
        switch node.localName {
        case "sequence", "choice", "all":
            for child in node.children where child.namespace == Namespaces.xsd {
                try collect(child, into: &particles, in: located)
            }
        case "group":
            guard let reference = node.attribute("ref") else { return }
            let expansion = try group(node.qualifiedName(reference), referencedFrom: node, in: located)
            particles.children += expansion.children
            particles.partContent = particles.partContent ?? expansion.partContent
            particles.acceptsAnyChild = particles.acceptsAnyChild || expansion.acceptsAnyChild
        case "element":
            if let reference = node.attribute("ref") {
                let name = node.qualifiedName(reference)
                guard let target = components.elements[name] else {
                    throw SchemaLoadError(document: located.document, line: node.line, message: "no element `\(reference)` is declared")
                }
                if target.node.attribute("abstract") != "true" { particles.children.append(try globalElement(name)) }
                for member in substitutes[name] ?? [] { particles.children.append(try globalElement(member)) }
            } else {
                particles.children.append(try element(node, in: located))
            }
        case "any":
            particles.acceptsAnyChild = true
            if let type = node.annotationAttribute("childType") {
                particles.partContent = try complexContent(node.qualifiedName(type), referencedFrom: node, in: located)
            }
        default:
            break
        }
    }

    private mutating func group(_ name: QualifiedName, referencedFrom node: XMLTreeElement, in located: SchemaComponents.Located) throws(SchemaLoadError) -> Particles {
        if let expansion = groupExpansions[name] { return expansion }
        guard let definition = components.groups[name] else {
            throw SchemaLoadError(document: located.document, line: node.line, message: "no group `\(name.localName)` is declared")
        }
        groupExpansions[name] = Particles()  // A group that contains itself contributes nothing more.
        var particles = Particles()
        for child in definition.node.children where child.namespace == Namespaces.xsd {
            try collect(child, into: &particles, in: definition)
        }
        groupExpansions[name] = particles
        return particles
    }

    private mutating func add(_ particles: Particles, to content: inout SchemaStorage.Content) {
        for child in particles.children where content.childIndex[elements[child].name] == nil {
            content.childIndex.add(elements[child].name, position: child)
            content.children.append(child)
        }
        if particles.acceptsAnyChild {
            content.otherChildren = .freelyNamed
            if content.partContent == nil {
                content.partContent = particles.partContent ?? empty()
            }
        }
    }

    // MARK: Attributes

    private func add(_ declaration: AttributeDeclaration, to content: inout SchemaStorage.Content) {
        guard content.attributeIndex[declaration.name] == nil else { return }
        content.attributeIndex.add(declaration.name, position: content.attributes.count)
        if let state = declaration.controlStates.first {
            let base = String(declaration.name.dropLast(state.count + 1))
            content.controlStateBases[base] = content.controlStateBases[base] ?? content.attributes.count
            content.controlStates.insert(state)
        }
        content.attributes.append(declaration)
    }

    private mutating func attributeGroup(_ node: XMLTreeElement, in located: SchemaComponents.Located, visiting: Set<QualifiedName> = []) throws(SchemaLoadError) -> [AttributeDeclaration] {
        guard let reference = node.attribute("ref") else { return [] }
        let name = node.qualifiedName(reference)
        guard let definition = components.attributeGroups[name] else {
            throw SchemaLoadError(document: located.document, line: node.line, message: "no attribute group `\(reference)` is declared")
        }
        if let cached = attributeGroups[name] { return cached }
        guard !visiting.contains(name) else { return [] }
        var result: [AttributeDeclaration] = []
        for child in definition.node.children where child.namespace == Namespaces.xsd {
            switch child.localName {
            case "attribute": result.append(try attribute(child, in: definition))
            case "attributeGroup": result += try attributeGroup(child, in: definition, visiting: visiting.union([name]))
            default: break
            }
        }
        attributeGroups[name] = result
        return result
    }

    private mutating func attribute(_ node: XMLTreeElement, in located: SchemaComponents.Located) throws(SchemaLoadError) -> AttributeDeclaration {
        var declarationNode = node
        var declarationContext = located
        var writtenName = node.attribute("name") ?? ""
        if let reference = node.attribute("ref") {
            let name = node.qualifiedName(reference)
            guard let global = components.attributes[name] else {
                throw SchemaLoadError(document: located.document, line: node.line, message: "no attribute `\(reference)` is declared")
            }
            declarationNode = global.node
            declarationContext = global
            let prefix = name.namespace.flatMap { components.preferredPrefixes[$0] }
            writtenName = prefix.map { "\($0):\(name.localName)" } ?? name.localName
        }
        let type: SimpleType
        if let typeName = declarationNode.attribute("type") {
            type = try simpleType(declarationNode.qualifiedName(typeName), referencedFrom: declarationNode, in: declarationContext)
        } else if let inline = declarationNode.schemaChildren("simpleType").first {
            type = try simpleType(inline, name: nil, in: declarationContext)
        } else {
            type = SimpleType.builtin("anySimpleType")
        }
        let state = node.annotationAttribute("controlState") ?? declarationNode.annotationAttribute("controlState")
        return AttributeDeclaration(
            name: writtenName,
            type: type,
            isRequired: (node.attribute("use") ?? declarationNode.attribute("use")) == "required",
            defaultValue: node.attribute("default") ?? declarationNode.attribute("default"),
            documentation: node.documentation ?? declarationNode.documentation ?? type.documentation,
            controlStates: state.map { [$0] } ?? [],
            ignoredStateWords: [])
    }

    // MARK: Simple types

    private mutating func simpleType(_ name: QualifiedName, referencedFrom node: XMLTreeElement, in located: SchemaComponents.Located) throws(SchemaLoadError) -> SimpleType {
        if name.namespace == Namespaces.xsd { return SimpleType.builtin(name.localName) }
        if let cached = simpleTypes[name] { return cached }
        guard let definition = components.simpleTypes[name] else {
            throw SchemaLoadError(document: located.document, line: node.line, message: "no simple type `\(name.localName)` is declared")
        }
        guard resolvingSimpleTypes.insert(name).inserted else {
            throw SchemaLoadError(document: definition.document, line: definition.node.line, message: "the simple type `\(name.localName)` derives from itself")
        }
        defer { resolvingSimpleTypes.remove(name) }
        let type = try simpleType(definition.node, name: name.localName, in: definition)
        simpleTypes[name] = type
        return type
    }

    private mutating func simpleType(_ node: XMLTreeElement, name: String?, in located: SchemaComponents.Located) throws(SchemaLoadError) -> SimpleType {
        let syntax = node.annotationAttribute("syntax").flatMap(ValueSyntax.init(rawValue:))
        let documentation = node.documentation
        if let union = node.schemaChildren("union").first {
            var members: [SimpleType] = []
            for reference in (union.attribute("memberTypes") ?? "").split(whereSeparator: \.isWhitespace) {
                members.append(try simpleType(union.qualifiedName(String(reference)), referencedFrom: union, in: located))
            }
            for inline in union.schemaChildren("simpleType") {
                members.append(try simpleType(inline, name: nil, in: located))
            }
            return SimpleType(name: name, documentation: documentation, syntax: syntax, rule: .union(members))
        }
        guard let restriction = node.schemaChildren("restriction").first else {
            // A list type: its items are not checked.
            return SimpleType(name: name, documentation: documentation, syntax: syntax,
                              rule: .restriction(base: [SimpleType.builtin("string")], whiteSpace: .collapse, enumeration: [], patterns: []))
        }
        var base: SimpleType
        if let baseName = restriction.attribute("base") {
            base = try simpleType(restriction.qualifiedName(baseName), referencedFrom: restriction, in: located)
        } else if let inline = restriction.schemaChildren("simpleType").first {
            base = try simpleType(inline, name: nil, in: located)
        } else {
            base = SimpleType.builtin("anySimpleType")
        }
        var whiteSpace = base.whiteSpace
        if let facet = restriction.schemaChildren("whiteSpace").first?.attribute("value") {
            whiteSpace = facet == "collapse" ? .collapse : facet == "replace" ? .replace : .preserve
        }
        let enumeration = restriction.schemaChildren("enumeration").compactMap { $0.attribute("value") }
        var patterns: [XSDRegularExpression] = []
        for facet in restriction.schemaChildren("pattern") {
            let pattern = facet.attribute("value") ?? ""
            guard let compiled = XSDRegularExpression(pattern) else {
                throw SchemaLoadError(document: located.document, line: facet.line, message: "libxml2 cannot compile the pattern `\(pattern)`")
            }
            patterns.append(compiled)
        }
        return SimpleType(name: name, documentation: documentation, syntax: syntax ?? base.syntax,
                          rule: .restriction(base: [base], whiteSpace: whiteSpace, enumeration: enumeration, patterns: patterns))
    }
}
