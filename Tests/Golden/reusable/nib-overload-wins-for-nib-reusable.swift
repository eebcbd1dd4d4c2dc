// For a NibReusable cell, register(cellType:) picks the nib overload: without a nib file the dequeue fails.
import UIKit
import Reusable

final class CodeCell: UITableViewCell, Reusable {}
// There is no NibOnlyCell.xib beside this script.
final class NibOnlyCell: UITableViewCell, NibReusable {}

let tableView = UITableView()
tableView.register(cellType: CodeCell.self)
tableView.register(cellType: NibOnlyCell.self)
let code: CodeCell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
print(type(of: code))
// expect: CodeCell
let nib: NibOnlyCell = tableView.dequeueReusableCell(for: IndexPath(row: 1, section: 0))
// expect-crash: Could not load NIB in bundle
