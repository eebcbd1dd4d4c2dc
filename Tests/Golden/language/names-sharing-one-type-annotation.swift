// `let w, h: Double` gives both names the one written type: stored properties, locals and globals alike.
struct Insets {
    var top, bottom: Double
    let leading, trailing: Int
    var vertical: Double { top + bottom }
}
let insets = Insets(top: 8, bottom: 12, leading: 16, trailing: 4)
print(insets.vertical, insets.leading - insets.trailing)
// expect: 20.0 12
final class Badge {
    var count, limit: Int!
    init() {}
}
let badge = Badge()
badge.count = 3
badge.limit = 99
print(badge.count + 1, badge.limit!)
// expect: 4 99
let first, last: String
first = "Ada"
last = "Lovelace"
func area(of rows: Int) -> Double {
    var width, height: Double
    width = 2.5
    height = Double(rows) * 44
    return width * height
}
print(first, last, area(of: 2))
// expect: Ada Lovelace 220.0
