// Key paths through optionals (`?` and `!`) and through array and dictionary subscripts, as values and as functions.
struct Cell { var title: String? }
struct Row { var cell: Cell? }
struct Section {
    var items: [String]
    var badges: [String: Int]
}

let rows = [Row(cell: Cell(title: "x")), Row(cell: nil), Row(cell: Cell(title: nil))]
print(rows.map(\.cell?.title))
let titleOfCell = \Row.cell?.title
print(rows[0][keyPath: titleOfCell] ?? "none")

var section = Section(items: ["a", "b"], badges: ["new": 2])
let firstItem = \Section.items[0]
print(section[keyPath: firstItem])
section[keyPath: firstItem] = "z"
print(section.items)
print(section[keyPath: \.badges["new"]] ?? 0)
print([[1, 2], [3]].map(\.[0]))
print([[1, 2], [3]].map(\.count))
let forced = \Row.cell!.title
print(rows[2][keyPath: forced] == nil)
// expect: [Optional("x"), nil, nil]
// expect: x
// expect: a
// expect: ["z", "b"]
// expect: 2
// expect: [1, 3]
// expect: [2, 1]
// expect: true
