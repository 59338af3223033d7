import SwiftBinding
import Testing

@Suite struct SubclassTests {
    private let index = SwiftDeclarationIndex(files: [
        "Screen.swift": SwiftSourceReader.readCompletely(
            """
            final class Screen: ViewBase<Void, Void> {}
            final class TitleLabel: UILabel {}
            final class BigTitleLabel: TitleLabel {}
            final class Field: TextField {}
            final class Cards: PlainTableView<CardCell> {}
            """
        )
    ])

    @Test(arguments: [
        ("UILabel", "UIView"),
        ("UILabel", "UIResponder"),
        ("UILabel", "NSObject"),
        ("UILabel", "UILabel"),
        ("UIButton", "UIControl"),
        ("UIButton", "UIView"),
        ("UITextField", "UIControl"),
        ("TextField", "UITextField"),
        ("TextField", "UIControl"),
        ("ContainerView", "UIView"),
        ("PlainTableView<Cell>", "UIView"),
        ("HeaderTableView<Header,Cell>", "ViewBase"),
        ("FooterTableView<Footer, Cell>", "UIView"),
        ("SimpleTableView<Header,Cell,Footer>", "UIView"),
        ("SimulatedSeparatorTableView<Cell>", "TableViewBase<Int, Void>"),
        ("UITableView", "UIScrollView"),
        ("UITextView", "UIScrollView"),
        ("UIStackView", "UIView"),
        ("UIImageView", "UIView"),
        ("UIActivityIndicatorView", "UIView"),
        ("UIDatePicker", "UIControl"),
        ("UIPageControl", "UIControl"),
        ("UISegmentedControl", "UIControl"),
        ("UISlider", "UIControl"),
        ("UIStepper", "UIControl"),
        ("UISwitch", "UIControl"),
        ("UIPickerView", "UIView"),
        ("UISearchBar", "UIView"),
        ("UINavigationBar", "UIView"),
        ("UITabBar", "UIView"),
        ("UIToolbar", "UIView"),
        ("UIVisualEffectView", "UIView"),
        ("WKWebView", "UIView"),
        ("MKMapView", "UIView"),
        ("UIProgressView", "UIView"),
        ("ViewBase<Void, Void>", "UIView"),
        ("UIKit.UILabel", "UIView"),
        ("UILabel!", "UIKit.UIView"),
        ("UILabel?", "UIView?"),
        ("Optional<UILabel>", "UIView"),
        ("Screen", "UIView"),
        ("Screen", "ViewBase<Int, Int>"),
        ("Screen", "Screen"),
        ("BigTitleLabel", "TitleLabel"),
        ("BigTitleLabel", "UILabel"),
        ("BigTitleLabel!", "UIView"),
        ("Field", "UITextField"),
        ("Cards", "PlainTableView<CardCell>"),
        ("Cards", "UIView"),
        ("MyApp.Screen", "UIView"),
    ])
    func isASubclass(name: String, ancestor: String) {
        #expect(index.isSubclass(name, of: ancestor))
    }

    @Test(arguments: [
        ("UIView", "UILabel"),
        ("UILabel", "UIControl"),
        ("UIButton", "UILabel"),
        ("UITextField", "TextField"),
        ("UITableView", "PlainTableView"),
        ("PlainTableView<Cell>", "UIScrollView"),
        ("UISwitch", "UIScrollView"),
        ("Screen", "UIControl"),
        ("TitleLabel", "BigTitleLabel"),
        ("Unknown", "UIView"),
        ("UIView", "Unknown"),
    ])
    func isNotASubclass(name: String, ancestor: String) {
        #expect(!index.isSubclass(name, of: ancestor))
    }

    @Test func knownChainsRunToTheRoot() {
        #expect(KnownClassHierarchy.chain(from: "UILabel") == ["UILabel", "UIView", "UIResponder", "NSObject"])
        #expect(KnownClassHierarchy.chain(from: "UIKit.UIButton!") == ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"])
        #expect(KnownClassHierarchy.chain(from: "PlainTableView<Cell>").prefix(4) == ["PlainTableView", "TableViewBase", "ViewBase", "UIView"])
        #expect(KnownClassHierarchy.chain(from: "Unknown") == ["Unknown"])
        #expect(KnownClassHierarchy.superclass(of: "UITextView") == "UIScrollView")
        #expect(KnownClassHierarchy.superclass(of: "NSObject") == nil)
    }

    @Test(arguments: [
        ("UILabel", "UILabel", "UILabel"),
        ("UILabel!", "UILabel", "UILabel"),
        ("UILabel?", "UILabel", "UILabel"),
        ("UIKit.UILabel", "UIKit.UILabel", "UILabel"),
        (" UIKit . UILabel ! ", "UIKit.UILabel", "UILabel"),
        ("Optional<UILabel>", "UILabel", "UILabel"),
        ("ImplicitlyUnwrappedOptional<UILabel>", "UILabel", "UILabel"),
        ("(UILabel)?", "UILabel", "UILabel"),
        ("PlainTableView<Cell>", "PlainTableView", "PlainTableView"),
        ("HeaderTableView<Header, Cell>?", "HeaderTableView", "HeaderTableView"),
        ("Outer<T>.Inner", "Outer.Inner", "Inner"),
        ("some View", "View", "View"),
        ("any Screen", "Screen", "Screen"),
        ("anyScreen", "anyScreen", "anyScreen"),
    ])
    func typeNamesReduceToTheClassTheyName(written: String, path: String, baseName: String) {
        #expect(SwiftTypeName.path(of: written) == path)
        #expect(SwiftTypeName.baseName(of: written) == baseName)
    }
}
