// switch binds associated values with case let, case .x(let v), and falls back on default.
import UIKit

enum Source {
    case nib(String)
    case `class`(AnyClass)
    case storyboard(name: String, scene: String)
    case none
}

final class PlainCell: UITableViewCell {}

func describe(_ source: Source) -> String {
    switch source {
    case let .nib(name):
        return "nib \(name)"
    case .class(let type):
        return "class \(type)"
    case .storyboard(let name, let scene):
        return "scene \(scene) in \(name)"
    default:
        return "nothing"
    }
}

let sources: [Source] = [.nib("PlainCell"), .class(PlainCell.self), .storyboard(name: "Main", scene: "List"), .none]
for source in sources {
    print(describe(source))
}
// expect: nib PlainCell
// expect: class PlainCell
// expect: scene List in Main
// expect: nothing
