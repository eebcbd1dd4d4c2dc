// Some apps build reuse identifiers from the Objective-C runtime's class name. A top-level Swift class is named
// after its module (a script's module is `main`), so the identifier is "main.BadgeCell", not "BadgeCell": the
// same identifier must be used to register and to dequeue, or the table crashes.
import UIKit

final class BadgeCell: UITableViewCell {
    static var reuseIdentifier: String { NSStringFromClass(self) }
    static var shortName: String { NSStringFromClass(self).components(separatedBy: ".").last ?? "" }
}

print(BadgeCell.reuseIdentifier)
print(BadgeCell.shortName)
print(NSStringFromClass(UITableViewCell.self))
// expect: main.BadgeCell
// expect: BadgeCell
// expect: UITableViewCell

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
table.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.reuseIdentifier)
let cell = table.dequeueReusableCell(withIdentifier: BadgeCell.reuseIdentifier, for: IndexPath(row: 0, section: 0))
print(type(of: cell))
// expect: BadgeCell
_ = table.dequeueReusableCell(withIdentifier: "BadgeCell", for: IndexPath(row: 1, section: 0))
// expect-crash: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier BadgeCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'
