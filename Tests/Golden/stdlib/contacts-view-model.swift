// App code over a contact list: sections by initial, sorting by several keys, String(format:), Set algebra on IDs, compactMap, enumerated, stride, Character properties, String.Index steps.
import Foundation
struct Contact: Hashable { let id: Int; let first: String; let last: String; let age: Int?; let tags: Set<String> }
let people = [
    Contact(id: 3, first: "Ada", last: "Lovelace", age: 36, tags: ["math", "poet"]),
    Contact(id: 1, first: "Alan", last: "Turing", age: nil, tags: ["math"]),
    Contact(id: 2, first: "Grace", last: "Hopper", age: 85, tags: ["navy", "cobol"]),
    Contact(id: 4, first: "Alan", last: "Kay", age: 84, tags: []),
]
let sections = Dictionary(grouping: people, by: { String($0.last.prefix(1)) })
for key in sections.keys.sorted() { print(key, sections[key]!.map(\.first)) }
let sorted = people.sorted { ($0.first, $0.last) < ($1.first, $1.last) }
print(sorted.map { "\($0.first) \($0.last)" })
let byAge = people.sorted { ($0.age ?? 0) > ($1.age ?? 0) }
print(byAge.map(\.id))
print(String(format: "%@ is %d years, %.1f%%", "Ada", 36, 12.345))
print(String(format: "%05.2f|%3d|%x", 3.14159, 7, 255))
let ids = Set(people.map(\.id)); let selected: Set<Int> = [1, 2, 9]
print(Array(ids).sorted(), Array(selected.filter { $0 > 5 }))
print(ids.intersection(selected).sorted(), selected.subtracting(ids), ids.union([7]).count, ids.isSuperset(of: [1, 2]), selected.isDisjoint(with: [5]))
let ages = people.compactMap(\.age)
print(ages, ages.reduce(0, +) / ages.count)
for (i, p) in people.enumerated().map({ ($0.offset + 1, $0.element.first) }) { print(i, p) }
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 10, through: 0, by: -5)))
print(Array(repeating: "-", count: 3).joined(), Array(repeating: 0, count: 2))
print(people.max(by: { ($0.age ?? 0) < ($1.age ?? 0) })!.first)
var list = people
if let i = list.firstIndex(where: { $0.first == "Grace" }) { let removed = list.remove(at: i); print(removed.last, list.count) }
let chars: [Character] = ["a", "7", " ", "Z", "!"]
print(chars.map { ($0.isNumber, $0.isLetter, $0.isWhitespace, $0.isUppercase, $0.isPunctuation) })
let word = "Reusable"
let idx = word.index(word.startIndex, offsetBy: 3)
print(word[idx], word[..<idx], word[word.index(after: idx)...], word.distance(from: word.startIndex, to: idx))
print(people.map(\.tags.count), people.flatMap { Array($0.tags) }.sorted())
print(people.filter { $0.tags.contains("math") }.map(\.first).joined(separator: ", "))
let counts = people.reduce(into: [String: Int]()) { $0[$1.first, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
print(Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0.first) })[2]!)
print(people.first { $0.age == nil }?.first ?? "none")
print(people.allSatisfy { $0.id > 0 }, people.contains { $0.first == "Bob" })
print(people.map(\.first).sorted(by: >).prefix(2))
let grouped = Dictionary(grouping: people.map(\.first), by: \.count)
print(grouped.keys.sorted(), grouped[4]!.sorted())
print(zip(people.map(\.first), people.map(\.id)).map { "\($0)#\($1)" })
print(people.lazy.filter { $0.id.isMultiple(of: 2) }.map(\.first).first ?? "")
print(String(describing: people[0].age), "\(people[1].age as Any)")
let total = 1234.5
print(String(format: "$%.2f", total), total.formatted())

// expect: H ["Grace"]
// expect: K ["Alan"]
// expect: L ["Ada"]
// expect: T ["Alan"]
// expect: ["Ada Lovelace", "Alan Kay", "Alan Turing", "Grace Hopper"]
// expect: [2, 4, 3, 1]
// expect: Ada is 36 years, 12.3%
// expect: 03.14|  7|ff
// expect: [1, 2, 3, 4] [9]
// expect: [1, 2] [9] 5 true true
// expect: [36, 85, 84] 68
// expect: 1 Ada
// expect: 2 Alan
// expect: 3 Grace
// expect: 4 Alan
// expect: [0, 3, 6, 9] [10, 5, 0]
// expect: --- [0, 0]
// expect: Grace
// expect: Hopper 3
// expect: [(false, true, false, false, false), (true, false, false, false, false), (false, false, true, false, false), (false, true, false, true, false), (false, false, false, false, true)]
// expect: s Reu able 3
// expect: [2, 1, 2, 0] ["cobol", "math", "math", "navy", "poet"]
// expect: Ada, Alan
// expect: [(key: "Ada", value: 1), (key: "Alan", value: 2), (key: "Grace", value: 1)]
// expect: Grace
// expect: Alan
// expect: true false
// expect: ["Grace", "Alan"]
// expect: [3, 4, 5] ["Alan", "Alan"]
// expect: ["Ada#3", "Alan#1", "Grace#2", "Alan#4"]
// expect: Grace
// expect: Optional(36) nil
// expect: $1234.50 1,234.5
