// `1...3` is a ClosedRange<Int>, `0..<3` a Range<Int>: different types with the same collection members.
import UIKit

let closed = 1...3
let halfOpen = 0..<3
print(closed, halfOpen)
// expect: 1...3 0..<3
print(type(of: closed), type(of: halfOpen))
// expect: ClosedRange<Int> Range<Int>
print(closed.count, halfOpen.count, closed.contains(3), halfOpen.contains(3))
// expect: 3 3 true false
print(closed.lowerBound, closed.upperBound, halfOpen.upperBound)
// expect: 1 3 3
print(closed.map { $0 * 10 }, halfOpen.filter { $0 > 0 }, Array(closed))
// expect: [10, 20, 30] [1, 2] [1, 2, 3]
var visited: [Int] = []
for i in closed { visited.append(i) }
for i in halfOpen { visited.append(i) }
print(visited)
// expect: [1, 2, 3, 0, 1, 2]
// Inside a collection or an Optional a range prints its debug form.
let maybe: ClosedRange<Int>? = 2...4
print([halfOpen], [maybe])
// expect: [Range(0..<3)] [Optional(ClosedRange(2...4))]
func rows(in range: Range<Int>) -> String { "rows \(range)" }
print(rows(in: 0..<2), String(describing: 5...5))
// expect: rows 0..<2 5...5
