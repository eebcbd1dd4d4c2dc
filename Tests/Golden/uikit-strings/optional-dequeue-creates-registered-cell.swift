// The optional dequeue makes a new cell when the identifier is registered and the queue is empty.
import UIKit

final class PlainCell: UITableViewCell {}

let tableView = UITableView()
print(tableView.dequeueReusableCell(withIdentifier: "Plain") == nil)
// expect: true
tableView.register(PlainCell.self, forCellReuseIdentifier: "Plain")
let cell = tableView.dequeueReusableCell(withIdentifier: "Plain")
print(cell == nil)
// expect: false
if let cell = cell {
    print(type(of: cell), cell.reuseIdentifier ?? "nil")
}
// expect: PlainCell Plain
