// A view's defaults (tint colour, layer, transform, margins, insets, styles) read as UIKit's, and a change sticks:
// ReuseLab makes them on first use, which must not show.
import UIKit

final class InsetCell: UITableViewCell {
    override var separatorInset: UIEdgeInsets {
        didSet { print("inset", separatorInset.left) }
    }
    override var tintColor: UIColor! {
        didSet { print("tint set") }
    }
}

let view = UIView()
print(view.tintColor == UIColor.systemBlue, view.contentMode == .scaleToFill, view.autoresizingMask == [])
view.tintColor = .red
print(view.tintColor == UIColor.red)
view.tintColor = nil
print(view.tintColor == UIColor.systemBlue)
print(view.layer === view.layer, view.layer.maskedCorners.contains(.layerMaxXMaxYCorner), view.layer.shadowOffset.height)
print(view.transform.a, view.transform.d, view.layoutMargins.left, view.layoutMargins.bottom)
view.layoutMargins.left = 20
view.transform.a = 2
print(view.layoutMargins.left, view.transform.a)

let cell = InsetCell(style: .default, reuseIdentifier: "inset")
print(cell.separatorInset.left, cell.accessoryType == .none, cell.selectionStyle == .default)
cell.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
cell.tintColor = .green
let table = UITableView()
print(table.separatorStyle == .singleLine, table.separatorColor == UIColor.separator, table.separatorInset.left)
// expect: true true true
// expect: true
// expect: true
// expect: true true -3.0
// expect: 1.0 1.0 8.0 8.0
// expect: 20.0 2.0
// expect: 16.0 true true
// expect: inset 40.0
// expect: tint set
// expect: true true 16.0
