// A nib's File's Owner outlets are connected to the owner passed to instantiate(withOwner:) or loadNibNamed(_:owner:options:).
import UIKit

final class ProfileHeaderOwner: NSObject {
    @IBOutlet var contentView: UIView?
    @IBOutlet weak var nameLabel: UILabel?
}

let owner = ProfileHeaderOwner()
let objects = UINib(nibName: "ProfileHeader", bundle: nil).instantiate(withOwner: owner, options: nil)
print(objects.count, owner.contentView === objects.first as? UIView)
// expect: 1 true
print(owner.nameLabel?.text ?? "nil")
// expect: Jane Doe
let stack = owner.contentView?.subviews.first as? UIStackView
print(stack?.arrangedSubviews.count ?? 0, stack?.axis == .vertical, stack?.spacing ?? 0)
// expect: 2 true 4.0
print((stack?.arrangedSubviews.last as? UISwitch)?.isOn ?? false)
// expect: true

let second = ProfileHeaderOwner()
let loaded = Bundle.main.loadNibNamed("ProfileHeader", owner: second, options: nil)
print(loaded?.count ?? 0, second.nameLabel === owner.nameLabel, second.nameLabel?.text ?? "nil")
// expect: 1 false Jane Doe
