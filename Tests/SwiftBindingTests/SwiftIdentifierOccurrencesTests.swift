import SwiftBinding
import TestSupport
import Testing

@Suite struct SwiftIdentifierOccurrencesTests {
    /// Each occurrence as `line:column kind in Type`.
    private func lines(_ name: String, in source: String) -> [String] {
        SwiftIdentifierOccurrences.find(name, in: source).map { occurrence in
            "\(occurrence.range.start.line):\(occurrence.range.start.utf16Column) \(describe(occurrence.kind)) in \(occurrence.enclosingType ?? "-")"
        }
    }

    private func describe(_ kind: SwiftIdentifierOccurrence.Kind) -> String {
        switch kind {
        case .declaration(let declaration): "declaration \(declaration)"
        case .memberAccess(let base): "memberAccess \(base)"
        default: "\(kind)"
        }
    }

    @Test func declarationsReferencesAndMemberAccessesAreTold() {
        let source = """
            final class Screen: ViewBase<Void, Void> {
                let title = UILabel()

                override func update() {
                    title.text = "a"
                    self.title.isHidden = false
                    rootView.title.text = nil
                    let keyPath = \\Screen.title
                    apply(title: .title)
                    let title = "shadow"
                    print(title)
                }
            }
            extension Screen {
                func title(_ title: String) {}
            }
            """
        expectLines(
            lines("title", in: source),
            [
                "1:8 declaration property in Screen",
                "4:8 reference in Screen",
                "5:13 selfMember in Screen",
                "6:17 memberAccess rootView in Screen",
                "7:30 keyPathComponent in Screen",
                "8:14 argumentLabel in Screen",
                "8:22 implicitMember in Screen",
                "9:12 declaration variable in Screen",
                "10:14 reference in Screen",
                "14:9 declaration function in Screen",
                "14:17 declaration parameter in Screen",
            ]
        )
    }

    @Test func rangesCountUTF16UnitsAfterNonASCIIText() {
        let marked = MarkedText(
            """
            class Screen {
                let ⟦label⟧ = UILabel() // čau 😀 label
                func f() { let s = "žluť😀"; ⟦label⟧.text = s; print("😀", self.⟦label⟧) }
            }
            """
        )
        let occurrences = SwiftIdentifierOccurrences.find("label", in: marked.text)
        #expect(occurrences.map(\.range.utf8) == marked.ranges)
        for occurrence in occurrences {
            for offset in [occurrence.range.utf8.lowerBound, occurrence.range.utf8.upperBound] {
                let utf16 = marked.position(of: offset), utf8 = marked.position(of: offset, in: .utf8)
                let expected = SwiftSourcePosition(line: utf16.line, utf16Column: utf16.character, utf8Column: utf8.character)
                #expect([occurrence.range.start, occurrence.range.end].contains(expected))
            }
        }
        // `    func f() { let s = "žluť😀"; ` is 37 bytes but 33 UTF-16 units.
        #expect(occurrences.map(\.range.start) == [
            SwiftSourcePosition(line: 1, utf16Column: 8, utf8Column: 8),
            SwiftSourcePosition(line: 2, utf16Column: 33, utf8Column: 37),
            SwiftSourcePosition(line: 2, utf16Column: 66, utf8Column: 72),
        ])
    }

    @Test func theEnclosingTypeTellsMembersOfDifferentTypesApart() {
        let source = """
            class A { let name = UILabel() }
            class B {
                let name = UILabel()
                struct C { var name: String }
            }
            extension A.D { var name: Int { 1 } }
            let name = 1
            """
        expectLines(
            lines("name", in: source),
            [
                "0:14 declaration property in A",
                "2:8 declaration property in B",
                "3:19 declaration property in B.C",
                "5:20 declaration property in A.D",
                "6:4 declaration variable in -",
            ]
        )
    }

    @Test func typeNamesParametersAndLabelsAreTold() {
        let source = """
            class Cell<Cell>: Cell {
                typealias Cell = Int
                func make(Cell: Int, Cell inner: Cell, with Cell: Int) -> Cell { Cell(Cell: Cell) }
                enum Kind { case Cell }
            }
            """
        let kinds = SwiftIdentifierOccurrences.find("Cell", in: source).map { "\(describe($0.kind)) in \($0.enclosingType ?? "-")" }
        expectLines(
            kinds,
            [
                "declaration type in -",
                "declaration type in Cell",
                "typeReference in Cell",
                "declaration type in Cell",
                "declaration parameter in Cell",
                "argumentLabel in Cell",
                "typeReference in Cell",
                "declaration parameter in Cell",
                "typeReference in Cell",
                "reference in Cell",
                "argumentLabel in Cell",
                "reference in Cell",
                "declaration enumCase in Cell.Kind",
            ]
        )
    }

    @Test func textWithoutTheNameHasNoOccurrencesAndBacktickedNamesMatch() {
        #expect(SwiftIdentifierOccurrences.find("label", in: "class A { let title = 1 }").isEmpty)
        #expect(SwiftIdentifierOccurrences.find("", in: "class A {}").isEmpty)
        // A longer name or a string containing the name is not an occurrence.
        #expect(SwiftIdentifierOccurrences.find("label", in: "let labels = \"label\"").isEmpty)
        let marked = MarkedText("class A { var ⟦`default`⟧ = 1; func f() { print(⟦`default`⟧) } }")
        #expect(SwiftIdentifierOccurrences.find("default", in: marked.text).map(\.range.utf8) == marked.ranges)
    }
}
