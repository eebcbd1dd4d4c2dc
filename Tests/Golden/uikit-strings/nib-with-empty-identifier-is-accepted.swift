// A nib cell whose Identifier field is left empty is accepted under any registered identifier.
import UIKit

final class UnlabeledCell: UITableViewCell {}

let tableView = UITableView()
// UnlabeledCell.xib has no reuseIdentifier attribute at all.
tableView.register(UINib(nibName: "UnlabeledCell", bundle: nil), forCellReuseIdentifier: "Anything")
let cell = tableView.dequeueReusableCell(withIdentifier: "Anything", for: IndexPath(row: 0, section: 0))
print(type(of: cell))
// expect: UnlabeledCell
