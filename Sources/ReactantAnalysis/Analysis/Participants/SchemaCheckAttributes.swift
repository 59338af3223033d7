import ConstraintGrammar
import SchemaModel
import Support
import XMLSyntax

/// Attributes: unknown names, control-state words the generator drops, values, required ones.
extension SchemaCheckWalk {
    /// UIControl states the generator knows in `property.state` names.
    static let controlStates = ["normal", "highlighted", "disabled", "selected", "focused"]

    /// The attributes of the element at `index`, each read in place: copying every element and
    /// attribute whole was a good part of this walk.
    mutating func checkAttributes(ofElementAt elementIndex: Int, declaration: ElementDeclaration, isRootComponent: Bool) {
        let attributes = tree.elements[elementIndex].attributes
        for index in attributes.indices {
            let isLayout = attributes[index].name.hasLayoutPrefix
            // The root participant reports these on the root (the generator ignores them there).
            if isRootComponent, isLayout || attributes[index].name.qualified == "field" || attributes[index].name.qualified == "style" { continue }
            guard let attributeDeclaration = declaration.attribute(named: attributes[index].name.qualified) else {
                reportUnknown(attributes[index], declaration: declaration)
                continue
            }
            if !attributeDeclaration.ignoredStateWords.isEmpty { reportIgnoredStates(in: attributes[index].name) }
            // `layout:` values are the constraint participant's.
            if !isLayout, attributes[index].value?.range != nil { checkValue(of: attributes, at: index, declaration: attributeDeclaration) }
        }
        let name = tree.elements[elementIndex].name
        if facts.tagsWithRequiredAttributes.contains(name.qualified) {
            for required in declaration.attributes
            where required.isRequired && !attributes.contains(where: { $0.name.qualified == required.name }) {
                diagnostics.append(Diagnostic(.missingAttribute,
                    "<\(name.qualified)> needs a '\(required.name)' attribute; the generator fails without it",
                    range: name.range))
            }
        }
    }

    private mutating func reportUnknown(_ attribute: XMLAttributeSyntax, declaration: ElementDeclaration) {
        let name = attribute.name.qualified
        switch declaration.unknownAttribute(named: name) {
        case .namespaceMarkup:
            return
        case .rejected:
            // The constraint language owns the `layout:` vocabulary: its code, message and fix.
            let localRange = (attribute.name.range.upperBound - attribute.name.localName.utf8.count)..<attribute.name.range.upperBound
            let layout = LayoutDiagnostic.unknownAttribute(String(attribute.name.localName), range: localRange)
            diagnostics.append(Diagnostic(
                code: layout.code.rawValue, severity: layout.severity == .error ? .error : .warning, message: layout.message,
                range: attribute.name.range,
                fixes: layout.replacement.map { [Diagnostic.Fix(title: "Change to 'layout:\($0.text)'", range: $0.range, replacement: $0.text)] } ?? []))
        case .ignored:
            if let reactant = UIKitPropertyNames.reactantName(for: name, hasAttribute: { declaration.attribute(named: $0) != nil }) {
                diagnostics.append(Diagnostic(.unknownAttribute,
                    "Write '\(reactant)', not UIKit's '\(name)'. <\(declaration.name)> has no attribute '\(name)' "
                        + "(Reactant UI names the property '\(reactant)'); the generator ignores it",
                    range: attribute.name.range,
                    fixes: [Diagnostic.Fix(title: "Change to '\(reactant)'", range: attribute.name.range, replacement: reactant)]))
                return
            }
            // The banded search skips most of an element's hundreds of names by length alone.
            let suggestion = DidYouMean.suggestion(for: name, among: declaration.attributes.lazy.map(\.name))
            diagnostics.append(Diagnostic(.unknownAttribute,
                "<\(declaration.name)> has no attribute '\(name)'; the generator ignores it" + DidYouMean.clause(suggestion),
                range: attribute.name.range,
                fixes: suggestion.map { [Diagnostic.Fix(title: "Change to '\($0)'", range: attribute.name.range, replacement: $0)] } ?? []))
        }
    }

    /// `titleColor.hilighted`: the generator drops words that are no control state, so the
    /// value applies to other states than it seems to.
    private mutating func reportIgnoredStates(in name: XMLName) {
        let bytes = name.qualified.utf8
        var pieceStart = name.range.lowerBound
        var offset = name.range.lowerBound
        var isBase = true
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                if !isBase { reportIgnoredState(name, pieceStart..<offset) }
                isBase = false
                pieceStart = offset + 1
            }
            offset += 1
        }
        if !isBase { reportIgnoredState(name, pieceStart..<offset) }
    }

    private mutating func reportIgnoredState(_ name: XMLName, _ range: Range<Int>) {
        let start = range.lowerBound - name.range.lowerBound
        let word = String(decoding: Array(name.qualified.utf8)[start..<(start + range.count)], as: UTF8.self)
        guard !Self.controlStates.contains(word) else { return }
        let suggestion = DidYouMean.nearestIgnoringCase(to: word, among: Self.controlStates)
        // An empty word (`title..selected`) is reported on the dot before it.
        let reported = range.isEmpty ? (range.lowerBound - 1)..<range.lowerBound : range
        diagnostics.append(Diagnostic(.ignoredControlState,
            (word.isEmpty ? "An empty control state" : "'\(word)' is no control state")
                + "; the generator drops it silently (states: \(Self.controlStates.joined(separator: ", ")))" + DidYouMean.clause(suggestion),
            range: reported,
            fixes: suggestion.map { [Diagnostic.Fix(title: "Change to '\($0)'", range: range, replacement: $0)] } ?? []))
    }

    /// The value of `attributes[index]` (which has one), read in place.
    private mutating func checkValue(of attributes: [XMLAttributeSyntax], at index: Int, declaration: AttributeDeclaration) {
        // Style references are the reference participant's.
        let syntax = declaration.type.syntax
        if syntax == .constraint || syntax == .styleReferences { return }
        let text = attributes[index].value!.decoded.value
        let verdict: ValueVerdict
        if declaration.type.validatesInOnePass {
            // Checked again rather than looked up: hashing the text costs as much.
            verdict = declaration.validate(text)
        } else {
            let key = SchemaValueKey(type: declaration.type.identity, value: text)
            // A large document's texts and names mostly come once: they are not kept (see `BoundedMemo`).
            verdict = isLargeDocument
                ? verdicts.valueRememberedOnRepeat(for: key) { declaration.validate(text) }
                : verdicts.value(for: key) { declaration.validate(text) }
        }
        let code: SchemaCheckCode
        let problem: ValueProblem
        switch verdict {
        case .valid: return
        case .questionable(let found): (code, problem) = (.questionableValue, found)
        case .invalid(let found): (code, problem) = (.invalidValue, found)
        }
        let value = attributes[index].value!
        // A reserved component type name of a definition is reported as such by the reference
        // participant: `SchemaCheck` leaves it out once the model says where definitions are.
        if syntax == .componentType, ReactantVocabulary.forbiddenComponentTypes.contains(text) {
            reservedTypeNames.append((diagnostics.count, value.range.lowerBound))
        }
        let range = problem.range.map { value.decoded.documentRange(forDecoded: $0) } ?? (value.range.isEmpty ? value.fullRange : value.range)
        let suggestion = problem.suggestion.flatMap { $0 == text ? nil : $0 }
        diagnostics.append(Diagnostic(code,
            "'\(attributes[index].name.qualified)': \(problem.message)" + DidYouMean.clause(suggestion),
            range: range,
            fixes: suggestion.map { [Diagnostic.Fix(title: "Change to '\($0)'", range: value.range, replacement: Self.escaped($0, quote: value.quote))] } ?? []))
    }

    /// `text` written inside an attribute value delimited by `quote`.
    static func escaped(_ text: String, quote: Character?) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == "\"" || $0 == "'" }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case "\"" where quote != "'": result += "&quot;"
            case "'" where quote == "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
