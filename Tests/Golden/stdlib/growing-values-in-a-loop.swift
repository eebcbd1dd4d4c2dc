// Appending in a loop costs O(n) overall, as in Swift: 200,000 rows and characters take moments.
struct Section {
    var rows: [Int] = []
}

var rows: [Int] = []
for i in 0..<200_000 {
    rows.append(i)
}
print(rows.count, rows[199_999])
// expect: 200000 199999

var text = ""
for _ in 0..<200_000 {
    text += "x"
}
print(text.count)
// expect: 200000

var section = Section()
var sections = [Section(), Section()]
for i in 0..<100_000 {
    section.rows.append(i)
    sections[1].rows.append(i)
}
print(section.rows.count, sections[1].rows.count, sections[0].rows.count)
// expect: 100000 100000 0

var byKey: [String: [Int]] = ["even": []]
for i in 0..<100_000 where i % 2 == 0 {
    byKey["even"]?.append(i)
}
print(byKey["even"]?.count ?? 0)
// expect: 50000
