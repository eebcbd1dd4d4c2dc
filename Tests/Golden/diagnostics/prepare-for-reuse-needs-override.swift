// Writing UIKit's prepareForReuse() without `override`: swiftc points at UIKit's declaration too.
import UIKit

class AvatarCell: UITableViewCell {
    var userName = ""

    func prepareForReuse() {
        userName = ""
    }
}

// expect-error: overriding declaration requires an 'override' keyword
// expect-note: overridden declaration is here
