import LayoutSolver
import Support
import SwiftBinding
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout

/// Views bound to a `field`, laid out with the component's Swift class beside the file: held
/// where code may lay them out (or the class is unknown), laid out and reported like any other
/// view where it does not. Frames computed by hand on an iPhone 8 (375×667, status bar 20).
@Suite struct LayoutFieldTests {
    static let path = "/w/Screen.ui.xml"

    static func solved(_ text: String, swift: [String: String]) -> (layout: ComponentLayout, document: ReactantDocument, holds: FieldLayoutHolds) {
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: path)
        let holds = FieldLayoutHolds(document: document, swift: SwiftDeclarationIndex(files: swift.mapValues(SwiftSourceReader.readCompletely)))
        let layout = ComponentLayout.solve(document, tree: tree, preset: DevicePreset.named("iphone-8")!, holds: holds)!
        return (layout, document, holds)
    }

    static func diagnostics(_ text: String, swift: [String: String]) -> [Diagnostic] {
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: path)
        let holds = FieldLayoutHolds(document: document, swift: SwiftDeclarationIndex(files: swift.mapValues(SwiftSourceReader.readCompletely)))
        return LayoutCheck.diagnostics(document: document, tree: tree, holds: holds)
    }

    static func item(_ field: String, _ solved: (layout: ComponentLayout, document: ReactantDocument, holds: FieldLayoutHolds)) -> Int {
        let view = solved.document.views.first { $0.field?.name == field }!
        return solved.layout.item(ofView: view.index)!
    }

    static func frame(_ field: String, _ solved: (layout: ComponentLayout, document: ReactantDocument, holds: FieldLayoutHolds)) -> Frame {
        solved.layout.solution.frames[item(field, solved)]
    }

    static func ambiguity(_ field: String, _ solved: (layout: ComponentLayout, document: ReactantDocument, holds: FieldLayoutHolds)) -> Ambiguity {
        solved.layout.solution.ambiguity[item(field, solved)]
    }

    static let card = """
        <Component rootView="true">
          <⟦View⟧ field="card" layout:leading="super inset(16)" layout:top="super inset(20)" layout:width="100"/>
          <Label field="title" text="Hi" layout:top="super inset(200)" layout:leading="super inset(16)"/>
        </Component>
        """

    static let screenSwift = """
        final class Screen: ViewBase<Void, Void> {
            let card = UIView()
            let title = UILabel()
            override func update() {
                title.text = "Hello"
                card.backgroundColor = .red
            }
        }
        """

    /// The class never touches `card`'s layout: its missing height is the file's, reported.
    @Test func aFieldNoCodeLaysOutIsReported() {
        let marked = MarkedText(Self.card)
        let found = Self.diagnostics(marked.text, swift: ["Screen.swift": Self.screenSwift])
        #expect(found.map(\.code) == [LayoutDiagnostics.ambiguousCode])
        #expect(found.first?.range == marked.range)
        #expect(found.first?.message.hasPrefix("`card` has no height on every device") == true)
        let solved = Self.solved(marked.text, swift: ["Screen.swift": Self.screenSwift])
        #expect(solved.holds.heldViews.isEmpty)
        #expect(Self.ambiguity("card", solved) == Ambiguity(size: [.vertical]))
    }

    /// `setupConstraints` gives `card` its height in code: held (its free height at 0), nothing
    /// reported, no note.
    @Test func aFieldTheClassConstrainsIsHeld() {
        let swift = """
            final class Screen: ViewBase<Void, Void> {
                let card = UIView()
                let title = UILabel()
            }
            extension Screen {
                override func setupConstraints() {
                    card.snp.makeConstraints { make in make.height.equalTo(50) }
                }
            }
            """
        let text = MarkedText(Self.card).text
        #expect(Self.diagnostics(text, swift: ["Screen.swift": swift]).isEmpty)
        let solved = Self.solved(text, swift: ["Screen.swift": swift])
        #expect(Self.frame("card", solved) == Frame(x: 16, y: 20, width: 100, height: 0))
        // "Hi" in 17 pt: one line of 21.
        #expect(Self.frame("title", solved).y == 200 && Self.frame("title", solved).height == 21)
        #expect(solved.layout.solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    /// A field whose view's class lays itself out (`Badge` constrains its own size) is held.
    @Test func aViewWhoseClassLaysItselfOutIsHeld() {
        let swift = """
            final class Screen: ViewBase<Void, Void> {
                let card = Badge()
                let title = UILabel()
            }
            final class Badge: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { $0.height.equalTo(40) }
                }
            }
            """
        #expect(Self.diagnostics(MarkedText(Self.card).text, swift: ["Screen.swift": swift]).isEmpty)
    }

    /// No Swift file declares `Screen`: every field is held, and one note on the root's name
    /// says why nothing about them is reported.
    @Test func withoutTheClassFieldsAreHeldAndOneNoteSaysSo() {
        let marked = MarkedText("""
            <⟦Component⟧ rootView="true">
              <View field="card" layout:leading="super inset(16)" layout:top="super inset(20)" layout:width="100"/>
              <Label field="title" text="Hi" layout:below="card offset(8)" layout:leading="super inset(16)"/>
            </Component>
            """)
        let found = Self.diagnostics(marked.text, swift: ["Other.swift": "final class Other: ViewBase<Void, Void> {}"])
        #expect(found.map(\.code) == [FieldLayoutHolds.noteCode])
        #expect(found.map(\.severity) == [.information])
        #expect(found.map(\.range) == marked.ranges)
        #expect(found.first?.message
            == "Fields of 'Screen' are not checked for ambiguity: no Swift class 'Screen' found, so code may lay their views out")
    }

    /// An inline component's class is its own: known, its fields are laid out; unknown, its
    /// type value carries the note.
    @Test func anInlineComponentsUnknownClassIsNotedOnItsType() {
        let marked = MarkedText("""
            <Component rootView="true">
              <Component type="⟦Badge⟧" field="badge" layout:edges="super">
                <View field="dot" layout:leading="super" layout:top="super"/>
              </Component>
            </Component>
            """)
        let found = Self.diagnostics(marked.text, swift: ["Screen.swift": "final class Screen: ViewBase<Void, Void> { let badge = UIView() }"])
        #expect(found.map(\.code) == [FieldLayoutHolds.noteCode])
        #expect(found.map(\.range) == marked.ranges)
    }

    /// The example: `a`'s width is free, `b` is placed after it. Held one at a time,
    /// each at its own level, neither is left free: `a` is 0 wide, `b` starts 16 after it.
    @Test func heldValuesThatAreLinkedAreAllHeld() {
        let text = """
            <Component rootView="true">
              <View field="a" layout:leading="super inset(10)" layout:top="super" layout:height="10"/>
              <View field="b" layout:after="a offset(16)" layout:top="super" layout:size="10"/>
            </Component>
            """
        let solved = Self.solved(text, swift: [:])
        #expect(Self.frame("a", solved) == Frame(x: 10, y: 0, width: 0, height: 10))
        #expect(Self.frame("b", solved) == Frame(x: 26, y: 0, width: 10, height: 10))
        #expect(solved.layout.solution.ambiguity.allSatisfy { $0.isEmpty })
        // Without any Swift file nothing was asked of Swift: held, and no note.
        #expect(Self.diagnostics(text, swift: [:]).isEmpty)
    }

    /// The same file with a class that leaves both alone: `a` has no width, and `b`, placed
    /// after it, moves with it.
    @Test func linkedFieldsNoCodeTouchesAreReported() {
        let text = """
            <Component rootView="true">
              <View field="a" layout:leading="super inset(10)" layout:top="super" layout:height="10"/>
              <View field="b" layout:after="a offset(16)" layout:top="super" layout:size="10"/>
            </Component>
            """
        let swift = ["Screen.swift": "final class Screen: ViewBase<Void, Void> { let a = UIView(); let b = UIView() }"]
        let solved = Self.solved(text, swift: swift)
        #expect(Self.ambiguity("a", solved) == Ambiguity(size: [.horizontal]))
        #expect(Self.ambiguity("b", solved).position == [.horizontal])
        #expect(Self.diagnostics(text, swift: swift).first?.message.hasPrefix("`a` has no width") == true)
    }

    /// A vertical stack with no horizontal position, its labels bound to fields no code
    /// touches: the stack is reported.
    @Test func aStackWithNoHorizontalPositionIsReported() {
        let text = """
            <Component rootView="true">
              <StackView field="stack" axis="vertical" layout:top="super inset(20)">
                <Label field="first" text="A"/>
                <Label field="second" text="B"/>
              </StackView>
            </Component>
            """
        let swift = ["Screen.swift": """
            final class Screen: ViewBase<Void, Void> {
                let stack = UIStackView()
                let first = UILabel()
                let second = UILabel()
            }
            """]
        let solved = Self.solved(text, swift: swift)
        #expect(Self.ambiguity("stack", solved).position == [.horizontal])
        #expect(Self.diagnostics(text, swift: swift).contains { $0.message.hasPrefix("`stack` has no horizontal position") })
    }

    /// A controller that lays out `rootView.card` holds every field named `card`; one that
    /// only colours it holds nothing.
    @Test func codeOutsideTheClassHoldsByName() {
        let text = MarkedText(Self.card).text
        let constraining = ["Screen.swift": Self.screenSwift, "ScreenController.swift": """
            final class ScreenController: ControllerBase<Void, Screen> {
                override func afterInit() { rootView.card.snp.makeConstraints { $0.height.equalTo(10) } }
            }
            """]
        #expect(Self.diagnostics(text, swift: constraining).isEmpty)
        let colouring = ["Screen.swift": Self.screenSwift, "ScreenController.swift": """
            final class ScreenController: ControllerBase<Void, Screen> {
                override func afterInit() { rootView.card.backgroundColor = .blue }
            }
            """]
        #expect(Self.diagnostics(text, swift: colouring).map(\.code) == [LayoutDiagnostics.ambiguousCode])
    }

    /// A view passed to a function may be laid out there: held.
    @Test func aFieldPassedAwayIsHeld() {
        let swift = """
            final class Screen: ViewBase<Void, Void> {
                let card = UIView()
                let title = UILabel()
                override func loadView() { Decorator.decorate(card) }
            }
            """
        #expect(Self.diagnostics(MarkedText(Self.card).text, swift: ["Screen.swift": swift]).isEmpty)
    }
}
