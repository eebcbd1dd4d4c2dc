// UITableViewCell(style:reuseIdentifier:) gives a text label for every style, a detail label for all but .default, an image view for all but .value2; accessory and selection styles are UIKit's enums.
import UIKit

let basic = UITableViewCell(style: .default, reuseIdentifier: "Basic")
let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
print(basic.textLabel != nil, basic.detailTextLabel == nil, basic.imageView != nil)
// expect: true true true
print(subtitle.detailTextLabel != nil, value2.imageView == nil)
// expect: true true
print(basic.reuseIdentifier ?? "nil", subtitle.reuseIdentifier ?? "nil")
// expect: Basic nil

// The content view is the cell's own subview; the labels keep their texts.
subtitle.textLabel?.text = "Title"
subtitle.detailTextLabel?.text = "Detail"
print(subtitle.textLabel?.text ?? "nil", subtitle.detailTextLabel?.text ?? "nil")
// expect: Title Detail
print(subtitle.contentView.superview === subtitle)
// expect: true

print(basic.accessoryType == .none, basic.selectionStyle == .default)
// expect: true true
basic.accessoryType = .disclosureIndicator
basic.selectionStyle = .none
print(basic.accessoryType == .disclosureIndicator, basic.selectionStyle == .none)
// expect: true true
let accessories: [UITableViewCell.AccessoryType] = [.checkmark, .detailButton, .detailDisclosureButton]
print(accessories.count)
// expect: 3

let plain = UITableViewCell()
print(plain.reuseIdentifier == nil, plain.isSelected, plain.isHighlighted)
// expect: true false false
plain.setHighlighted(true, animated: false)
print(plain.isHighlighted)
// expect: true
