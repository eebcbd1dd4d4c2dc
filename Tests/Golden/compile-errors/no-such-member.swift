// Calling a method the type does not have is a compile-time error naming the type and the member.
import UIKit

let tableView = UITableView()
tableView.registerCell(UITableViewCell.self)
// expect-error: value of type 'UITableView' has no member 'registerCell'
print("never printed")
