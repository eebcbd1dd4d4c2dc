// Argument labels are part of a method's name: the wrong label does not compile.
import UIKit

let tableView = UITableView()
let cell = tableView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
// expect-error: incorrect argument label in call (have 'withReuseIdentifier:for:', expected 'withIdentifier:for:')
print("never printed")
