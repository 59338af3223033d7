import BenchmarkWorkspaces
/// Swift files shaped like a Reactant app's view classes: a `ViewBase` subclass (or a subclass
/// of an earlier generated class) of about 150 lines, with ten or so properties of the kinds
/// `field` bindings name, an extension, and methods with real bodies the reader must parse.
struct SwiftFileGenerator {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    private static let views = [
        ("UILabel", "UILabel()"), ("UIButton", "UIButton(type: .system)"), ("UIImageView", "UIImageView()"),
        ("UIStackView", "UIStackView(arrangedSubviews: [])"), ("UITextField", "UITextField()"),
        ("UISwitch", "UISwitch()"), ("ContainerView", "ContainerView()"), ("UIScrollView", "UIScrollView()"),
        ("UIActivityIndicatorView", "UIActivityIndicatorView(style: .gray)"), ("UISlider", "UISlider()"),
    ]
    private static let words = ["title", "subtitle", "avatar", "detail", "badge", "price", "status", "counter", "header", "footer", "name", "summary"]

    mutating func file(index: Int) -> (path: String, text: String) {
        let name = "Screen\(index)"
        let superclass = index > 0 && random.chance(30) ? "Screen\(random.int(0...(index - 1)))" : "ViewBase<\(name)State, \(name)Action>"
        var lines = [
            "//",
            "//  \(name).swift",
            "//  Generated for swift-binding-benchmark.",
            "//",
            "",
            "import UIKit",
            "import Reactant",
            "",
            "struct \(name)State {",
            "    var title: String",
            "    var count: Int",
            "    var isEnabled: Bool",
            "}",
            "",
            "enum \(name)Action {",
            "    case tapped",
            "    case refresh(force: Bool)",
            "}",
            "",
            "class \(name): \(superclass) {",
        ]
        var fields: [String] = []
        for number in 0..<random.int(8...12) {
            let (type, initializer) = random.pick(Self.views)
            let field = "\(random.pick(Self.words))\(number)\(type.dropFirst(2).prefix(5))"
            fields.append(field)
            switch random.int(0...5) {
            case 0: lines.append("    let \(field) = \(initializer)")
            case 1: lines.append("    let \(field): \(type) = \(initializer)")
            case 2: lines.append("    private(set) var \(field) = \(initializer)")
            case 3: lines.append("    @IBOutlet weak var \(field): \(type)!")
            case 4:
                lines += [
                    "    lazy var \(field): \(type) = {",
                    "        let view = \(initializer)",
                    "        view.accessibilityIdentifier = \"\(field)\"",
                    "        return view",
                    "    }()",
                ]
            default: lines.append("    fileprivate let \(field) = \(initializer)")
            }
        }
        lines += [
            "    private var counter = 0",
            "    static let reuseIdentifier = \"\(name)\"",
            "",
            "    var isLoading: Bool {",
            "        get { counter > 0 }",
            "        set { counter = newValue ? counter + 1 : max(0, counter - 1) }",
            "    }",
            "",
            "    override func update() {",
            "        \(fields[0]).accessibilityLabel = componentState.title",
            "        \(fields[1]).isHidden = !componentState.isEnabled",
            "        for index in 0..<componentState.count {",
            "            if index.isMultiple(of: 2) {",
            "                counter += index",
            "            } else {",
            "                counter -= 1",
            "            }",
            "        }",
            "        let formatted = format(counter)",
            "        print(\"update \\(formatted) of \\(Self.reuseIdentifier)\")",
            "    }",
            "",
            "    override func loadView() {",
            "        children(",
        ]
        lines += fields.map { "            \($0)," }
        lines += [
            "        )",
            "        backgroundColor = .white",
            "        layer.cornerRadius = 8",
            "    }",
            "",
            "    override func setupConstraints() {",
        ]
        for (previous, field) in zip(fields, fields.dropFirst()) {
            lines += [
                "        \(field).snp.makeConstraints { make in",
                "            make.top.equalTo(\(previous).snp.bottom).offset(\(random.int(0...16)))",
                "            make.leading.trailing.equalToSuperview().inset(16)",
                "        }",
            ]
        }
        lines += [
            "    }",
            "",
            "    private func format(_ value: Int) -> String {",
            "        switch value {",
            "        case ..<0: return \"negative\"",
            "        case 0: return \"none\"",
            "        case 1...9: return \"few (\\(value))\"",
            "        default: return \"many (\\(value))\"",
            "        }",
            "    }",
            "}",
            "",
            "extension \(name) {",
            "    var summary\(index): String {",
            "        [\(fields.prefix(3).map { "String(describing: \($0))" }.joined(separator: ", "))].joined(separator: \", \")",
            "    }",
            "",
            "    func apply(_ action: \(name)Action) {",
            "        switch action {",
            "        case .tapped:",
            "            perform(action: .tapped)",
            "        case .refresh(let force):",
            "            if force || counter == 0 {",
            "                counter = 0",
            "                invalidate()",
            "            }",
            "        }",
            "    }",
            "}",
            "",
        ]
        return ("Sources/\(name).swift", lines.joined(separator: "\n"))
    }
}
