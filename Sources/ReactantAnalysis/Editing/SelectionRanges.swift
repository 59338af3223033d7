import ConstraintGrammar
import XMLSyntax

/// Smart selection: from what is under the cursor outwards, each range holding the one
/// before. Inside a `layout:` value: token → its part (target, anchor, modifier…) → the
/// constraint → the value → the quoted value → the attribute → the start tag → the element →
/// each enclosing element up to the root. Works on any tree the tolerant scanner produced.
public enum SelectionRanges {
    /// Innermost first; never empty (the cursor's empty range when nothing encloses it).
    public static func ranges(at offset: Int, in document: NavigationDocument) -> [Range<Int>] {
        let tree = document.tree
        let offset = min(max(offset, 0), tree.utf8Count)
        var chain: [Range<Int>] = []
        func add(_ range: Range<Int>) {
            guard range.lowerBound <= offset, offset <= range.upperBound else { return }
            if let last = chain.last {
                guard range.lowerBound <= last.lowerBound, last.upperBound <= range.upperBound, range != last else { return }
            }
            chain.append(range)
        }
        var element: Int?
        switch tree.context(at: offset) {
        case .elementName(let index, let isEndTag):
            let syntax = tree.elements[index]
            if isEndTag, let endTag = syntax.endTag {
                add(endTag.name.range)
                add(endTag.range)
            } else {
                add(syntax.name.range)
                add(syntax.startTagRange)
            }
            element = index
        case .attributeName(let index, let position):
            let attribute = tree.elements[index].attributes[position]
            add(attribute.name.range)
            add(attribute.range)
            add(tree.elements[index].startTagRange)
            element = index
        case .attributeValue(let index, let position, _):
            let attribute = tree.elements[index].attributes[position]
            if let value = attribute.value {
                if let layout = document.layoutValue(element: index, attributeIndex: position) {
                    for range in constraintRanges(at: value.decoded.decodedOffset(forDocument: offset), in: layout) {
                        add(layout.documentRange(range))
                    }
                }
                add(value.range)
                add(value.fullRange)
            }
            add(attribute.range)
            add(tree.elements[index].startTagRange)
            element = index
        case .betweenAttributes(let index):
            add(tree.elements[index].startTagRange)
            element = index
        case .endTag(let index):
            if let index, let endTag = tree.elements[index].endTag { add(endTag.range) }
            element = index
        case .content(let parent):
            element = parent
        case .markup:
            let nodes = innermostElement(containing: offset, in: tree).map { tree.elements[$0].children } ?? tree.topLevel
            for node in nodes {
                if let range = node.range, range.lowerBound <= offset, offset <= range.upperBound { add(range) }
            }
            element = innermostElement(containing: offset, in: tree)
        }
        var current = element
        while let index = current {
            add(tree.elements[index].range)
            current = tree.elements[index].parent
        }
        add(0..<tree.utf8Count)
        // The protocol nests each parent in JSON: past the depth clients decode, the
        // outermost range stands for the ancestors left out (as the outline does).
        if chain.count > DocumentOutline.maximumDepth {
            chain = Array(chain.prefix(DocumentOutline.maximumDepth - 1)) + [chain[chain.count - 1]]
        }
        return chain.isEmpty ? [offset..<offset] : chain
    }

    /// In value coordinates: the token at `offset`, its node, its constraint.
    static func constraintRanges(at offset: Int, in layout: LayoutValue) -> [Range<Int>] {
        guard case .constraints(let list) = layout.analysis.syntax else { return [] }
        let tokens = ConstraintTokenRole.all(in: list)
        // A token holding the cursor; touching its end counts, as the cursor sits after a word.
        let hit = tokens.first { $0.range.contains(offset) } ?? tokens.last { $0.range.upperBound == offset }
        var ranges: [Range<Int>] = []
        if let hit {
            ranges.append(hit.range)
            ranges.append(hit.node)
            ranges.append(list.constraints[hit.constraint].range)
        } else if let constraint = list.constraints.first(where: { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }) {
            ranges.append(constraint.range)
        }
        return ranges
    }

    private static func innermostElement(containing offset: Int, in tree: XMLSyntaxTree) -> Int? {
        tree.elements.last { $0.range.lowerBound <= offset && offset < $0.range.upperBound }?.index
    }
}
