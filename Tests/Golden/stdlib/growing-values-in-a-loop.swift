// Appending in a loop costs O(n) overall, as in Swift: 100,000 rows and characters take moments.
struct Section {
    var rows: [Int] = []
}

var rows: [Int] = []
for i in 0..<100_000 {
    rows.append(i)
}
print(rows.count, rows[99_999])
// expect: 100000 99999

var text = ""
for _ in 0..<100_000 {
    text += "x"
}
print(text.count)
// expect: 100000

var section = Section()
var sections = [Section(), Section()]
for i in 0..<50_000 {
    section.rows.append(i)
    sections[1].rows.append(i)
}
print(section.rows.count, sections[1].rows.count, sections[0].rows.count)
// expect: 50000 50000 0

var byKey: [String: [Int]] = ["even": []]
for i in 0..<50_000 where i % 2 == 0 {
    byKey["even"]?.append(i)
}
print(byKey["even"]?.count ?? 0)
// expect: 25000
