// An identifier must be a String: passing an Int is rejected.
import UIKit

final class CountCell: UITableViewCell {}

let tableView = UITableView()
tableView.register(CountCell.self, forCellReuseIdentifier: 42)
// expect-error: cannot convert value of type 'Int' to expected argument type 'String'
print("never printed")
