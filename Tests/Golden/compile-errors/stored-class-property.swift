// A class var must be computed: stored class properties are not supported.
import UIKit

class BaseCell: UITableViewCell {
    class var identifier = "BaseCell"
}
// expect-error: class stored properties not supported in classes; did you mean 'static'?
