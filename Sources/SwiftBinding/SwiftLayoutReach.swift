/// Which views' layout one Swift file's code touches: the views of the fields a component's
/// class may constrain, move or resize in code, as far as syntax tells. What the layout check
/// reads to decide whether a `field`'s view is laid out by the file alone.
///
/// Names, not resolved references: a use of `x` is a use of the property `x` (a local of that
/// name counts too, which only holds more). Where syntax cannot tell whether code reaches a
/// view's layout (the view passed to a function, stored elsewhere, sent a method that is not
/// known to leave layout alone), it counts as touched.
public struct SwiftLayoutReach: Hashable, Sendable {
    /// By type (base name of the type or extended type, as written): the names used through
    /// `self` (explicit or implicit) whose layout its code touches, and the stored properties
    /// whose initializer touches any layout.
    public var touchedBySelf: [String: Set<String>]
    /// Member names whose layout is touched through another receiver (`rootView.title.snp…`,
    /// `cell.icon.frame = …`): any type's property of that name may be that view.
    public var touchedThroughOthers: Set<String>
    /// Types (base names) whose code touches their own layout (`snp.makeConstraints` on self,
    /// `frame = …`, an `intrinsicContentSize` of their own): a view of that class is laid out
    /// partly in code wherever it is used.
    public var touchingOwnLayout: Set<String>
    /// The file is the Reactant UI generator's output (`// Generated from ….ui.xml`): it
    /// installs the very constraints the layout check reads from the files, so it is not read.
    public var isGeneratedLayout: Bool

    public init(
        touchedBySelf: [String: Set<String>] = [:], touchedThroughOthers: Set<String> = [],
        touchingOwnLayout: Set<String> = [], isGeneratedLayout: Bool = false
    ) {
        self.touchedBySelf = touchedBySelf
        self.touchedThroughOthers = touchedThroughOthers
        self.touchingOwnLayout = touchingOwnLayout
        self.isGeneratedLayout = isGeneratedLayout
    }

    public static let none = SwiftLayoutReach()
}
