// Tuples (assignment, elements by position and label, labels in printing), key paths used as functions, metatypes as values.
var first = 1
var second = 2
(first, second) = (second, first)
print(first, second)
// expect: 2 1

var rows = ["a", "b", "c"]
(rows[0], rows[2]) = (rows[2], rows[0])
print(rows)
// expect: ["c", "b", "a"]

let pair = (3, "three")
print(pair.0, pair.1)
// expect: 3 three

var kept = 0
(kept, _) = (10, "ignored")
print(kept)
// expect: 10

func minMax(_ values: [Int]) -> (Int, Int) {
    var low = values[0]
    var high = values[0]
    for v in values {
        if v < low { low = v }
        if v > high { high = v }
    }
    return (low, high)
}
let (low, high) = minMax([4, 9, 1, 7])
print(low, high)
// expect: 1 9

let person = (name: "Ada", age: 36)
print(person.name, person.1, person)
// expect: Ada 36 (name: "Ada", age: 36)

var origin: (x: Int, y: Int) = (0, 0)
origin.x += 3
origin.1 = 4
let unlabelled: (Int, Int) = origin
print(origin, unlabelled, type(of: origin))
// expect: (x: 3, y: 4) (3, 4) (x: Int, y: Int)

func extremes(_ values: [Int]) -> (lowest: Int, highest: Int) {
    let sorted = values.sorted(by: <)
    return (sorted[0], sorted[sorted.count - 1])
}
let range = extremes([5, 2, 9])
print(range.lowest, range.highest)
// expect: 2 9

for entry in ["only": 1] {
    print(entry.key, entry.value, entry)
}
// expect: only 1 (key: "only", value: 1)

for pair in ["x", "y"].enumerated() {
    print(pair.offset, pair.element)
}
// expect: 0 x
// expect: 1 y

struct Cell {
    let title: String
    let height: Int
    var isTall: Bool { height > 50 }
}
let cells = [Cell(title: "top", height: 44), Cell(title: "photo", height: 120), Cell(title: "footer", height: 60)]
print(cells.map(\.title))
print(cells.map(\Cell.height))
print(cells.filter(\.isTall).map(\.title))
print(cells.map(\.title.count))
// expect: ["top", "photo", "footer"]
// expect: [44, 120, 60]
// expect: ["photo", "footer"]
// expect: [3, 5, 6]

let intType: Int.Type = Int.self
print(intType, type(of: 5) == Int.self)
let metatypeOfMetatype = Int.Type.self
print(metatypeOfMetatype)
// expect: Int true
// expect: Int.Type
