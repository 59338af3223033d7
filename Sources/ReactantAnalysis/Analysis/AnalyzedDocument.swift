import Foundation
import SchemaModel
import Support
import SwiftBinding
import XMLSyntax

/// The result of analyzing one document: its syntax, its Reactant UI model and every finding
/// (well-formedness first-hand, then every participant's), sorted by position.
public struct AnalyzedDocument: Sendable {
    public let path: String
    public let text: String
    public let syntax: XMLDocumentSyntax
    public let document: ReactantDocument
    public let facts: DocumentFacts
    public let findings: [Finding]

    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }
}
