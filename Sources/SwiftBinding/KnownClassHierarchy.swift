/// Superclasses of the UIKit, WebKit, MapKit and Reactant classes a `.ui.xml` element creates
/// or a component commonly extends, which no workspace file declares.
///
/// Keys and values are base names (no module, no generic arguments): Reactant's table views are
/// generic, and their bases differ only in arguments a subclass question does not need.
public enum KnownClassHierarchy {
    /// The direct superclass of a known class, e.g. `UIView` for `UILabel`.
    public static func superclass(of name: String) -> String? {
        superclasses[SwiftTypeName.baseName(of: name)]
    }

    /// The class and its known superclasses up to the root, e.g. `UILabel`, `UIView`,
    /// `UIResponder`, `NSObject`; just the base name when the class is not known.
    public static func chain(from name: String) -> [String] {
        var chain = [SwiftTypeName.baseName(of: name)]
        while let next = superclasses[chain[chain.count - 1]], !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    private static let superclasses: [String: String] = [
        // Foundation and UIKit
        "UIResponder": "NSObject",
        "UIView": "UIResponder",
        "UIViewController": "UIResponder",
        "UIWindow": "UIView",
        "UIControl": "UIView",
        "UILabel": "UIView",
        "UIImageView": "UIView",
        "UIStackView": "UIView",
        "UIScrollView": "UIView",
        "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView",
        "UIActivityIndicatorView": "UIView",
        "UIPickerView": "UIView",
        "UISearchBar": "UIView",
        "UINavigationBar": "UIView",
        "UITabBar": "UIView",
        "UIToolbar": "UIView",
        "UIVisualEffectView": "UIView",
        "UIProgressView": "UIView",
        "UITableViewCell": "UIView",
        "UITableViewHeaderFooterView": "UIView",
        "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView",
        "UIButton": "UIControl",
        "UITextField": "UIControl",
        "UIDatePicker": "UIControl",
        "UIPageControl": "UIControl",
        "UISegmentedControl": "UIControl",
        "UISlider": "UIControl",
        "UIStepper": "UIControl",
        "UISwitch": "UIControl",
        "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController",
        "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController",
        // WebKit and MapKit on iOS
        "WKWebView": "UIView",
        "MKMapView": "UIView",
        // Reactant
        "ViewBase": "UIView",
        "ContainerView": "UIView",
        "ButtonBase": "UIButton",
        "TextField": "UITextField",
        "TableViewBase": "ViewBase",
        "PlainTableView": "TableViewBase",
        "HeaderTableView": "TableViewBase",
        "FooterTableView": "TableViewBase",
        "SimpleTableView": "TableViewBase",
        "SimulatedSeparatorTableView": "TableViewBase",
        "ControllerBase": "UIViewController",
    ]
}
