// Registering a class under an identifier that had a nib replaces the nib, and the other way round.
import UIKit

final class NibTitleCell: UITableViewCell {}
final class CodeTitleCell: UITableViewCell {}

let tableView = UITableView()
tableView.register(UINib(nibName: "NibTitleCell", bundle: nil), forCellReuseIdentifier: "Title")
tableView.register(CodeTitleCell.self, forCellReuseIdentifier: "Title")
let first = tableView.dequeueReusableCell(withIdentifier: "Title", for: IndexPath(row: 0, section: 0))
print(type(of: first))
// expect: CodeTitleCell
tableView.register(UINib(nibName: "NibTitleCell", bundle: nil), forCellReuseIdentifier: "Title")
let second = tableView.dequeueReusableCell(withIdentifier: "Title", for: IndexPath(row: 1, section: 0))
print(type(of: second))
// expect: NibTitleCell
