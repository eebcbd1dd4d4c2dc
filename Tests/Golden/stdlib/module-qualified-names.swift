// Swift.min, Swift.max and Swift.print where a member of the same name hides the global one; types named with their module.
import Foundation

struct PriceRange {
    var min: Int
    var max: Int
    func clamped(_ value: Int) -> Int { Swift.max(min, Swift.min(max, value)) }
    func print() { Swift.print("range \(min)...\(max)") }
}
let range = PriceRange(min: 10, max: 50)
range.print()
print(range.clamped(3), range.clamped(70), range.clamped(25))
let total: Swift.Int = 7
let label: Swift.String = "items"
let ratios: [Swift.Double] = [0.5, 1.5]
Swift.print(total, label, ratios, separator: " | ")
let stamp: Foundation.Date = Date(timeIntervalSince1970: 86_400)
print(stamp.timeIntervalSince1970, Swift.abs(-4), Swift.String(total) + "!")
let counts: [Swift.String: Swift.Int] = ["a": 1]
print(counts["a"] ?? 0, Swift.Int("12")! + 1)

// What Swift prints:
// expect: range 10...50
// expect: 10 50 25
// expect: 7 | items | [0.5, 1.5]
// expect: 86400.0 4 7!
// expect: 1 13
