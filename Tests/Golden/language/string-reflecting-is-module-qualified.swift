// String(reflecting:) qualifies the learner's types with their module (main for a script), keeps outer types, and leaves UIKit's Objective-C classes and plain values unqualified.
import UIKit

enum Outer {
    struct Inner {}
}

final class ProfileCell: UITableViewCell {}

print(String(reflecting: ProfileCell.self))
// expect: main.ProfileCell
print(String(reflecting: Outer.Inner.self))
// expect: main.Outer.Inner
print(String(describing: Outer.Inner.self), String(reflecting: UITableViewCell.self))
// expect: Inner UITableViewCell
print(String(reflecting: 42), String(reflecting: "text"))
// expect: 42 "text"
