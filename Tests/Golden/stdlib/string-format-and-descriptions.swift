// String(format:) for the usual conversions, and description of numbers, Booleans and strings.
import Foundation

let name = "Ada"
print(String(format: "%d rows, %@ says %.2f%%", 42, name, 3.14159))
// expect: 42 rows, Ada says 3.14%
print(String(format: "%05d|%-4d|%4d|%x|%.0f|%e", 42, 7, 7, 255, 2.5, 1234.5))
// expect: 00042|7   |   7|ff|2|1.234500e+03
print(String(format: "%@ and %@", "x", "y"), String(format: "%ld items", 3))
// expect: x and y 3 items
print(String(format: "%.3f", 2.0), String(format: "%5.1f|", 3.14159))
// expect: 2.000   3.1|
print(5.description, 2.5.description, true.description, "x".description, "x".debugDescription)
// expect: 5 2.5 true x "x"
