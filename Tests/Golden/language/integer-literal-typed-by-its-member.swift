// An integer literal whose member only Double has is a Double: `2.squareRoot()` is the square root of 2.0.
import Foundation
print(2.squareRoot(), 16.squareRoot() == 4, 7.squareRoot().rounded())
// expect: 1.4142135623730951 true 3.0
let side = 3
print(side.isMultiple(of: 3), 10.isMultiple(of: 4))
// expect: true false
