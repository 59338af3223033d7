import SchemaModel
import Support
import XMLSyntax

/// Checks a document against the schemas the way the generator reads it: every element is
/// looked up where it stands (from `Schema.root(named:)` down through `child(named:)`, since one
/// tag means different things in different places), then its attributes, their values and the
/// structural rules the schemas cannot state. `layout:` values are the constraint participant's;
/// style references, component types and root-only attributes are the reference participants'.
public struct SchemaCheck: AnalysisParticipant {
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

    public func findings(in context: AnalysisContext) -> [Finding] {
        guard let root = context.tree.root, !root.name.qualified.isEmpty,
              let declaration = rootDeclaration(of: root, in: context) else {
            return context.tree.root.flatMap { unexpectedRoot($0, path: context.path) }.map { [Finding($0)] } ?? []
        }
        var walk = SchemaCheckWalk(context: context, facts: facts, verdicts: verdicts)
        walk.run(from: root, declaration: declaration)
        return walk.diagnostics.map { Finding($0) }
    }

    /// The declaration the generator reads the root with; `nil` when it skips or rejects the file.
    private func rootDeclaration(of root: XMLElementSyntax, in context: AnalysisContext) -> ElementDeclaration? {
        switch context.document.kind {
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
