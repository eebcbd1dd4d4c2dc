// `formatted()` with no style, as a cell shows a price or a count: grouped, at most six fraction digits.
import Foundation
let prices = [1249.99, 0.1 + 0.2, 1.0 / 3.0, 1234567.891, 3.0, -2.5, 0.000012]
print(prices.map { $0.formatted() })
print(1234567.formatted(), (-42).formatted(), 0.formatted())
let downloads = 48_213
print("\(downloads.formatted()) downloads")

// What Swift prints:
// expect: ["1,249.99", "0.3", "0.333333", "1,234,567.891", "3", "-2.5", "0.000012"]
// expect: 1,234,567 -42 0
// expect: 48,213 downloads
