// Reusable's register(cellType:) only accepts cells that conform to Reusable.
import UIKit
import Reusable

final class PlainCell: UITableViewCell {}

let tableView = UITableView()
tableView.register(cellType: PlainCell.self)
// expect-error: instance method 'register(cellType:)' requires that 'PlainCell' conform to 'Reusable'
// expect-note: where 'T' = 'PlainCell'
print("never printed")
