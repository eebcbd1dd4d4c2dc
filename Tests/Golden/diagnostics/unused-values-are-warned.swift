// A value computed as a statement and dropped does nothing: swiftc names what was dropped (a property read, a subscript, a literal, a variable, an operator's result, an expression by its type) and the run goes on.
import UIKit

final class BadgeCell: UITableViewCell {
    var badgeCount = 0
    let maximum = 99
    var titles = ["Inbox", "Sent"]

    func refresh() {
        badgeCount
        self.maximum
        titles[0]
        badgeCount > maximum ? maximum : badgeCount
        -badgeCount
        print("refreshed")
    }
}

enum Filter {
    case all
    case unread(Int)
}

func makeCell() -> BadgeCell {
    BadgeCell(style: .default, reuseIdentifier: "Badge")
}

var total = 0
let cell = makeCell()
cell.textLabel
cell.textLabel?.text
cell.refresh()
(cell.badgeCount)
total
"Badge"
42
Filter.unread(3)
let describe: (Int) -> String = { "\($0) new" }
describe(2)
print(describe(cell.badgeCount))
// expect: refreshed
// expect: 0 new
// expect-warning: property is accessed but result is unused
// expect-warning: expression of type 'Int' is unused
// expect-warning: subscript is accessed but result is unused
// expect-warning: result of operator '-' is unused
// expect-warning: expression of type 'UILabel?' is unused
// expect-warning: expression of type 'String?' is unused
// expect-warning: variable is unused
// expect-warning: string literal is unused
// expect-warning: integer literal is unused
// expect-warning: result of call to function returning 'Filter' is unused
// expect-warning: result of call to function returning 'String' is unused
