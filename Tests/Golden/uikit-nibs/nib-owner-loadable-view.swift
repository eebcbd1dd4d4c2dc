// Reusable's NibOwnerLoadable: a view loads its nib with itself as File's Owner, gets its outlets, and pins the content with constraints.
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

let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
print(badge.nameLabel?.text ?? "nil")
// expect: Jane Doe
print(badge.subviews.count, badge.subviews.first?.translatesAutoresizingMaskIntoConstraints ?? true)
// expect: 1 false
print(badge.constraints.count, badge.constraints.filter { $0.secondItem === badge }.count)
// expect: 4 4
