// `stride` over `Double` and `CGFloat`, as chart and animation code uses it: each value is `start + i * step`, so
// the tenths print as Swift computes them, and `through:` ends early when the last step overshoots.
import Foundation

print(Array(stride(from: 0.0, to: 1.0, by: 0.1)))
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)))
print(Array(stride(from: 1.0, through: 0.0, by: -0.25)))

let width: CGFloat = 320
let gridLines = stride(from: 0, to: width, by: 80).map { "x=\(Int($0))" }
print(gridLines)

var keyframes: [String] = []
for progress in stride(from: 0.0, through: 1.0, by: 0.25) {
    keyframes.append(String(format: "%.2f", progress))
}
print(keyframes.joined(separator: " "))
print(stride(from: 5.0, to: 0, by: -1.5).map { $0 }, Array(stride(from: 0.0, to: 1.0, by: -0.5)))
print(Array(stride(from: 0, to: 10, by: 4)))
// expect: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9]
// expect: [0.0, 0.1, 0.2]
// expect: [1.0, 0.75, 0.5, 0.25, 0.0]
// expect: ["x=0", "x=80", "x=160", "x=240"]
// expect: 0.00 0.25 0.50 0.75 1.00
// expect: [5.0, 3.5, 2.0, 0.5] []
// expect: [0, 4, 8]
