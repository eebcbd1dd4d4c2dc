// A local `let` may be declared without a value and given one later: once on the way through, or once in each branch of an `if` or a `switch`.
func rowHeight(forLines lines: Int, compact: Bool) -> Int {
    let padding: Int
    if compact {
        padding = 8
    } else {
        padding = 16
    }
    let title: String
    switch lines {
    case 0: title = "empty"
    case 1: title = "single"
    default: title = "\(lines) lines"
    }
    let height: Int
    height = lines * 20 + padding
    print(title, height)
    return height
}
print(rowHeight(forLines: 0, compact: true))
print(rowHeight(forLines: 3, compact: false))
// expect: empty 8
// expect: 8
// expect: 3 lines 76
// expect: 76
