// Foundation's value types around cells: IndexSet, Date, UUID and ObjectIdentifier, printed as Swift prints them.
import Foundation

var sections = IndexSet(integer: 3)
sections.insert(5)
sections.insert(integersIn: 7..<9)
print(sections)
print(sections.count, sections.contains(5), Array(sections), sections.first as Any, sections.last as Any)
print([sections])
let none = IndexSet()
print(none, none.isEmpty)

let newYear = Date(timeIntervalSince1970: 1_767_225_600)
print(newYear)
print([newYear])
print(newYear.timeIntervalSince1970)
let later = newYear.addingTimeInterval(90)
print(later > newYear, later.timeIntervalSince(newYear), later == newYear + 90)

let known = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
print(known, known.uuidString, [known])
print(UUID(uuidString: "not a uuid") as Any)

// A fresh UUID is the typical diffable item identifier: unique, Hashable.
struct Row: Hashable {
    let id = UUID()
    var title: String
}
let rows = [Row(title: "a"), Row(title: "a")]
print(rows[0] == rows[1], rows[0].id == rows[0].id, rows[0].id.uuidString.count)
var ids: Set<UUID> = []
ids.insert(rows[0].id)
ids.insert(rows[1].id)
ids.insert(rows[0].id)
print(ids.count)

final class Cell {}
let cell = Cell()
let identity = ObjectIdentifier(cell)
print(identity == ObjectIdentifier(cell), identity == ObjectIdentifier(Cell()), "\(identity)".hasPrefix("ObjectIdentifier(0x"))
var seen: [ObjectIdentifier: String] = [:]
seen[identity] = "first"
print(seen[ObjectIdentifier(cell)] ?? "none")

let start = Date()
let end = Date()
print(end >= start, end.timeIntervalSince(start) >= 0)
print(String(format: "%d rows, %@ and %.2f s", 3, "ok", 2.5))
// expect: 4 indexes
// expect: 4 true [3, 5, 7, 8] Optional(3) Optional(8)
// expect: [4 indexes]
// expect: 0 indexes true
// expect: 2026-01-01 00:00:00 +0000
// expect: [2026-01-01 00:00:00 +0000]
// expect: 1767225600.0
// expect: true 90.0 true
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F E621E1F8-C36C-495A-93FC-0C247A3E6E5F [E621E1F8-C36C-495A-93FC-0C247A3E6E5F]
// expect: nil
// expect: false true 36
// expect: 2
// expect: true false true
// expect: first
// expect: true true
// expect: 3 rows, ok and 2.50 s
