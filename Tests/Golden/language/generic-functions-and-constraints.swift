// A generic parameter is bound by an argument, a contextual type, or a default argument.
import UIKit

protocol Named {
    static var typeName: String { get }
}

extension Named {
    static var typeName: String { return String(describing: self) }
}

final class HeroCell: UITableViewCell, Named {}
final class LinkCell: UITableViewCell, Named {}

func name<T: Named>(of type: T.Type) -> String {
    return T.typeName
}

func pick<T: UITableViewCell & Named>(_ type: T.Type = T.self) -> String {
    return "picked \(T.typeName)"
}

func firstName<T>(in list: [T], where matches: (T) -> Bool) -> T? {
    for element in list where matches(element) {
        return element
    }
    return nil
}

print(name(of: HeroCell.self))
// expect: HeroCell
let chosen: String = pick(LinkCell.self)
print(chosen)
// expect: picked LinkCell
print(firstName(in: ["ab", "abc", "abcd"], where: { $0.count > 2 }) ?? "none")
// expect: abc
print(firstName(in: [1, 2], where: { $0 > 5 }) as Any)
// expect: nil
