// lazy var in a struct: computed on the first read, stored in the struct that was read, and copied with it; reading it needs a var, as it changes the value.
struct Report {
    var rows: [Int]
    lazy var total: Int = {
        print("summing", rows.count, "rows")
        return rows.reduce(0, +)
    }()
    lazy var title = "Report of \(rows.count)"

    mutating func summary() -> String { "\(title): \(total)" }
}

var report = Report(rows: [1, 2, 3])
print(report.total)
print(report.total)
// expect: summing 3 rows
// expect: 6
// expect: 6

report.rows.append(4)
print(report.summary())
// expect: Report of 4: 6

var fresh = Report(rows: [5])
var copy = fresh
print(fresh.total, copy.total)
// expect: summing 1 rows
// expect: summing 1 rows
// expect: 5 5

struct Screen { var report = Report(rows: [7, 8]) }
var screen = Screen()
print(screen.report.total, screen.report.total)
// expect: summing 2 rows
// expect: 15 15

var reports = [Report(rows: [1]), Report(rows: [2, 2])]
print(reports[1].total, reports[1].total)
// expect: summing 2 rows
// expect: 4 4

class Cell {
    var name = "cell"
    lazy var caption: String = { "caption of \(self.name)" }()
}
let cell = Cell()
cell.name = "renamed"
print(cell.caption)
// expect: caption of renamed
