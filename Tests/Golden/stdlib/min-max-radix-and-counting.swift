// `min`/`max` of any Comparable and of three or more values, `String(_:radix:)`, and `count(where:)`, as badge and list code uses them.
import Foundation

let unread = [3, 0, 12]
print(max(unread[0], unread[1], unread[2]), min(4, 2, 8, 1), max(2, 7))
print(min("banana", "apple"), max("pear", "apple", "fig"))
let opened = Date(timeIntervalSince1970: 60), closed = Date(timeIntervalSince1970: 30)
print(min(opened, closed).timeIntervalSince1970, max(CGFloat(2), 3))
print(String(255, radix: 16), String(255, radix: 16, uppercase: true), String(-5, radix: 2))
print(unread.count(where: { $0 > 0 }), ["a", "b", "a"].count { $0 == "a" })
func pairs(_ items: [Int]) -> [[Int]] {
    stride(from: 0, to: items.count, by: 2).map { Array(items[$0..<min($0 + 2, items.count)]) }
}
print(pairs(Array(1...5)))

// expect: 12 1 7
// expect: apple pear
// expect: 30.0 3.0
// expect: ff FF -101
// expect: 2 2
// expect: [[1, 2], [3, 4], [5]]
