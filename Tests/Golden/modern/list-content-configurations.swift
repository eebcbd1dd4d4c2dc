// Content configurations are values: a cell's default configuration follows its style, changing a copy changes nothing until it is assigned back to contentConfiguration.
import UIKit

let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
var content = subtitle.defaultContentConfiguration()
content.text = "Inbox"
content.secondaryText = "3 unread"
content.image = UIImage(systemName: "tray")
print(subtitle.contentConfiguration == nil)
subtitle.contentConfiguration = content
content.text = "Changed after assigning"
let stored = subtitle.contentConfiguration as? UIListContentConfiguration
print(stored?.text ?? "-", stored?.secondaryText ?? "-", stored?.image != nil)

var value = UIListContentConfiguration.valueCell()
value.text = "Volume"
value.secondaryText = "11"
print(value.prefersSideBySideTextAndSecondaryText, UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
value.textProperties.numberOfLines = 1
value.secondaryTextProperties.color = .secondaryLabel
print(value.textProperties.numberOfLines, value.secondaryTextProperties.numberOfLines)

let listCell = UICollectionViewListCell(frame: .zero)
listCell.accessories = [.disclosureIndicator(), .checkmark()]
var plain = listCell.defaultContentConfiguration()
plain.text = "Settings"
listCell.contentConfiguration = plain
print(listCell.accessories.count, (listCell.contentConfiguration as? UIListContentConfiguration)?.text ?? "-")
// expect: true
// expect: Inbox 3 unread true
// expect: true false
// expect: 1 0
// expect: 2 Settings

let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
var headerContent = header.defaultContentConfiguration()
headerContent.text = "Today"
header.contentConfiguration = headerContent
print((header.contentConfiguration as? UIListContentConfiguration)?.text ?? "-")
// expect: Today
