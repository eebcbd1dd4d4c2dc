// With cellType defaulting to T.self and no type given, T falls back to UITableViewCell, which is not Reusable.
import UIKit
import Reusable

final class NewsCell: UITableViewCell, Reusable {}

let tableView = UITableView()
tableView.register(cellType: NewsCell.self)
let cell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
// expect-error: instance method 'dequeueReusableCell(for:cellType:)' requires that 'UITableViewCell' conform to 'Reusable'
// expect-note: where 'T' = 'UITableViewCell'
print("never printed")
