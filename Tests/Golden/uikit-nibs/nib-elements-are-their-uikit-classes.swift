// A nib's <stackView> and <switch> become a UIStackView and a UISwitch even when the script never names those classes.
import UIKit
import Reusable

final class BadgeView: UIView, NibOwnerLoadable {
    @IBOutlet weak var nameLabel: UILabel?

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadNibContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNibContent()
    }
}

func outline(_ view: UIView, depth: Int = 0) {
    print(String(repeating: "-", count: depth) + String(describing: type(of: view)))
    for child in view.subviews { outline(child, depth: depth + 1) }
}

let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
outline(badge)
// expect: BadgeView
// expect: -UIView
// expect: --UIStackView
// expect: ---UILabel
// expect: ---UISwitch
let toggle = badge.subviews[0].subviews[0].subviews[1] as? UIControl
print(toggle != nil, badge.nameLabel?.text ?? "nil")
// expect: true Jane Doe
