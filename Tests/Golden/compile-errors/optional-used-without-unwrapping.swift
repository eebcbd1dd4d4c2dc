// The optional dequeue returns UITableViewCell?, which cannot be used as a UITableViewCell without unwrapping.
import UIKit

func configure(_ cell: UITableViewCell) {
    cell.textLabel?.text = "Hello"
}

let tableView = UITableView()
let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
configure(cell)
// expect-error: value of optional type 'UITableViewCell?' must be unwrapped to a value of type 'UITableViewCell'
// expect-note: coalesce using '??' to provide a default when the optional value contains 'nil'
// expect-note: force-unwrap using '!' to abort execution if the optional value contains 'nil'
