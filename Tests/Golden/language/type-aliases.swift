// Type aliases: top level, nested in (generic) types, and protocol compositions as conformances and constraints.
protocol Named { var name: String { get } }
protocol Counted { var count: Int { get } }
typealias NamedAndCounted = Named & Counted
typealias Score = Int
typealias Pair = (Score, String)

struct Box<Item> {
    typealias Element = Item
    typealias Class = Box<Item>
    var items: [Element] = []
    func first() -> Element? { items.first }
}

struct Shelf: NamedAndCounted {
    typealias Row = [String]
    var name = "shelf"
    var rows: Row = ["a", "b"]
    var count: Int { rows.count }
}

func summary<T: NamedAndCounted>(_ value: T) -> String { "\(value.name): \(value.count)" }
func describe(_ value: NamedAndCounted) -> String { value.name + "/" + String(value.count) }

let s: Score = 42
let p: Pair = (1, "one")
print(s, p.1)
var box = Box<Int>.Class()
box.items.append(7)
print(box.first() ?? 0)
let e: Box<String>.Element = "text"
print(e)
print(summary(Shelf()))
print(describe(Shelf()))
let row: Shelf.Row = ["x"]
print(row)
let things: [NamedAndCounted] = [Shelf()]
print(things.count)
// expect: 42 one
// expect: 7
// expect: text
// expect: shelf: 2
// expect: shelf/2
// expect: ["x"]
// expect: 1
