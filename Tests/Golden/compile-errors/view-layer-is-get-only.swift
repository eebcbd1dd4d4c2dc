// A view's layer is its own: UIKit declares it get-only, so a view cannot be given another.
import UIKit

let view = UIView()
view.layer = CALayer()
// expect-error: cannot assign to property: 'layer' is a get-only property
