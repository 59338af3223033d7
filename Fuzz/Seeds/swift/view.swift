import UIKit
import Reactant

final class GreeterView: ViewBase<Void, Void> {
    let greeting = UILabel()
    private(set) var name: UITextField = UITextField()
    lazy var footer = Footer()
    fileprivate var hidden: UIView?
    var computed: UILabel { return greeting }
    static let shared = GreeterView()
}

extension GreeterView {
    var extra: UIButton { UIButton() }
    func update() { let greeting = 1; self.greeting.text = "\(greeting)" }
}
