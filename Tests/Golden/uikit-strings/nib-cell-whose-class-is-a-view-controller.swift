// A nib's cell is an instance of its custom class: a tableViewCell whose class is UIViewController is no cell.
import UIKit

let tableView = UITableView()
// ControllerInCellNib.xib holds one <tableViewCell> with customClass="UIViewController".
tableView.register(UINib(nibName: "ControllerInCellNib", bundle: nil), forCellReuseIdentifier: "Screen")
print("registered")
// expect: registered
_ = tableView.dequeueReusableCell(withIdentifier: "Screen", for: IndexPath(row: 0, section: 0))
// expect-crash: invalid nib registered for identifier (Screen) - nib must contain exactly one top level object which must be a UITableViewCell instance
