// Tuple assignment and elements, key paths used as functions, and metatypes as values.
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
