import ConstraintGrammar
import XMLSyntax

/// Inside a `layout:` value: ConstraintGrammar says what may come next and which word it
/// replaces; the document supplies the views a constraint can target.
extension CompletionRequest {
    func layoutValues(
        of index: Int, attribute: LayoutAttribute, value: XMLAttributeValueSyntax, decodedOffset: Int
    ) -> [CompletionCandidate] {
        let context = CompletionContext.at(decodedOffset, in: value.decoded.value, for: attribute)
        let range = value.decoded.documentRange(forDecoded: context.replacementRange)
        // Usually one expectation: its list is returned as it is, not copied into another.
        if context.expectations.count == 1 { return items(for: context.expectations[0], view: index, replacing: range) }
        return context.expectations.flatMap { expectation in
            items(for: expectation, view: index, replacing: range)
        }
    }

    private func items(for expectation: CompletionContext.Expectation, view: Int, replacing range: Range<Int>) -> [CompletionCandidate] {
        switch expectation {
        case .target:
            return targets(of: view, replacing: range)
        case .layoutID:
            return declaredTargets(of: view).filter { $0.kind == .layoutID }.map { target in
                CompletionCandidate(label: target.name, kind: .reference, detail: target.elementType, replacementRange: range)
            }
        case .anchor:
            return LayoutAnchor.allCases.map { anchor in
                CompletionCandidate(
                    label: anchor.rawValue, kind: .keyword, detail: "anchor", documentation: anchor.summary,
                    replacementRange: range)
            }
        case .modifier:
            return ConstraintModifierKind.allCases.map { modifier in
                CompletionCandidate(
                    label: modifier.rawValue, kind: .function, detail: "modifier", documentation: modifier.summary,
                    replacementRange: range, insertText: modifier.rawValue + "($1)$0", isSnippet: true)
            }
        case .relation:
            return RelationSpelling.all.map { spelling in
                CompletionCandidate(
                    label: ":" + spelling.name, kind: .operator, detail: "relation \(spelling.relation.symbol)",
                    documentation: spelling.summary, replacementRange: range)
            }
        case .priority:
            return PriorityName.allCases.map { priority in
                CompletionCandidate(
                    label: priority.rawValue, kind: .keyword, detail: "priority \(Int(priority.value))",
                    documentation: "Layout priority \(Int(priority.value)).", replacementRange: range)
            }
        case .conditionIdentifier:
            return ConditionIdentifier.all.map { identifier in
                CompletionCandidate(
                    label: identifier.name, kind: .keyword, detail: "condition", documentation: identifier.summary,
                    replacementRange: range)
            }
        case .conditionOperator:
            let operators = ConditionOperator.all.map { condition in
                CompletionCandidate(
                    label: condition.spelling, kind: .operator, detail: "condition operator",
                    documentation: condition.summary, replacementRange: range)
            }
            return operators + [CompletionCandidate(
                label: "]", kind: .operator, detail: "end of condition",
                documentation: "Ends the condition; the constraint follows.", replacementRange: range)]
        case .number:
            return []
        }
    }

    /// `super`, the views of the same component (by field or `id:`), then `self` and the
    /// parent's guides.
    private func targets(of view: Int, replacing range: Range<Int>) -> [CompletionCandidate] {
        func keyword(_ word: TargetKeyword) -> CompletionCandidate {
            CompletionCandidate(
                label: word.rawValue, kind: .keyword, detail: "target", documentation: word.summary,
                replacementRange: range)
        }
        let declared = declaredTargets(of: view)
        var items = [keyword(.super)]
        // A long document declares thousands of targets; when they cannot all be shown, only
        // those `finish` keeps are built: the first `limit` distinct labels matching the typed text.
        let overflows = declared.count + 5 > limit
        if overflows { overflow.record() }
        let typed = typedText(range)
        var labels = Set<String>()
        for target in declared {
            let label = target.reference
            if overflows {
                guard labels.count < limit else { break }
                guard FuzzyMatch.matches(typed, label) else { continue }
                labels.insert(label)
            }
            items.append(CompletionCandidate(label: label, kind: .reference, detail: target.elementType, replacementRange: range))
        }
        items += [keyword(.self), keyword(.safeAreaLayoutGuide), keyword(.readableContentGuide)]
        return items
    }

    /// The fields and layout ids of the view's component, except the view's own.
    private func declaredTargets(of view: Int) -> [TargetDeclaration] {
        let document = document
        guard let scope = document.scope(ofElement: view) else { return [] }
        return document.targetDeclarations(inScope: scope).filter { $0.element != view }
    }
}
