// Inside a non-mutating method self is immutable, so a lazy var of the struct cannot be read there.
struct Report {
    var rows: [Int]
    lazy var total = rows.reduce(0, +)
    func describe() -> String { "total \(total)" }
}
var report = Report(rows: [1, 2])
print(report.describe())
// expect-error: cannot use mutating getter on immutable value: 'self' is immutable
// expect-note: mark method 'mutating' to make 'self' mutable
