// No subscript of the type takes the argument: swiftc's "no exact matches" with a note at each candidate.
struct Grid {
    var cells = ["a", "b", "c"]
    subscript(name: String) -> Int? { cells.firstIndex(of: name) }
    subscript(index: Int) -> String { cells[index] }
}

let grid = Grid()
print(grid[1.5])
// expect-error: no exact matches in call to subscript 
// expect-note: candidate expects value of type 'String' for parameter #1 (got 'Double')
// expect-note: candidate expects value of type 'Int' for parameter #1 (got 'Double')
// expect-errors: 1
