// Structs get a memberwise initializer; classes chain designated and convenience initializers.
import UIKit

struct Item {
    let title: String
    var count = 1
}

final class BadgeCell: UITableViewCell {
    var badge = 0

    convenience init(badge: Int) {
        self.init(style: .default, reuseIdentifier: nil)
        self.badge = badge
    }
}

let item = Item(title: "Apples", count: 3)
let single = Item(title: "Pear")
print(item.title, item.count, single.count)
// expect: Apples 3 1
var copy = item
copy.count = 10
print(item.count, copy.count)
// expect: 3 10
let cell = BadgeCell(badge: 4)
print(cell.badge, cell.reuseIdentifier ?? "no identifier")
// expect: 4 no identifier
