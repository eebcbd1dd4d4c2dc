// Implicitly unwrapped optionals: used as the wrapped type where needed, as an optional where one is expected.
final class Label {
    var text: String? = nil
}

class Cell {
    var label: Label!
    var count: Int! = 3
    let fixed: Int! = 10

    func configure(_ title: String) {
        label = Label()
        label.text = title
    }
}

func double(_ x: Int) -> Int { x * 2 }

let cell = Cell()
print(cell.count)
print(cell.count + 1)
print(double(cell.count))
print(cell.fixed * 2)
print(cell.label == nil)
if let l = cell.label { print("has label \(l.text ?? "")") } else { print("no label yet") }
print(cell.label?.text ?? "none")
cell.configure("Hello")
print(cell.label.text!)
let copy = cell.count
print(copy as Any)
let forced: Int = cell.count
print(forced)
cell.count = nil
print(cell.count ?? -1)
var local: String! = "abc"
print(local.count)
print(local.uppercased())
local = nil
print(local == nil)
cell.label = nil
// expect: Optional(3)
// expect: 4
// expect: 6
// expect: 20
// expect: true
// expect: no label yet
// expect: none
// expect: Hello
// expect: Optional(3)
// expect: 3
// expect: -1
// expect: 3
// expect: ABC
// expect: true
