import SwiftBinding
import TestSupport
import Testing

@Suite struct PropertyDeclarationTests {
    private func lines(_ source: String) async -> [String] {
        await SwiftSourceReader.read(source).properties.map(DeclarationRendering.line)
    }

    @Test func annotationsWinOverInitializersAndAreWrittenWithoutSpaces() async {
        let source = """
            final class Screen: ViewBase<Void, Void> {
                let title = UILabel()
                @IBOutlet weak var subtitle: UILabel!
                var detail: UILabel?
                let list: PlainTableView< Cell > = PlainTableView<Cell>(cellFactory: Cell.init)
                let items = PlainTableView<Cell>(cellFactory: Cell.init)
                lazy var header: UILabel = {
                    let label = UILabel()
                    return label
                }()
                lazy var footer = { UILabel() }()
                var button: UIButton = makeButton()
                let view: some View /* comment */ = Text()
            }
            """
        expectLines(
            await lines(source),
            [
                "Screen.title = UILabel [let stored internal] @1:8",
                "Screen.subtitle: UILabel! [var stored internal set:internal] @2:23",
                "Screen.detail: UILabel? [var stored internal set:internal] @3:8",
                "Screen.list: PlainTableView<Cell> [let stored internal] @4:8",
                "Screen.items = PlainTableView<Cell> [let stored internal] @5:8",
                "Screen.header: UILabel [var stored lazy internal set:internal] @6:13",
                "Screen.footer [var stored lazy internal set:internal] @10:13",
                "Screen.button: UIButton [var stored internal set:internal] @11:8",
                "Screen.view: some View [let stored internal] @12:8",
            ]
        )
    }

    @Test func everyBindingOfAMultipleBindingDeclarationIsAProperty() async {
        let source = """
            class Screen {
                let a = UILabel(), b = UIButton(type: .system)
                var x, y: CGFloat, z = 1
                let (left, right) = (UILabel(), UILabel())
            }
            """
        expectLines(
            await lines(source),
            [
                "Screen.a = UILabel [let stored internal] @1:8",
                "Screen.b = UIButton [let stored internal] @1:23",
                // `x` takes the annotation written after `y`.
                "Screen.x: CGFloat [var stored internal set:internal] @2:8",
                "Screen.y: CGFloat [var stored internal set:internal] @2:11",
                "Screen.z [var stored internal set:internal] @2:23",
                "Screen.left [let stored internal] @3:9",
                "Screen.right [let stored internal] @3:15",
            ]
        )
    }

    @Test func computedPropertiesObserversAndProtocolRequirements() async {
        let source = """
            class Screen {
                var height: CGFloat { 44 }
                var width: CGFloat {
                    get { 10 }
                    set { print(newValue) }
                }
                var observed = UILabel() {
                    didSet { print(oldValue) }
                }
                override var intrinsicContentSize: CGSize { .zero }
            }
            protocol Titled {
                var title: UILabel { get }
                var subtitle: UILabel { get set }
            }
            """
        expectLines(
            await lines(source),
            [
                "Screen.height: CGFloat [var computed internal] @1:8",
                "Screen.width: CGFloat [var computed internal set:internal] @2:8",
                "Screen.observed = UILabel [var stored internal set:internal] @6:8",
                "Screen.intrinsicContentSize: CGSize [var computed override internal] @9:17",
                "Titled.title: UILabel [var computed internal] @12:8",
                "Titled.subtitle: UILabel [var computed internal set:internal] @13:8",
            ]
        )
    }

    @Test func accessLevelsComeFromTheModifierThenTheExtensionThenInternal() async {
        let source = """
            public class Screen {
                private let a = UILabel()
                fileprivate let b = UILabel()
                public private(set) var c = UILabel()
                private(set) var d = UILabel()
                open var e = UILabel()
                package let f = UILabel()
                let g = UILabel()
            }
            public extension Screen {
                var h: UILabel { UILabel() }
                internal var i: UILabel { UILabel() }
            }
            private extension Screen {
                var j: UILabel { UILabel() }
            }
            fileprivate extension Screen {
                var k: UILabel { UILabel() }
            }
            """
        expectLines(
            await lines(source),
            [
                "Screen.a = UILabel [let stored private] @1:16",
                "Screen.b = UILabel [let stored fileprivate] @2:20",
                "Screen.c = UILabel [var stored public set:private] @3:28",
                "Screen.d = UILabel [var stored internal set:private] @4:21",
                "Screen.e = UILabel [var stored open set:open] @5:13",
                "Screen.f = UILabel [let stored package] @6:16",
                "Screen.g = UILabel [let stored internal] @7:8",
                "extension Screen.h: UILabel [var computed public] @10:8",
                "extension Screen.i: UILabel [var computed internal] @11:17",
                // A private extension's members are visible in the file: fileprivate.
                "extension Screen.j: UILabel [var computed fileprivate] @14:8",
                "extension Screen.k: UILabel [var computed fileprivate] @17:8",
            ]
        )
    }

    @Test func staticAndClassPropertiesAreMarkedStatic() async {
        let source = """
            class Screen {
                static let shared = Screen()
                class var height: CGFloat { 10 }
                static var counter = 0
            }
            """
        expectLines(
            await lines(source),
            [
                "Screen.shared = Screen [let stored static internal] @1:15",
                "Screen.height: CGFloat [var computed static internal] @2:14",
                "Screen.counter [var stored static internal set:internal] @3:15",
            ]
        )
    }

    @Test func topLevelVariablesAreNotProperties() async {
        let file = await SwiftSourceReader.read("let shared = UILabel()\nvar counter = 0\nclass A { let b = 1 }")
        #expect(file.properties.map(\.name) == ["b"])
    }

    @Test func backtickedNamesAreReadWithoutBackticks() async {
        let marked = MarkedText("class A { var ⟦`default`⟧: Int = 0 }")
        let property = await SwiftSourceReader.read(marked.text).properties[0]
        #expect(property.name == "default")
        #expect(property.nameRange.utf8 == marked.range)
    }

    @Test func theTypeIsTheAnnotationElseTheInferredType() async {
        let properties = await SwiftSourceReader.read("class A { let a: UIView = UILabel(); let b = UILabel(); let c = f() }").properties
        #expect(properties.map(\.type) == ["UIView", "UILabel", nil])
    }

    /// What an editor shows for a property: its first line as written, from the modifiers,
    /// without attributes on lines of their own or the rest of a long initializer.
    @Test func theDeclarationLineStartsAtTheModifiers() async {
        let source = """
            final class Screen {
                @IBOutlet
                private(set) lazy var title = UILabel()   
                let a = 1, b: Int = 2
                let made: UILabel = {
                    UILabel()
                }()
                var count: Int { 0 }
            }
            extension Screen { var more: Int { 1 } }
            """
        #expect(await SwiftSourceReader.read(source).properties.map(\.declarationLine) == [
            "private(set) lazy var title = UILabel()", "let a = 1, b: Int = 2", "let a = 1, b: Int = 2", "let made: UILabel = {",
            "var count: Int { 0 }", "var more: Int { 1 }",
        ])
        let long = "class A { let a = [" + String(repeating: "1, ", count: 100) + "] }"
        let line = await SwiftSourceReader.read(long).properties[0].declarationLine
        #expect(line.hasPrefix("let a = [1, 1,") && line.hasSuffix("…") && line.utf8.count <= 203)
    }
}
