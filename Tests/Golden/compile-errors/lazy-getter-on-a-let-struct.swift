// Reading a struct's lazy var stores it: a `let` struct cannot do that.
struct Report {
    var rows: [Int]
    lazy var total = rows.reduce(0, +)
}
let report = Report(rows: [1, 2])
print(report.total)
// expect-error: cannot use mutating getter on immutable value: 'report' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
