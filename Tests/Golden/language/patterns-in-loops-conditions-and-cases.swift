// Patterns: casts, optionals, tuples, ranges, where clauses and enum cases, in for, if, guard, switch.
class Item { let title: String; init(title: String) { self.title = title } }
final class Header: Item {}
final class Row: Item { let height: Int; init(title: String, height: Int) { self.height = height; super.init(title: title) } }

let items: [Item] = [Header(title: "Top"), Row(title: "a", height: 44), Row(title: "b", height: 88), Item(title: "plain")]

for case let row as Row in items where row.height > 50 {
    print("tall row", row.title)
}
// expect: tall row b

let maybeNames: [String?] = ["x", nil, "y"]
for case let name? in maybeNames {
    print("name", name)
}
// expect: name x
// expect: name y

for (index, item) in items.enumerated() where index % 2 == 0 {
    print(index, item.title)
}
// expect: 0 Top
// expect: 2 b

let pairs = [(0, "zero"), (1, "one"), (0, "again")]
for case (0, let word) in pairs {
    print("first is zero:", word)
}
// expect: first is zero: zero
// expect: first is zero: again

func kind(_ item: Any) -> String {
    switch item {
    case let row as Row: return "row of height \(row.height)"
    case is Header: return "header"
    case let n as Int where n < 0: return "negative int"
    case let n as Int: return "int \(n)"
    default: return "something else"
    }
}
print(kind(items[1]), "|", kind(items[0]), "|", kind(-2), "|", kind(5), "|", kind("s"))
// expect: row of height 44 | header | negative int | int 5 | something else

func bucket(_ n: Int) -> String {
    switch n {
    case ..<0: return "below"
    case 0..<10: return "single digit"
    case 10...99: return "two digits"
    default: return "large"
    }
}
print(bucket(-1), bucket(7), bucket(10), bucket(99), bucket(100))
// expect: below single digit two digits two digits large

let position = (0, 3)
switch position {
case (0, let row) where row > 2: print("section 0, far row", row)
case (0, _): print("section 0")
case (let s, 0), (let s, 1): print("near top of section", s)
default: print("elsewhere")
}
// expect: section 0, far row 3

enum Event {
    case tap(x: Int, y: Int)
    case scroll(offset: Int)
    case reset
}
let events: [Event] = [.tap(x: 1, y: 2), .scroll(offset: 40), .reset, .scroll(offset: -5)]
for event in events {
    if case .scroll(let offset) = event, offset > 0 {
        print("scrolled down by", offset)
    } else if case let .tap(x, y) = event {
        print("tap at", x, y)
    } else if case .reset = event {
        print("reset")
    } else {
        print("other")
    }
}
// expect: tap at 1 2
// expect: scrolled down by 40
// expect: reset
// expect: other

func firstTap(_ events: [Event]) -> Int {
    for event in events {
        guard case .tap(x: let x, y: _) = event else { continue }
        return x
    }
    return -1
}
print(firstTap(events))
// expect: 1

let stored: Int? = 42
switch stored {
case .some(let v) where v > 40: print("big", v)
case let v?: print("small", v)
case nil: print("nothing")
}
// expect: big 42

let title: String? = "Cell"
if let title {
    print("shorthand", title)
}
func greet(_ name: String?) -> String {
    guard let name else { return "nobody" }
    return "hello \(name)"
}
print(greet(nil), greet("you"))
// expect: shorthand Cell
// expect: nobody hello you

// Several patterns in one case bind the same name; each one's where clause is its own.
enum Shape { case circle(Int), square(Int), dot }
let shapes: [Shape] = [.circle(1), .square(12), .square(3), .dot]
for s in shapes {
    switch s {
    case .circle(let r), .square(let r) where r > 10: print("value", r)
    default: print("other")
    }
}
// expect: value 1
// expect: value 12
// expect: other
// expect: other
