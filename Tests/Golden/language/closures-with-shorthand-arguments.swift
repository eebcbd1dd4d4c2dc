// Closures capture their surroundings; $0 and $1 name the arguments when the closure gives them no names.
import UIKit

let double: (Int) -> Int = { $0 * 2 }
let add = { (a: Int, b: Int) -> Int in a + b }
print(double(21), add(2, 3))
// expect: 42 5

var total = 0
let accumulate = { (value: Int) in total += value }
accumulate(5)
accumulate(7)
print(total)
// expect: 12

func apply(_ value: Int, _ transform: (Int) -> Int) -> Int {
    return transform(value)
}
print(apply(4) { $0 * $0 })
// expect: 16
print([3, 1, 2].sorted { $0 > $1 })
// expect: [3, 2, 1]
