import SchemaModel
import Support
import XMLSyntax

/// Checks a document against the schemas the way the generator reads it: every element is
/// looked up where it stands (from `Schema.root(named:)` down through `child(named:)`, since one
/// tag means different things in different places), then its attributes, their values and the
/// structural rules the schemas cannot state. `layout:` values are the constraint participant's;
/// style references, component types and root-only attributes are the reference participants'.
public struct SchemaCheck: TreeFirstParticipant {
    public let schema: Schema
    let facts: SchemaCheckSchemaFacts
    /// Verdicts on values seen before: validating a value is a pure function of its type and
    /// text, and a keystroke changes one value of a document.
    let verdicts: BoundedMemo<SchemaValueKey, ValueVerdict>

    /// - Parameter memoCapacity: how many verdicts each generation keeps (see `BoundedMemo`).
    public init(schema: Schema, memoCapacity: Int = DocumentAnalyzer.interactiveMemoCapacity) {
        self.schema = schema
        self.facts = SchemaCheckSchemaFacts(schema: schema)
        self.verdicts = BoundedMemo(capacity: memoCapacity)
    }

    /// The walk reads the tree and the kind of file; the model only says which component type
    /// names are definitions (their reserved names are the reference participant's).
    public func findings(
        tree: XMLSyntaxTree, path: String, kind: ReactantDocument.Kind
    ) -> @Sendable (ReactantDocument) -> [Finding] {
        guard let root = tree.root, !root.name.qualified.isEmpty, let declaration = rootDeclaration(kind: kind) else {
            let findings = tree.root.flatMap { unexpectedRoot($0, path: path) }.map { [Finding($0)] } ?? []
            return { _ in findings }
        }
        var walk = SchemaCheckWalk(tree: tree, kind: kind, facts: facts, verdicts: verdicts)
        walk.run(from: root, declaration: declaration)
        let (findings, reserved) = (walk.diagnostics.map { Finding($0) }, walk.reservedTypeNames)
        return { document in
            guard !reserved.isEmpty else { return findings }
            let defined = Set(document.scopes.compactMap { $0.explicitType?.range.lowerBound })
            let leftOut = Set(reserved.filter { defined.contains($0.offset) }.map(\.diagnostic))
            return findings.indices.filter { !leftOut.contains($0) }.map { findings[$0] }
        }
    }

    /// The declaration the generator reads the root with; `nil` when it skips or rejects the file.
    private func rootDeclaration(kind: ReactantDocument.Kind) -> ElementDeclaration? {
        switch kind {
        case .component: schema.root(named: ReactantVocabulary.component)
        case .styleGroup: schema.root(named: ReactantVocabulary.styleGroup)
        case .unrecognised: nil
        }
    }

    /// A `.styles.xml` must start with `<styleGroup>` (else the generator fails); a `.ui.xml`
    /// whose root is not `<Component>` is skipped without a word.
    private func unexpectedRoot(_ root: XMLElementSyntax, path: String) -> Diagnostic? {
        let lowered = path.lowercased()
        let tag = root.name.qualified
        let (code, expected, consequence): (SchemaCheckCode, String, String)
        if lowered.hasSuffix(".styles.xml") {
            (code, expected, consequence) = (.unexpectedRoot, ReactantVocabulary.styleGroup, "the generator rejects the file")
        } else if lowered.hasSuffix(".ui.xml") {
            (code, expected, consequence) = (.ignoredFile, ReactantVocabulary.component, "the generator skips the file")
        } else {
            return nil
        }
        guard !tag.isEmpty, tag != expected else { return nil }
        let suggestion = DidYouMean.nearestIgnoringCase(to: tag, among: [expected])
        return Diagnostic(code, "The root element must be <\(expected)>, not <\(tag)>: \(consequence)" + DidYouMean.clause(suggestion),
                          range: root.name.range, fixes: SchemaCheckWalk.renameFixes(of: root, to: suggestion))
    }
}

/// What a value verdict depends on: the attribute's type (named by the attribute, as written
/// with its prefix, and the type's name) and the value.
/// A value of one type: its verdict depends on nothing else. Types are told apart by identity
/// (the check keeps its schema alive), so anonymous types are remembered too.
struct SchemaValueKey: FastHashable, Sendable {
    let type: ObjectIdentifier
    let value: String

    var fastHash: UInt64 { TextHash.hash(value, tag: UInt64(UInt(bitPattern: type))) }
}
