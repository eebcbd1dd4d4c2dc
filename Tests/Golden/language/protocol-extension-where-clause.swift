// A constrained protocol extension only applies to conforming types that also meet its where clause.
import UIKit

protocol Describable {
    var name: String { get }
}

extension Describable {
    func describe() -> String {
        return "thing \(name)"
    }
}

extension Describable where Self: UIView {
    func kind() -> String {
        return "a view called \(name)"
    }
}

final class Badge: UIView, Describable {
    let name = "badge"
}

struct Note: Describable {
    let name: String
}

let badge = Badge()
let note = Note(name: "memo")
print(badge.describe())
// expect: thing badge
print(badge.kind())
// expect: a view called badge
print(note.describe())
// expect: thing memo
