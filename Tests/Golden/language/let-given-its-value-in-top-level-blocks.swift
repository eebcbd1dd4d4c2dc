// A `let` declared without a value inside a top-level loop or `do` block takes its value later, once on each
// path, as it does in a function body.
let sizes = [12, 40, 7]
for size in sizes {
    let label: String
    if size > 30 {
        label = "large"
    } else if size > 10 {
        label = "medium"
    } else {
        label = "small"
    }
    print(size, label)
}
// expect: 12 medium
// expect: 40 large
// expect: 7 small
do {
    let total: Int
    total = sizes.reduce(0, +)
    print(total)
}
// expect: 59
enum Mode { case compact, regular }
for mode in [Mode.compact, .regular] {
    let columns: Int
    switch mode {
    case .compact: columns = 2
    case .regular: columns = 4
    }
    print(mode, columns)
}
// expect: compact 2
// expect: regular 4
