class Base: UIView { var title = UILabel() }
class Middle: Base, Proto {}
class Leaf: Middle { override var title: UILabel { get { super.title } set {} } }
class A: B {}
class B: A {}
struct Outer { class Inner: ViewBase<Int, String> { public var `default`: UILabel! } }
enum E { case a; static var b: Int { 1 } }
