// A constant annotated as a table view cell given a plain `UIView`: a superclass is not one of its subclasses.
import UIKit

let cell: UITableViewCell = UIView()
print(cell)
// expect-error: cannot convert value of type 'UIView' to specified type 'UITableViewCell'
