// print shows an optional's wrapper: Optional(...) when there is a value, nil when there is none.
import UIKit

let some: Int? = 42
let none: Int? = nil
let word: String? = "reuse"
print(some)
// expect: Optional(42)
print(none)
// expect: nil
print(word)
// expect: Optional("reuse")
print("\(word ?? "none")")
// expect: reuse
print(some! + 1)
// expect: 43
let nested: [String?] = ["a", nil]
print(nested)
// expect: [Optional("a"), nil]
