// UITableViewCellStyle is Swift 3's name: swiftc names the one Swift 4.2 gave it.
import UIKit

let style: UITableViewCellStyle = .subtitle
let cell = UITableViewCell(style: style, reuseIdentifier: "Row")

// expect-error: 'UITableViewCellStyle' has been renamed to 'UITableViewCell.CellStyle'
// expect-note: 'UITableViewCellStyle' was obsoleted in Swift 4.2
