// print shows nested values in their debug form: module-qualified structs and enums, quoted strings.
struct Size {
    var width: Int
}

struct Cell {
    var size: Size
    var kind: Kind
}

enum Kind {
    case plain
    case badge(Int, label: String)
}

final class Box {}

print(Size(width: 1), [Size(width: 1)], Optional(Size(width: 2)) as Any)
// expect: Size(width: 1) [main.Size(width: 1)] Optional(main.Size(width: 2))
print(Cell(size: Size(width: 3), kind: .badge(2, label: "new")))
// expect: Cell(size: main.Size(width: 3), kind: main.Kind.badge(2, label: "new"))
print(Kind.plain, Kind.badge(1, label: "x"), [Kind.plain], (Size(width: 4), Kind.plain))
// expect: plain badge(1, label: "x") [main.Kind.plain] (main.Size(width: 4), main.Kind.plain)
print(Box(), [Box()])
// expect: main.Box [main.Box]
let nested: Int?? = 5
let arrayOfOptionals: [Int?] = [1, nil]
print(nested as Any, arrayOfOptionals, [Optional("s"), nil])
// expect: Optional(Optional(5)) [Optional(1), nil] [Optional("s"), nil]
print((1, "a", 2.5), 1..<3, 1...3, [1..<3])
// expect: (1, "a", 2.5) 1..<3 1...3 [Range(1..<3)]
print(Int.self, [Int].self, Size.self, type(of: Kind.plain))
// expect: Int Array<Int> Size Kind
print(String(reflecting: Size(width: 1)), String(describing: Size(width: 1)), String(reflecting: "x"))
// expect: main.Size(width: 1) Size(width: 1) "x"
print(1.0, 0.1 + 0.2, 1e20, 100.0 / 3)
// expect: 1.0 0.30000000000000004 1e+20 33.333333333333336
