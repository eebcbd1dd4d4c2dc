// Using a name that was never declared is caught before anything runs.
import UIKit

final class ListCell: UITableViewCell {}

let tableView = UITableView()
tableView.register(ListCel.self, forCellReuseIdentifier: "ListCell")
// expect-error: cannot find 'ListCel' in scope
print("never printed")
