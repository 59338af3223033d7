import SwiftBinding
import TestSupport
import Testing

@Suite struct TypeDeclarationTests {
    @Test func typesAreReadWithKindsQualifiedNamesAndInheritance() async {
        let source = """
            import UIKit

            public final class Outer<T, U>: ViewBase<Void, Void>, Codable {
                private struct Inner {
                    enum Deeper: Int {}
                }
                class Sibling: Outer<Int, Int>.Inner {}
            }
            protocol Named: AnyObject {}
            actor Worker {}
            open class Base {}
            """
        expectLines(
            DeclarationRendering.lines(await SwiftSourceReader.read(source)),
            [
                "class Outer<T,U> : ViewBase<Void,Void>, Codable [public final] @2:19",
                "struct Outer.Inner [private] @3:19",
                "enum Outer.Inner.Deeper : Int [internal] @4:13",
                "class Outer.Sibling : Outer<Int,Int>.Inner [internal] @6:10",
                "protocol Named : AnyObject [internal] @8:9",
                "actor Worker [internal] @9:6",
                "class Base [open] @10:11",
            ]
        )
    }

    @Test func theSuperclassCandidateIsTheFirstInheritedTypeOfAClass() async {
        let file = await SwiftSourceReader.read("class A: B, P {}\nstruct S: P {}\nclass Root {}")
        #expect(file.types.map(\.superclassCandidate) == ["B", nil, nil])
    }

    @Test func extensionsAreReadWithTheirAccessAndNestedTypesAreQualifiedByTheExtendedType() async {
        let source = """
            extension Outer.Inner: Equatable {}
            public extension Screen {
                class Cell {}
            }
            private extension Screen {}
            """
        expectLines(
            DeclarationRendering.lines(await SwiftSourceReader.read(source)),
            [
                // A nested type takes the extension's access as its default, like a member.
                "class Screen.Cell [public] @2:10",
                "extension Outer.Inner : Equatable @0:10",
                "extension Screen [public] @1:17",
                "extension Screen [private] @4:18",
            ]
        )
    }

    @Test func typesInsideFunctionBodiesAreNotMembersAndAreSkipped() async {
        let source = """
            class Screen {
                func make() {
                    class Local { var hidden = UILabel() }
                }
                var shown = UILabel()
            }
            """
        expectLines(
            DeclarationRendering.lines(await SwiftSourceReader.read(source)),
            [
                "class Screen [internal] @0:6",
                "Screen.shown = UILabel [var stored internal set:internal] @4:8",
            ]
        )
    }

    @Test func theNameRangeIsInUTF8AndTheColumnInUTF16() async {
        let marked = MarkedText("/* é😀 */ class ⟦Ünïcode⟧ {}")
        let type = await SwiftSourceReader.read(marked.text).types[0]
        #expect(type.name == "Ünïcode")
        #expect(type.nameRange.utf8 == marked.range)
        let position = marked.position(of: marked.range.lowerBound)
        let utf8 = marked.position(of: marked.range.lowerBound, in: .utf8)
        #expect(type.nameRange.start == SwiftSourcePosition(line: position.line, utf16Column: position.character, utf8Column: utf8.character))
        #expect(type.nameRange.start == SwiftSourcePosition(line: 0, utf16Column: 16, utf8Column: 19))
        #expect(type.nameRange.end == SwiftSourcePosition(line: 0, utf16Column: 23, utf8Column: 28))
    }
}
