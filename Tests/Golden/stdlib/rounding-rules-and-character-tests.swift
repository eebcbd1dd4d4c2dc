// rounded(_:) with each rounding rule, round(_:) in place, and Character's hex-digit and symbol properties, as a price label needs them.
import Foundation
let prices = [2.5, 3.5, -2.5, 12.345, 0.5]
for rule in [FloatingPointRoundingRule.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero] {
    print(rule, prices.map { $0.rounded(rule) })
}
var cents = 1234.5678 * 100
cents.round(.down)
print(cents / 100, (19.999).rounded(.towardZero))
var nudge = 2.5
nudge.round()
print(nudge)
let hex = "1aF"
print(hex.allSatisfy(\.isHexDigit), hex.compactMap(\.hexDigitValue), Character("g").hexDigitValue as Any)
let decorated: [Character] = ["$", "+", "a", "€", "\n"]
print(decorated.map(\.isSymbol), decorated.map(\.isCurrencySymbol))
print(decorated.map(\.isMathSymbol), decorated.map(\.isNewline), decorated.map(\.isCased))

// What Swift prints:
// expect: toNearestOrAwayFromZero [3.0, 4.0, -3.0, 12.0, 1.0]
// expect: toNearestOrEven [2.0, 4.0, -2.0, 12.0, 0.0]
// expect: up [3.0, 4.0, -2.0, 13.0, 1.0]
// expect: down [2.0, 3.0, -3.0, 12.0, 0.0]
// expect: towardZero [2.0, 3.0, -2.0, 12.0, 0.0]
// expect: awayFromZero [3.0, 4.0, -3.0, 13.0, 1.0]
// expect: 1234.56 19.0
// expect: 3.0
// expect: true [1, 10, 15] nil
// expect: [true, true, false, true, false] [true, false, false, true, false]
// expect: [false, true, false, false, false] [false, false, false, false, true] [false, false, true, false, false]
