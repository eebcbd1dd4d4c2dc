// A type alias may name an alias or a type declared further down the file.
typealias Rows = [Row]
typealias Row = Item
struct Item { let title: String }
let rows: Rows = [Item(title: "first"), Row(title: "second")]
print(rows.map { $0.title })
// expect: ["first", "second"]
