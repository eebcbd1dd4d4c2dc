// Subscripts: several indices, labels, get/set, static, in protocols and extensions; value types write back.
struct Grid {
    var cells: [Int]
    let columns: Int
    subscript(row: Int, column: Int) -> Int {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        var result: [Int] = []
        for c in 0..<columns { result.append(cells[r * columns + c]) }
        return result
    }
}
var g = Grid(cells: [0, 1, 2, 3, 4, 5], columns: 3)
print(g[1, 2])
g[0, 1] = 10
print(g[0, 1])
print(g[row: 0])
g[1, 1] += 5
print(g.cells)
var grids = [g]
grids[0][0, 0] = 7
print(grids[0].cells[0], g.cells[0])
class Registry {
    private var store: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { store[key] }
        set(value) { store[key] = value }
    }
    static subscript(n: Int) -> String { "item\(n)" }
}
let r = Registry()
r["a"] = 1
print(r["a"] ?? 0, r["b"] ?? 0)
print(Registry[3])
protocol Lookup { subscript(i: Int) -> String { get } }
struct Letters: Lookup { subscript(i: Int) -> String { ["a", "b", "c"][i] } }
let l: Lookup = Letters()
print(l[2])
extension Grid {
    subscript(diagonal d: Int) -> Int { self[d, d] }
}
print(g[diagonal: 1])
// expect: 5
// expect: 10
// expect: [0, 10, 2]
// expect: [0, 10, 2, 3, 9, 5]
// expect: 7 0
// expect: 1 0
// expect: item3
// expect: c
// expect: 9
