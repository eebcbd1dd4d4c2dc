// A cell is an NSObject, so it is Equatable already: an extension that adds `Equatable` again is swiftc's "redundant conformance" (compare with `isEqual(_:)` or `===`).
import UIKit

final class BadgeCell: UITableViewCell {
    var badge = 0
}

extension BadgeCell: Equatable {
    static func == (lhs: BadgeCell, rhs: BadgeCell) -> Bool { lhs.badge == rhs.badge }
}

let first = BadgeCell(style: .default, reuseIdentifier: "badge")
print(first == first)
// expect-error: redundant conformance of 'BadgeCell' to protocol 'Equatable'
// expect-note: 'BadgeCell' inherits conformance to protocol 'Equatable' from superclass here
// expect-errors: 1
