// A cell with a stored property and no initializer of its own inherits none: not even init(coder:), which
// swiftc's Swift 5 mode only warns about, beside the error that nothing could make the cell.
import UIKit

final class BadgeCell: UITableViewCell {
    var count: Int

    func show() { textLabel?.text = "\(count)" }
}
// expect-error: class 'BadgeCell' has no initializers
// expect-note: stored property 'count' without initial value prevents synthesized initializers
// expect-warning: 'required' initializer 'init(coder:)' must be provided by subclass of 'UITableViewCell'; this is an error in the Swift 6 language mode
// expect-note: 'required' initializer is declared in superclass here
// expect-errors: 1
