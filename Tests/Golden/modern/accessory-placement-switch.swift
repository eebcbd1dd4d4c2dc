// UICellAccessory.Placement is UIKit's enum: `.leading()` and `.trailing(displayed:)` take their defaults, a switch tells the edges apart, and a placement's position says where among the other accessories it goes.
import UIKit

final class FolderCell: UICollectionViewListCell {}

func edge(of placement: UICellAccessory.Placement) -> String {
    switch placement {
    case .leading:
        return "leading"
    case .trailing:
        return "trailing"
    }
}

func whenShown(_ placement: UICellAccessory.Placement) -> UICellAccessory.DisplayedState {
    switch placement {
    case .leading(let displayed, _), .trailing(let displayed, _):
        return displayed
    }
}

let cell = FolderCell(frame: .zero)
cell.accessories = [.disclosureIndicator(), .checkmark()]

let count = UILabel()
count.text = "12"
let unread = UICellAccessory.CustomViewConfiguration(customView: count, placement: .trailing(displayed: .whenNotEditing))
let pin = UICellAccessory.CustomViewConfiguration(customView: UIImageView(), placement: .leading())
for configuration in [unread, pin] {
    print(edge(of: configuration.placement), whenShown(configuration.placement) == .always)
}

if case .trailing(_, let position) = unread.placement {
    print("trailing default position:", position(cell.accessories))
}
if case .leading(_, let position) = pin.placement {
    print("leading default position:", position(cell.accessories))
}

let beforeCheckmark = UICellAccessory.Placement.trailing(at: UICellAccessory.Placement.position(before: .checkmark()))
if case .trailing(_, let position) = beforeCheckmark {
    print("before the checkmark:", position(cell.accessories))
}
let afterMissing = UICellAccessory.Placement.position(after: .reorder())
print("after an absent kind:", afterMissing(cell.accessories))
cell.accessories.append(.customView(configuration: unread))
print(cell.accessories.count)
// expect: trailing false
// expect: leading true
// expect: trailing default position: 0
// expect: leading default position: 2
// expect: before the checkmark: 1
// expect: after an absent kind: 2
// expect: 3
