// A cell nib must hold exactly one top-level object, and it must be a table view cell.
import UIKit

final class PairCell: UITableViewCell {}

let tableView = UITableView()
// TwoCells.xib holds two top-level cells.
tableView.register(UINib(nibName: "TwoCells", bundle: nil), forCellReuseIdentifier: "Pair")
print("registered")
// expect: registered
_ = tableView.dequeueReusableCell(withIdentifier: "Pair", for: IndexPath(row: 0, section: 0))
// expect-crash: invalid nib registered for identifier (Pair) - nib must contain exactly one top level object which must be a UITableViewCell instance
