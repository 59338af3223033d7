import Support

/// Constraint names (`layout:height="rowHeight = 44"`) must be unique within a component: the
/// generator declares one `LayoutContainer` property per name and view, so the same name on
/// two views is declared twice and the Swift build fails, although the generator itself only
/// logs it. Within one view, the generator keeps a name once.
public struct ConstraintNameCheck: AnalysisParticipant {
    private let analyses: LayoutValueAnalyses

    public init(analyses: LayoutValueAnalyses) {
        self.analyses = analyses
    }

    public func findings(in context: AnalysisContext) -> [Finding] {
        let elements = context.tree.elements
        var findings: [Finding] = []
        for scope in context.document.scopes {
            var first: [String: Range<Int>] = [:]
            var taken = Set<String>()
            var repeats: [(name: String, range: Range<Int>, value: ConstraintValueMapping, valueRange: Range<Int>)] = []
            for viewIndex in scope.views {
                var ownNames = Set<String>()
                var seen: UInt64 = 0
                // Read in place, as the constraint check reads them: most attributes are not
                // `layout:` ones, and copying each whole costs more than looking at its name.
                let attributes = elements[context.document.views[viewIndex].element].attributes
                for position in attributes.indices {
                    guard let index = attributes[position].name.layoutAttributeIndex, seen & (1 << index) == 0,
                          let value = attributes[position].value, value.isClosed else { continue }
                    seen |= 1 << index
                    // A name is written `name = …`: a value without `=` names nothing, and is
                    // not analysed here (in a long document the constraint check, reading the
                    // same values side by side, may have pushed its analysis out of the memo).
                    let text = value.decoded.value
                    guard text.utf8.contains(UInt8(ascii: "=")) else { continue }
                    let names = analyses.entry(attribute: index, value: text).constraintNames
                    guard !names.isEmpty else { continue }
                    let mapping = ConstraintValueMapping(value: value)
                    for name in names where ownNames.insert(name.name).inserted {
                        taken.insert(name.name)
                        let range = mapping.documentRange(name.range)
                        if first[name.name] == nil {
                            first[name.name] = range
                        } else {
                            repeats.append((name.name, range, mapping, name.range))
                        }
                    }
                }
            }
            for repeated in repeats {
                var free = 2
                while taken.contains(repeated.name + String(free)) { free += 1 }
                let rename = repeated.name + String(free)
                taken.insert(rename)
                var diagnostic = Diagnostic(.duplicateConstraintName, .error,
                    "Constraint name '\(repeated.name)' is already used in this component; the generated LayoutContainer declares it twice and the Swift build fails",
                    range: repeated.range, related: [.init(range: first[repeated.name]!, message: "'\(repeated.name)' is first used here")])
                diagnostic.fixes = [repeated.value.fix(replacing: repeated.valueRange, with: rename)]
                findings.append(Finding(diagnostic))
            }
        }
        return findings
    }
}
