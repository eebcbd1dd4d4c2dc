// A contacts screen: sections from Dictionary(grouping:), sorting by tuples, reduce(into:) counts, Set algebra on IDs, String(format:), lazy, stride, zip.
import Foundation
struct Contact { let first: String; let last: String; let age: Int; let id: Int }
let contacts = [
    Contact(first: "Ada", last: "Lovelace", age: 36, id: 1),
    Contact(first: "Alan", last: "Turing", age: 41, id: 2),
    Contact(first: "Grace", last: "Hopper", age: 85, id: 3),
    Contact(first: "Anita", last: "Borg", age: 54, id: 4),
    Contact(first: "Guido", last: "Rossum", age: 41, id: 5),
]
let sections = Dictionary(grouping: contacts, by: { $0.first.first! })
for key in sections.keys.sorted() {
    let names = sections[key]!.map { "\($0.first) \($0.last)" }.sorted()
    print("\(key): \(names.joined(separator: ", "))")
}
let ordered = contacts.sorted { ($0.age, $0.last) < ($1.age, $1.last) }
print(ordered.map(\.last))
let byAge = contacts.reduce(into: [Int: Int]()) { counts, c in counts[c.age, default: 0] += 1 }
print(byAge.sorted(by: { $0.key < $1.key }).map { "\($0.key)x\($0.value)" })
let selected: Set<Int> = [1, 3, 9]
let present = Set(contacts.map(\.id))
print(selected.intersection(present).sorted(), selected.subtracting(present), present.isSuperset(of: [2, 4]))
print(String(format: "%.1f avg, %d people, %@", Double(contacts.map(\.age).reduce(0, +)) / Double(contacts.count), contacts.count, "ok"))
let firstSenior = contacts.lazy.filter { $0.age > 50 }.map(\.first).first
print(firstSenior ?? "none")
for i in stride(from: 0, to: contacts.count, by: 2) { print(i, contacts[i].first) }
let pairs = zip(contacts.map(\.first), contacts.map(\.age)).map { "\($0)=\($1)" }
print(pairs.joined(separator: " "))
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 7
print(grid)
let initials = contacts.map { String($0.first.prefix(1)) + String($0.last.prefix(1)) }
print(initials.joined(separator: "/"))

// What Swift prints:
// expect: A: Ada Lovelace, Alan Turing, Anita Borg
// expect: G: Grace Hopper, Guido Rossum
// expect: ["Lovelace", "Rossum", "Turing", "Borg", "Hopper"]
// expect: ["36x1", "41x2", "54x1", "85x1"]
// expect: [1, 3] [9] true
// expect: 51.4 avg, 5 people, ok
// expect: Grace
// expect: 0 Ada
// expect: 2 Grace
// expect: 4 Guido
// expect: Ada=36 Alan=41 Grace=85 Anita=54 Guido=41
// expect: [[0, 0, 0], [0, 0, 7]]
// expect: AL/AT/GH/AB/GR
