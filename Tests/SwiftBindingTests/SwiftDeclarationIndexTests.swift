import SwiftBinding
import TestSupport
import Testing

@Suite struct SwiftDeclarationIndexTests {
    private func index(_ sources: [String: String]) -> SwiftDeclarationIndex {
        SwiftDeclarationIndex(files: sources.mapValues(SwiftSourceReader.readCompletely))
    }

    private let workspace = [
        "Screen.swift": """
            final class Screen: BaseScreen {
                let title = UILabel()
                private let secret = UILabel()
                static let shared = Screen()
            }
            """,
        "Screen+Rows.swift": """
            extension Screen {
                var rows: PlainTableView<Cell> { PlainTableView(cellFactory: Cell.init) }
            }
            extension Other {
                var unrelated: UILabel { UILabel() }
            }
            """,
        "BaseScreen.swift": """
            class BaseScreen: ViewBase<Void, Void> {
                let header = UILabel()
                let title = UILabel()
            }
            extension BaseScreen {
                var footer: UILabel { UILabel() }
            }
            """,
    ]

    @Test func propertiesAreTheClassesOwnThenItsExtensionsThenItsSuperclasses() {
        expectLines(
            index(workspace).properties(of: "Screen").map(DeclarationRendering.line),
            [
                "Screen.swift Screen.title: UILabel",
                "Screen.swift Screen.secret: UILabel",
                "Screen.swift Screen.shared: Screen",
                "Screen+Rows.swift Screen.rows: PlainTableView<Cell>",
                "BaseScreen.swift BaseScreen.header: UILabel",
                "BaseScreen.swift BaseScreen.title: UILabel",
                "BaseScreen.swift BaseScreen.footer: UILabel",
            ]
        )
    }

    @Test func theNearestPropertyOfANameWins() {
        let found = index(workspace).property(named: "title", of: "Screen")
        #expect(found?.path == "Screen.swift")
        #expect(found?.declaringType == "Screen")
        #expect(index(workspace).property(named: "missing", of: "Screen") == nil)
        #expect(index(workspace).property(named: "title", of: "Missing") == nil)
    }

    @Test func theChainEndsAtTheFirstClassNoFileDeclares() {
        let chain = index(workspace).superclassChain(of: "Screen")
        #expect(chain.superclasses.map(\.declaration.qualifiedName) == ["BaseScreen"])
        #expect(chain.externalSuperclass == "ViewBase<Void,Void>")
        #expect(chain.externalSuperclassName == "ViewBase")
        #expect(!chain.isCyclic)
    }

    @Test func aClassWithNoSuperclassOrOnlyAWorkspaceProtocolEndsWithoutAnExternalName() {
        let index = index(["a.swift": "class Root {}\nprotocol P {}\nclass Conforming: P {}"])
        #expect(index.superclassChain(of: "Root") == SwiftSuperclassChain())
        #expect(index.superclassChain(of: "Conforming") == SwiftSuperclassChain())
        #expect(index.superclassChain(of: "P") == SwiftSuperclassChain())
        #expect(index.superclassChain(of: "Missing") == SwiftSuperclassChain())
    }

    @Test func aCycleAcrossFilesStops() {
        let index = index([
            "a.swift": "class A: B { let a = UILabel() }",
            "b.swift": "class B: C { let b = UILabel() }",
            "c.swift": "class C: A { let c = UILabel() }",
        ])
        let chain = index.superclassChain(of: "A")
        #expect(chain.superclasses.map(\.declaration.qualifiedName) == ["B", "C"])
        #expect(chain.isCyclic)
        #expect(chain.externalSuperclass == nil)
        #expect(index.properties(of: "A").map(\.property.name) == ["a", "b", "c"])
        #expect(!index.isSubclass("A", of: "UIView"))
        #expect(index.isSubclass("A", of: "C"))
    }

    @Test func aClassNamingItselfThroughItsModuleInheritsTheModulesClass() {
        let index = index(["a.swift": "class TextField: Reactant.TextField { let extra = UILabel() }"])
        #expect(index.superclassChain(of: "TextField").externalSuperclass == "Reactant.TextField")
        #expect(index.isSubclass("TextField", of: "UITextField"))
    }

    @Test func nestedTypesAreFoundByQualifiedOrSimpleNameAndSuperclassesResolveInTheirScope() {
        let index = index([
            "outer.swift": """
                class Outer {
                    class Base: UIView { let inherited = UILabel() }
                    class Inner: Base { let own = UILabel() }
                }
                """,
            "elsewhere.swift": """
                class Base: UIButton {}
                extension Outer.Inner { var added: UILabel { UILabel() } }
                """,
        ])
        #expect(index.type(named: "Outer.Inner")?.declaration.name == "Inner")
        #expect(index.type(named: "Inner")?.declaration.qualifiedName == "Outer.Inner")
        #expect(index.type(named: "MyApp.Outer.Inner")?.declaration.qualifiedName == "Outer.Inner")
        #expect(index.type(named: "Outer.Inner!")?.declaration.qualifiedName == "Outer.Inner")
        #expect(index.type(named: "Other.Inner") == nil)
        #expect(index.superclassChain(of: "Outer.Inner").superclasses.map(\.declaration.qualifiedName) == ["Outer.Base"])
        #expect(index.properties(of: "Inner").map(\.property.name) == ["own", "added", "inherited"])
        #expect(index.isSubclass("Outer.Inner", of: "UIView"))
        #expect(!index.isSubclass("Outer.Inner", of: "UIControl"))
        #expect(index.isSubclass("Base", of: "UIControl"))
    }

    @Test func replacingOrRemovingAFileChangesOnlyItsDeclarations() async {
        let before = index(workspace)
        let after = before.updating(
            path: "Screen+Rows.swift",
            with: await SwiftSourceReader.read("extension Screen { var cards: UIStackView { UIStackView() } }")
        )
        #expect(after.properties(of: "Screen").map(\.property.name) == ["title", "secret", "shared", "cards", "header", "title", "footer"])
        // The old value is unchanged.
        #expect(before.properties(of: "Screen").map(\.property.name).contains("rows"))

        let withoutBase = after.removing(path: "BaseScreen.swift")
        #expect(withoutBase.properties(of: "Screen").map(\.property.name) == ["title", "secret", "shared", "cards"])
        #expect(withoutBase.superclassChain(of: "Screen").externalSuperclass == "BaseScreen")
        #expect(withoutBase.files.keys.sorted() == ["Screen+Rows.swift", "Screen.swift"])

        let emptied = withoutBase.removing(path: "Screen.swift").removing(path: "Screen+Rows.swift")
        #expect(emptied.type(named: "Screen") == nil)
        #expect(emptied.files.isEmpty)
        #expect(emptied.removing(path: "never.swift").files.isEmpty)
    }

    @Test func aNameDeclaredInTwoFilesIsAnsweredByTheFirstPathAndPrefersAClass() {
        let index = index([
            "b.swift": "class Shared { let fromB = UILabel() }",
            "a.swift": "struct Shared { let fromA = UILabel() }",
            "c.swift": "class Shared { let fromC = UILabel() }",
        ])
        #expect(index.type(named: "Shared")?.path == "b.swift")
        #expect(index.properties(of: "Shared").map(\.property.name) == ["fromB"])
        let withoutB = index.removing(path: "b.swift")
        #expect(withoutB.type(named: "Shared")?.path == "c.swift")
    }

    @Test func extensionsOfGenericOrQualifiedNamesApply() {
        let index = index([
            "list.swift": "class List<Item>: UIView {}",
            "ext.swift": """
                extension List { var a: UILabel { UILabel() } }
                extension MyApp.List { var b: UILabel { UILabel() } }
                extension List where Item == Int { var c: UILabel { UILabel() } }
                """,
        ])
        #expect(index.properties(of: "List").map(\.property.name) == ["a", "b", "c"])
        #expect(index.properties(of: "List<Int>").map(\.property.name) == ["a", "b", "c"])
    }
}
