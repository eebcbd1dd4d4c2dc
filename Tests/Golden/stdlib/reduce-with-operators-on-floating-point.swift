// reduce(0, +) over CGFloat, Double and Float arrays: the literal 0 takes the element type, as in swiftc.
import Foundation

let heights: [CGFloat] = [44, 60.5, 30]
let total = heights.reduce(0, +)
print(total)
print(type(of: total))
let prices: [Double] = [1.5, 2.5]
print(prices.reduce(0, +))
print(prices.reduce(1, *))
print(prices.reduce(-1.5, +))
let weights: [Float] = [1.5, 2.25]
print(weights.reduce(0, +))
let counts = [3, 4]
print(counts.reduce(0, +))
let width: CGFloat = 12
print(max(0, width))
print(heights.sorted(by: <))
print(heights.sorted(by: >))
// expect: 134.5
// expect: CGFloat
// expect: 4.0
// expect: 3.75
// expect: 2.5
// expect: 3.75
// expect: 7
// expect: 12.0
// expect: [30.0, 44.0, 60.5]
// expect: [60.5, 44.0, 30.0]
