import SwiftBinding
import Testing

/// Which views' layout code touches (`SwiftLayoutReach`): each case a component class with
/// one statement about its fields, and the names it holds.
@Suite struct LayoutReachTests {
    /// The names of `Greeter`'s properties whose layout the statement touches, written in a
    /// method of the class.
    static func touched(_ statement: String) async -> Set<String> {
        let reach = await SwiftSourceReader.read(
            """
            final class Greeter: ViewBase<Void, Void> {
                let title = UILabel()
                let icon = UIImageView()
                let other = UIView()
                override func update() {
                    \(statement)
                }
            }
            """
        ).layoutReach
        return (reach.touchedBySelf["Greeter"] ?? []).union(reach.touchedThroughOthers)
    }

    @Test(arguments: [
        ("title.snp.makeConstraints { make in make.height.equalTo(20) }", ["title"]),
        ("self.title.snp.remakeConstraints { $0.top.equalToSuperview() }", ["title"]),
        ("title.snp.updateConstraints { $0.width.equalTo(other) }", ["title", "other"]),
        ("other.snp.makeConstraints { $0.top.equalTo(title.snp.bottom) }", ["title", "other"]),
        ("NSLayoutConstraint.activate([title.heightAnchor.constraint(equalToConstant: 20)])", ["title"]),
        ("other.topAnchor.constraint(equalTo: self.title.bottomAnchor).isActive = true", ["title", "other"]),
        ("addConstraint(NSLayoutConstraint(item: title, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20))", ["title"]),
        ("title.frame = CGRect(x: 0, y: 0, width: 10, height: 10)", ["title"]),
        ("title.frame.origin.x += 5", ["title"]),
        ("self?.title.center = .zero", ["title"]),
        ("title.bounds.size = .zero", ["title"]),
        ("title.translatesAutoresizingMaskIntoConstraints = false", ["title"]),
        ("title.setContentHuggingPriority(.required, for: .horizontal)", ["title"]),
        ("title.isHidden = true", ["title"]),
        ("title.visibility = .collapsed", ["title"]),
        ("icon.image = UIImage(named: \"logo\")", ["icon"]),
        ("title.sizeToFit()", ["title"]),
        ("title.removeFromSuperview()", ["title"]),
        ("title.pinToSuperview()", ["title"]),
        ("configure(title)", ["title"]),
        ("let views = [title, other]", ["title", "other"]),
        ("let view = title", ["title"]),
        ("stack.addArrangedSubview(title)", ["title", "stack"]),
        ("title = UILabel()", ["title"]),
    ] as [(String, Set<String>)])
    func touchesTheLayout(statement: String, names: Set<String>) async {
        #expect(await Self.touched(statement) == names)
    }

    @Test(arguments: [
        "title.text = \"Hello\"",
        "self.title.textColor = .red",
        "title.font = .systemFont(ofSize: 20)",
        "title.numberOfLines = 0",
        "title.layer.cornerRadius = 4",
        "title.alpha = 0.5",
        "let frame = title.frame",
        "print(title.frame.width)",
        "title.rx.observe(String.self, \"text\").subscribe(onNext: { _ in })",
        "button.setTitle(\"Go\", for: .normal)",
        "button.addTarget(self, action: #selector(tap), for: .touchUpInside)",
        "if sender === title { return }",
        "title.setNeedsLayout()",
        "UIView.animate(withDuration: 0.3) { self.title.alpha = 0 }",
    ])
    func leavesTheLayoutAlone(statement: String) async {
        #expect(await Self.touched(statement).isEmpty)
    }

    @Test func aClassThatLaysItselfOutIsRecorded() async {
        let reach = await SwiftSourceReader.read(
            """
            final class Badge: UIView {
                init() {
                    super.init(frame: .zero)
                    snp.makeConstraints { $0.size.equalTo(20) }
                }
            }
            final class Sized: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }
            }
            final class Framed: UIView {
                func place() { self.frame = .zero }
            }
            final class Plain: UIView {
                func paint() { self.backgroundColor = .red; self.title.snp.makeConstraints { _ in } }
            }
            """
        ).layoutReach
        #expect(reach.touchingOwnLayout == ["Badge", "Sized", "Framed"])
        #expect(reach.touchedBySelf["Plain"]?.contains("title") == true)
    }

    @Test func aPropertyWhoseInitializerTouchesLayoutIsHeld() async {
        let reach = await SwiftSourceReader.read(
            """
            final class Greeter: ViewBase<Void, Void> {
                let title = UILabel().with { $0.translatesAutoresizingMaskIntoConstraints = false }
                let plain = UILabel().with { $0.text = "Hi" }
            }
            """
        ).layoutReach
        #expect(reach.touchedBySelf["Greeter"]?.contains("title") == true)
        #expect(reach.touchedBySelf["Greeter"]?.contains("plain") != true)
    }

    @Test func anotherReceiverHoldsTheMemberByName() async {
        let reach = await SwiftSourceReader.read(
            """
            final class GreeterController: ControllerBase<Void, Greeter> {
                override func afterInit() {
                    rootView.title.snp.makeConstraints { $0.height.equalTo(30) }
                    rootView.icon.tintColor = .red
                }
            }
            """
        ).layoutReach
        #expect(reach.touchedThroughOthers == ["title"])
    }

    @Test func theGeneratorsOutputIsNotRead() async {
        let reach = await SwiftSourceReader.read(
            """
            // Generated from /project/Greeter.ui.xml
            extension Greeter: ReactantUI {
                func setupReactantUI() { target.title.snp.makeConstraints { make in make.left.equalToSuperview() } }
            }
            """
        ).layoutReach
        #expect(reach == SwiftLayoutReach(isGeneratedLayout: true))
    }

    @Test func theIndexJoinsClassExtensionsSuperclassesSubclassesAndOtherReceivers() async {
        var index = SwiftDeclarationIndex(files: [
            "Greeter.swift": await SwiftSourceReader.read(
                """
                class Base: ViewBase<Void, Void> { func a() { first.frame = .zero } }
                class Greeter: Base { let first = UIView(); let second = UIView(); let third = UIView(); let fourth = UIView() }
                final class Special: Greeter { func b() { second.snp.makeConstraints { _ in } } }
                """
            ),
            "Greeter+Layout.swift": await SwiftSourceReader.read("extension Greeter { func c() { third.isHidden = true } }"),
            "Other.swift": await SwiftSourceReader.read("final class Unrelated { func d() { fourth.snp.makeConstraints { _ in } } }"),
        ])
        #expect(index.propertiesWithLayoutTouched(inClass: "Greeter") == ["first", "second", "third"])
        #expect(index.propertiesWithLayoutTouched(inClass: "Missing") == nil)
        index.remove(path: "Greeter+Layout.swift")
        #expect(index.propertiesWithLayoutTouched(inClass: "Greeter") == ["first", "second"])
    }

    @Test func viewClassesThatMayLayThemselvesOut() async {
        let index = SwiftDeclarationIndex(files: [
            "Views.swift": await SwiftSourceReader.read(
                """
                class Badge: UIView { func setup() { snp.makeConstraints { _ in } } }
                final class BigBadge: Badge {}
                final class Card: UIView {}
                final class Chart: ChartsKit.ChartView {}
                """
            ),
        ])
        #expect(index.mayTouchOwnLayout(typeNamed: "BigBadge"))
        #expect(index.mayTouchOwnLayout(typeNamed: "Chart"))
        #expect(index.mayTouchOwnLayout(typeNamed: "PieChart"))
        #expect(!index.mayTouchOwnLayout(typeNamed: "Card"))
        #expect(!index.mayTouchOwnLayout(typeNamed: "UILabel!"))
    }

    /// A workspace view class may call on itself what a protocol it adopts, or an extension of
    /// a UIKit class it inherits from, does to `self`'s layout; a UIKit class is not held for it.
    @Test func protocolAndUIKitExtensionsCountForWorkspaceClassesOnly() async {
        let index = SwiftDeclarationIndex(files: [
            "Views.swift": await SwiftSourceReader.read(
                """
                protocol Pinnable {}
                extension Pinnable where Self: UIView { func pin() { snp.makeConstraints { $0.edges.equalToSuperview() } } }
                extension UILabel { func fitWidth() { self.widthAnchor.constraint(equalToConstant: 10).isActive = true } }
                final class Tile: UIView, Pinnable {}
                final class Caption: UILabel {}
                final class Plain: UIButton {}
                """
            ),
        ])
        #expect(index.mayTouchOwnLayout(typeNamed: "Tile"))
        #expect(index.mayTouchOwnLayout(typeNamed: "Caption"))
        #expect(!index.mayTouchOwnLayout(typeNamed: "Plain"))
        #expect(!index.mayTouchOwnLayout(typeNamed: "UILabel"))
    }
}
