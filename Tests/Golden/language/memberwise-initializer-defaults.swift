// A struct's memberwise initializer lets properties with defaults be left out; a let with a value is
// not a parameter at all.
struct CellStyle {
    var title: String
    var lines = 1
    var isBold: Bool = false
    let kind = "plain"
    let height: Int
}

let a = CellStyle(title: "a", height: 44)
let b = CellStyle(title: "b", lines: 2, height: 60)
let c = CellStyle(title: "c", lines: 3, isBold: true, height: 80)
let d = CellStyle(title: "d", isBold: true, height: 30)
for style in [a, b, c, d] { print(style.title, style.lines, style.isBold, style.kind, style.height) }

struct Defaults {
    var count = 0
    var name = "none"
}
let empty = Defaults()
let named = Defaults(name: "set")
print(empty.count, empty.name, named.count, named.name)
// expect: a 1 false plain 44
// expect: b 2 false plain 60
// expect: c 3 true plain 80
// expect: d 1 true plain 30
// expect: 0 none 0 set
