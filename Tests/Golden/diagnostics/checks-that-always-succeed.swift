// Checks that cannot fail on a cell: comparing a non-optional to nil, '??' on a non-optional, and casts to the type it already has or a superclass; swiftc warns at each operator.
import UIKit

final class ProfileCell: UITableViewCell {}

let cell = ProfileCell(style: .default, reuseIdentifier: "Profile")
let rows = 3
if cell != nil {
    print("a cell")
}
let visibleRows = rows ?? 0
let view: UITableViewCell = cell
if view is UIView {
    print("a view")
}
if let profile = cell as? ProfileCell {
    print(profile.reuseIdentifier ?? "-")
}
let same = cell as! ProfileCell
print(visibleRows, same === cell)
// expect: a cell
// expect: a view
// expect: Profile
// expect: 3 true
// expect-warning: comparing non-optional value of type 'ProfileCell' to 'nil' always returns true
// expect-warning: left side of nil coalescing operator '??' has non-optional type 'Int', so the right side is never used
// expect-warning: 'is' test is always true
// expect-warning: conditional cast from 'ProfileCell' to 'ProfileCell' always succeeds
// expect-warning: forced cast of 'ProfileCell' to same type has no effect
