// Integer division truncates toward zero, % keeps the sign of the dividend, and ?: picks a value.
import UIKit

print(7 / 2, -7 / 2, 7 % 3, -7 % 3)
// expect: 3 -3 1 -1
print(2 + 3 * 4, (2 + 3) * 4, 10 - 2 - 3)
// expect: 14 20 5
let row = 5
print(row % 2 == 0 ? "even" : "odd")
// expect: odd
var offset = 0
offset += 44
offset *= 3
offset -= 2
print(offset, offset > 100, offset <= 130, offset != 130)
// expect: 130 true true false
print(Int.max, Int.min)
// expect: 9223372036854775807 -9223372036854775808
print(max(3, 9), min(3, 9), abs(-4))
// expect: 9 3 4
