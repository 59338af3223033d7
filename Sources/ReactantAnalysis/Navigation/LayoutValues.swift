import ConstraintGrammar
import XMLSyntax

/// One `layout:` attribute of a document with its value analyzed by the constraint grammar:
/// the bridge between the grammar's value offsets and document offsets.
public struct LayoutValue: Sendable {
    /// The element carrying the attribute.
    public let element: Int
    /// Index of the attribute in the element's attribute list.
    public let attributeIndex: Int
    public let value: XMLAttributeValueSyntax
    public let analysis: LayoutAnalysis

    /// The document range of a range in the decoded value.
    public func documentRange(_ range: Range<Int>) -> Range<Int> {
        value.decoded.documentRange(forDecoded: range)
    }

    /// Every known `layout:` attribute with a value, in document order. Linear in the text.
    /// - Parameter analyses: where the values' analyses come from: the server's memo holds
    ///   those its checks made of the same values, so none is parsed twice.
    public static func all(in tree: XMLSyntaxTree, analyses: LayoutValueAnalyses = LayoutValueAnalyses()) -> [LayoutValue] {
        var values: [LayoutValue] = []
        for element in tree.elements {
            for position in element.attributes.indices {
                if let value = LayoutValue(element: element, attributeIndex: position, analyses: analyses) { values.append(value) }
            }
        }
        return values
    }

    /// The attribute analyzed, if it is a known `layout:` attribute with a value.
    init?(element: XMLElementSyntax, attributeIndex: Int, analyses: LayoutValueAnalyses) {
        let attribute = element.attributes[attributeIndex]
        guard attribute.name.hasLayoutPrefix, let value = attribute.value,
              let layout = attribute.name.layoutAttributeIndex else { return nil }
        self.element = element.index
        self.attributeIndex = attributeIndex
        self.value = value
        self.analysis = analyses.analysis(attribute: layout, value: value.decoded.value)
    }
}

/// A constraint naming another view: a bare field name or `id:NAME`.
public struct TargetUse: Hashable, Sendable {
    public let name: String
    public let kind: TargetDeclaration.Kind
    /// The name's range in the document (for `id:NAME`, only `NAME`).
    public let range: Range<Int>
    /// The element whose `layout:` attribute holds the constraint.
    public let element: Int
}

extension LayoutValue {
    /// The targets this value's constraints name, in document coordinates.
    public var targetUses: [TargetUse] {
        analysis.references.map { reference in
            TargetUse(
                name: reference.name, kind: reference.kind == .field ? .field : .layoutID,
                range: documentRange(reference.range), element: element)
        }
    }
}
