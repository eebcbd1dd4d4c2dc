// The collection helpers that articles use to register and inspect cells.
import UIKit

let rows = [0, 1, 2, 3, 4]
print(rows.map { "Row \($0)" }.joined(separator: ", "))
// expect: Row 0, Row 1, Row 2, Row 3, Row 4
print(rows.filter { $0 % 2 == 0 })
// expect: [0, 2, 4]
print(["1", "two", "3"].compactMap { Int($0) })
// expect: [1, 3]
rows.forEach { row in
    if row > 2 {
        print("late \(row)")
    }
}
// expect: late 3
// expect: late 4
print(rows.reduce(0, +), rows.first ?? -1, rows.last ?? -1, rows.isEmpty)
// expect: 10 0 4 false
print(["a", "b"].joined())
// expect: ab
