// Reuse identifiers are compared exactly: "Cell" and "cell" are two different identifiers.
import UIKit

final class NameCell: UITableViewCell {}

let tableView = UITableView()
tableView.register(NameCell.self, forCellReuseIdentifier: "Cell")
let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
print(type(of: cell))
// expect: NameCell
_ = tableView.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 1, section: 0))
// expect-crash: unable to dequeue a cell with identifier cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard
