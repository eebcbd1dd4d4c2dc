// Inside a type, a nested type or a typealias member wins over a top-level type of the same name: one the type
// declares, one its superclass declares, and the enclosing type naming itself. Outside, the name is the
// top-level type again. (An alias a conformance infers is found too: MemberTypeNamesTests, over two entries.)
struct Shelf {
    struct Double {
        let label = "shelf's own Double"
    }
    func make() -> Double { Double() }
}
print(Shelf().make().label)
// expect: shelf's own Double

class Grid {
    typealias Int = String
}
final class Board: Grid {
    func cell() -> Int { "a string, as Grid says" }
}
print(Board().cell())
// expect: a string, as Grid says

enum Menu {
    struct Menu {
        let depth = 2
    }
    static func inner() -> Menu { Menu() }
}
print(Menu.inner().depth)
// expect: 2

let plain: Double = 1.5
print(plain * 2)
// expect: 3.0
