// String(describing:) names only the innermost type; a metatype of a metatype gets ".Type".
import UIKit

enum Outer {
    struct Inner {
        final class Deepest {}
    }
}

final class ProfileCell: UITableViewCell {}

print(String(describing: Outer.Inner.self))
// expect: Inner
print(String(describing: Outer.Inner.Deepest.self))
// expect: Deepest
print(String(describing: ProfileCell.self))
// expect: ProfileCell
print(String(describing: type(of: ProfileCell.self)))
// expect: ProfileCell.Type
print(ProfileCell.self)
// expect: ProfileCell
print("\(Outer.Inner.Deepest.self)")
// expect: Deepest
