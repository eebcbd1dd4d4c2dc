// required initializers can be called through a metatype value; convenience initializers delegate with
// self.init, which runs the subclass's override.
class Cell {
    let title: String
    required init(title: String) { self.title = title }
    convenience init() { self.init(title: "untitled") }
    func describe() -> String { "\(type(of: self)): \(title)" }
}

class ShoutingCell: Cell {
    required init(title: String) { super.init(title: title.uppercased()) }
}

final class PlainCell {
    let row: Int
    init(row: Int) { self.row = row }
}

func make(_ type: Cell.Type, _ title: String) -> Cell { type.init(title: title) }

print(make(Cell.self, "first").describe())
print(make(ShoutingCell.self, "second").describe())
print(Cell().describe())
print(ShoutingCell().describe())
let types: [Cell.Type] = [Cell.self, ShoutingCell.self]
for type in types { print(type.init(title: "loop").title) }
let plainType = PlainCell.self
print(plainType.init(row: 3).row)
// expect: Cell: first
// expect: ShoutingCell: SECOND
// expect: Cell: untitled
// expect: ShoutingCell: UNTITLED
// expect: loop
// expect: LOOP
// expect: 3
