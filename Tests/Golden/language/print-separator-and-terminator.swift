// print joins its arguments with a space unless told otherwise, and ends with a newline unless told otherwise.
import UIKit

print("a", "b", "c")
// expect: a b c
print("a", "b", "c", separator: "-")
// expect: a-b-c
print("no newline", terminator: "")
print(" then more")
// expect: no newline then more
print(1, 2.5, true, "x", separator: ", ")
// expect: 1, 2.5, true, x
print()
// expect:
print(["one", "two"], [1: "x"])
// expect: ["one", "two"] [1: "x"]
