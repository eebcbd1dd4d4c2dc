// Editing a queue and a tally in place: sort, removeAll(where:), insert, swapAt, popLast, updateValue(_:forKey:), joined() of nested arrays.
import Foundation
var queue = [3, 1, 4, 1, 5, 9, 2, 6]
queue.sort()
queue.removeAll { $0 == 1 }
queue.insert(0, at: 0)
queue.swapAt(0, 1)
print(queue, queue.popLast()!, queue.removeFirst(), queue)
queue.append(contentsOf: stride(from: 10, to: 16, by: 5))
print(queue)
var names = ["b": 2, "a": 1]
names["c"] = 3
names["a"] = nil
if let old = names.updateValue(20, forKey: "b") { print("old", old) }
print(names.sorted(by: <), names.keys.contains("c"), names.values.reduce(0, +))
for (k, v) in names.sorted(by: { $0.value > $1.value }) { print(k, v) }
let letters = Array("hello")
print(letters.first!, letters.last!, letters.filter { "aeiou".contains($0) }, String(letters.sorted()))
let ch: Character = "A"
print(ch.isUppercase, ch.lowercased(), Character(ch.lowercased()), ch.isASCII)
let word = "Mississippi"
let uniqueLetters = Array(Set(word.lowercased())).sorted()
print(uniqueLetters, word.filter { $0 == "s" }.count, word.lowercased().components(separatedBy: "ss"))
var counter = [String: Int]()
for w in "the cat and the hat".split(separator: " ") { counter[String(w), default: 0] += 1 }
print(counter.filter { $0.value > 1 })
let optionalNames: [String?] = ["a", nil, "c"]
print(optionalNames, optionalNames.compactMap { $0 }, optionalNames.map { $0 ?? "-" })
let nested: [[Int]] = [[1], [], [2, 3]]
print(nested.joined().map { $0 }, nested.flatMap { $0 }.count)
let t = (name: "x", count: 2)
print(t, t.name, [t].map(\.count))
print(nested.joined().map { $0 }, Array(nested.joined(separator: [0])), nested.joined().count)
for x in nested.joined() { print(x, terminator: ",") }
print()
print(["a", "b"].joined(), [["x"], ["y"]].joined().joined(separator: "+"))

// What Swift prints:
// expect: [2, 0, 3, 4, 5, 6, 9] 9 2 [0, 3, 4, 5, 6]
// expect: [0, 3, 4, 5, 6, 10, 15]
// expect: old 2
// expect: [(key: "b", value: 20), (key: "c", value: 3)] true 23
// expect: b 20
// expect: c 3
// expect: h o ["e", "o"] ehllo
// expect: true a a true
// expect: ["i", "m", "p", "s"] 4 ["mi", "i", "ippi"]
// expect: ["the": 2]
// expect: [Optional("a"), nil, Optional("c")] ["a", "c"] ["a", "-", "c"]
// expect: [1, 2, 3] 3
// expect: (name: "x", count: 2) x [2]
// expect: [1, 2, 3] [1, 0, 0, 2, 3] 3
// expect: 1,2,3,
// expect: ab x+y
