// Half-open and closed ranges, and stride for steps other than one.
import UIKit

for i in 0..<3 {
    print("half-open \(i)")
}
// expect: half-open 0
// expect: half-open 1
// expect: half-open 2
for i in 1...2 {
    print("closed \(i)")
}
// expect: closed 1
// expect: closed 2
print(Array(stride(from: 0, to: 10, by: 3)))
// expect: [0, 3, 6, 9]
print(Array(stride(from: 10, through: 0, by: -5)))
// expect: [10, 5, 0]
print((0..<5).count, (1...5).contains(5), (1..<5).contains(5))
// expect: 5 true false
var seen: [Int] = []
for i in (0..<4).reversed() {
    seen.append(i)
}
print(seen)
// expect: [3, 2, 1, 0]
