import SwiftBinding
import Testing

@Suite struct InitializerTypeInferenceTests {
    @Test(arguments: [
        ("UILabel()", "UILabel"),
        ("UILabel(frame: .zero)", "UILabel"),
        ("UILabel.init()", "UILabel"),
        ("UILabel.init(frame: .zero)", "UILabel"),
        ("UIKit.UILabel()", "UIKit.UILabel"),
        ("PlainTableView<Cell>(cellFactory: Cell.init)", "PlainTableView<Cell>"),
        ("PlainTableView< Cell >.init(cellFactory: Cell.init)", "PlainTableView<Cell>"),
        ("Outer.Inner()", "Outer.Inner"),
        ("UIButton(type: .system)", "UIButton"),
        ("UIStackView(arrangedSubviews: [a, b])", "UIStackView"),
        ("Screen { $0 }", "Screen"),
    ])
    func aPlainInitializerCallNamesItsType(initializer: String, expected: String) async {
        #expect(await inferred(initializer) == expected)
    }

    @Test(arguments: [
        ".init()",
        "makeLabel()",
        "Factory.makeLabel()",
        "UIButton.systemButton(with: image)",
        "{ UILabel() }()",
        "{ () -> UILabel in UILabel() }()",
        "label",
        "UILabel",
        "UILabel() as UIView",
        "try UILabel()",
        "42",
        "\"text\"",
        "[UILabel()]",
        "condition ? UILabel() : UILabel()",
        "self.makeLabel()",
        "label.copy()",
    ])
    func anythingElseIsUnknown(initializer: String) async {
        #expect(await inferred(initializer) == nil)
    }

    private func inferred(_ initializer: String) async -> String? {
        let file = await SwiftSourceReader.read("class A {\n    var value = \(initializer)\n}")
        #expect(file.properties.count == 1)
        return file.properties.first?.inferredType
    }
}
