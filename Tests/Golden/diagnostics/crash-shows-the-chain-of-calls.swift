// A trap two calls deep shows the learner's calls that led there, innermost first, as a backtrace would.
struct Shelf {
    var books = ["Dune", "Emma"]

    func title(at index: Int) -> String {
        return books[index]
    }
}

func label(for row: Int, on shelf: Shelf) -> String {
    let title = shelf.title(at: row)
    return "Row \(row): \(title)"
}

let shelf = Shelf()
print(label(for: 1, on: shelf))
let rows = [0, 2].map { row in label(for: row, on: shelf) }
print(rows)
// expect: Row 1: Emma
// expect-crash: Fatal error: Index out of range
// expect-chain: in Shelf.title(at:)
// expect-chain: called from label(for:on:) at crash-shows-the-chain-of-calls.swift:11:17
// expect-chain: called from a closure at crash-shows-the-chain-of-calls.swift:17:32
// expect-chain: called from crash-shows-the-chain-of-calls.swift:17:12
