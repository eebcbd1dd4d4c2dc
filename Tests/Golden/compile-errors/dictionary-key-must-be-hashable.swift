// A struct is a dictionary key only when it is Hashable (declaring the conformance is enough: Swift synthesizes it).
struct Cell {
    var row: Int
}
let heights = [Cell(row: 0): 44.0]
print(heights.count)
// expect-error: generic struct 'Dictionary' requires that 'Cell' conform to 'Hashable'
// expect-note: where 'Key' = 'Cell'
