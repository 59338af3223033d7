import Testing
@testable import ConstraintGrammar

/// The tree of each construct, with the ranges of its nodes and tokens.
struct SyntaxTests {
    func constraints(_ value: String) -> [ConstraintSyntax] {
        guard case .constraints(let list) = analyze(value).syntax else { return [] }
        return list.constraints
    }

    @Test func fullConstraintHasEveryPartWithRanges() throws {
        let value = "[ipad] name = :gte id:header.bottom offset(by: 10) inset(-2.5) @high"
        let constraint = try #require(constraints(value).first)
        #expect(constraint.range == 0..<value.utf8.count)
        #expect(constraint.condition?.range == range(of: "[ipad]", in: value))
        #expect(constraint.condition?.expression == .identifier(Token(kind: .identifier, text: "ipad", range: 1..<5)))
        #expect(constraint.field?.name.range == range(of: "name", in: value))
        #expect(constraint.field?.equals.range == range(of: "=", in: value))
        #expect(constraint.relation?.range == range(of: ":gte", in: value))
        #expect(constraint.relation?.relation == .greaterThanOrEqual)
        guard case .targeted(let body) = constraint.body else { Issue.record("not targeted"); return }
        #expect(body.target?.range == range(of: "id:header", in: value))
        #expect(body.anchor?.range == range(of: ".bottom", in: value))
        #expect(body.anchor?.anchor == .bottom)
        #expect(body.modifiers.map(\.range) == [range(of: "offset(by: 10)", in: value), range(of: "inset(-2.5)", in: value)])
        #expect(body.modifiers.map(\.kind) == [.offset, .inset])
        #expect(body.modifiers[0].byLabel?.range == range(of: "by", in: value))
        #expect(body.modifiers[1].value?.text == "-2.5")
        #expect(constraint.priority?.range == range(of: "@high", in: value))
        #expect(constraint.priority?.numericValue == 750)
        // The generator leaves a `;` after a priority for the next constraint.
        #expect(constraint.separator == nil)
        #expect(constraints("super.top offset(1);").first?.separator?.range == 19..<20)
    }

    @Test func constantConstraint() throws {
        let constraint = try #require(constraints(":lte 100.5").first)
        #expect(constraint.body == .constant(Token(kind: .number, text: "100.5", range: 5..<10)))
    }

    @Test func separatorsAreOptionalAndPhantomConstraintsAreKept() {
        // `100 @high; 50` is three constraints to the generator: `= 100`, an empty one, `= 50`.
        let list = constraints("100 @high; 50")
        #expect(list.count == 3)
        #expect(list[1].isEmpty)
        #expect(list[1].separator?.range == 9..<10)
        #expect(constraints("super inset(10) foo").count == 2)
    }

    @Test func operatorRelationIsParsedIntoTheTree() throws {
        let constraint = try #require(constraints("name = >= super").first)
        #expect(constraint.relation == .symbolic(tokens: [Token(kind: .other, text: ">", range: 7..<8),
                                                          Token(kind: .assign, text: "=", range: 8..<9)],
                                                 meaning: .greaterThanOrEqual))
        guard case .targeted(let body) = constraint.body else { Issue.record("not targeted"); return }
        #expect(body.target == .name(Token(kind: .identifier, text: "super", range: 10..<15)))
    }

    @Test func conditionChainsAreFlatAndKeepOperators() throws {
        let value = "[a1 or b and !(c == d) :lt 3 extra] x"
        let clause = try #require(constraints(value).first?.condition)
        guard case .chain(let first, let links)? = clause.expression else { Issue.record("no chain"); return }
        #expect(first.range == range(of: "a1", in: value))
        #expect(links.count == 1)
        #expect(links[0].operator.kind == .or)
        #expect(links[0].operand.range == range(of: "b and !(c == d) :lt 3", in: value))
        guard case .chain(_, let andLinks) = links[0].operand else { Issue.record("no and chain"); return }
        #expect(andLinks[0].operand.range == range(of: "!(c == d) :lt 3", in: value))
        guard case .chain(let negation, let comparison) = andLinks[0].operand else { Issue.record("no comparison"); return }
        #expect(comparison[0].operator.range == range(of: ":lt", in: value))
        #expect(comparison[0].operator.kind == .less)
        guard case .negation(_, .parenthesized(_, let inner, let close)) = negation else { Issue.record("no negation"); return }
        #expect(inner.range == range(of: "c == d", in: value))
        #expect(close?.range == range(of: ")", in: value))
        #expect(clause.ignoredTokens.map(\.text) == ["extra"])
    }

    @Test func recoverySkipsToTheNextSemicolon() {
        let list = constraints("super offset(x y z; foo")
        #expect(list.count == 2)
        #expect(list[0].hasError)
        #expect(list[0].skipped.map(\.text) == ["x", "y", "z"])
        #expect(list[0].separator?.text == ";")
        #expect(!list[1].hasError)
    }

    @Test func whitespaceAndNewlinesAreAllowedEverywhere() {
        let compact = analyze("[ipad]x=:gte super.top offset(by:5)@high 10;[tv]3")
        let spread = analyze(" [ ipad ]\n x\t=\n:gte\n super . top\n offset ( by : 5 ) @ high \r\n 10 ;\n[\ttv\n]3 ")
        #expect(compact.diagnostics.map(\.code) == [.fieldCopiedToParts])
        #expect(spread.diagnostics.map(\.code) == [.fieldCopiedToParts])
        #expect(compact.constraints.map(\.constant) == spread.constraints.map(\.constant))
        guard case .constraints(let a) = compact.syntax, case .constraints(let b) = spread.syntax else { return }
        #expect(ConstraintPrinter.print(a) == ConstraintPrinter.print(b))
    }

    @Test func targetReferences() {
        let value = "title.bottom; id:header; super; safeAreaLayoutGuide; self.top; other"
        let references = analyze(value).references
        #expect(references == [
            .init(name: "title", kind: .field, range: range(of: "title", in: value)),
            .init(name: "header", kind: .layoutID, range: range(of: "header", in: value)),
            .init(name: "other", kind: .field, range: range(of: "other", in: value)),
        ])
    }

    @Test func rangesAreUTF8Offsets() {
        let value = "super.bttom; é"
        let diagnostics = analyze(value).diagnostics.map(Expected.init)
        #expect(diagnostics == [Expected(.unknownAnchor, 6..<11), Expected(.unexpectedToken, 13..<15)])
    }
}
