// lazy sequences run each closure only when an element is asked for, and only as often as needed.
let rows = [3, 8, 1, 12, 7, 20]

var log: [String] = []
let firstBig = rows.lazy
    .map { (n: Int) -> Int in log.append("map \(n)"); return n * 10 }
    .filter { (n: Int) -> Bool in log.append("filter \(n)"); return n > 50 }
    .first
print(firstBig as Any)
print(log)

// Eager for comparison: every element is mapped before any is filtered.
log = []
let eager = rows.map { (n: Int) -> Int in log.append("map \(n)"); return n * 10 }.filter { $0 > 50 }.first
print(eager as Any, log.count)

// Nothing runs until something iterates.
var calls = 0
let pending = rows.lazy.map { (n: Int) -> Int in calls += 1; return n + 1 }
print(calls)
print(Array(pending), calls)
print(Array(pending.filter { $0 % 2 == 0 }), calls)

// A loop that breaks early stops the chain early.
calls = 0
for n in rows.lazy.map({ (n: Int) -> Int in calls += 1; return n * 2 }) {
    if n > 10 { print("found", n); break }
}
print(calls)

print(Array((1...10).lazy.filter { $0 % 3 == 0 }.map { "#\($0)" }))
print(rows.lazy.compactMap { $0 > 5 ? String($0) : nil }.joined(separator: ","))
print(Array(rows.lazy.prefix(2)), rows.lazy.filter { $0 > 100 }.first as Any)
print(rows.lazy.contains { $0 == 12 }, rows.lazy.reduce(0, +), rows.lazy.filter { $0 > 5 }.count)
print(Array("swift".lazy.map { $0.uppercased() }))
// expect: Optional(80)
// expect: ["map 3", "filter 30", "map 8", "filter 80", "map 8"]
// expect: Optional(80) 6
// expect: 0
// expect: [4, 9, 2, 13, 8, 21] 6
// expect: [4, 2, 8] 12
// expect: found 16
// expect: 2
// expect: ["#3", "#6", "#9"]
// expect: 8,12,7,20
// expect: [3, 8] nil
// expect: true 51 4
// expect: ["S", "W", "I", "F", "T"]
