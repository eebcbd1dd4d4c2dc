// Rounding as layout code does it: the rules of rounded(_:), the mutating round(), Foundation's round.
import Foundation

let values: [Double] = [2.5, 3.5, -2.5, 2.4, -2.6, 7.0]
for rule: FloatingPointRoundingRule in [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero] {
    print(rule, values.map { $0.rounded(rule) })
}

let width: CGFloat = 375
let columns: CGFloat = 2
let itemWidth = ((width - 8 * 3) / columns).rounded(.down)
print(itemWidth, type(of: itemWidth))

var score: Float = 9.5
score.round(.toNearestOrEven)
print(score)
var offset = 12.5
offset.round()
print(offset, round(-0.5), round(CGFloat(1.5)))
// expect: toNearestOrAwayFromZero [3.0, 4.0, -3.0, 2.0, -3.0, 7.0]
// expect: toNearestOrEven [2.0, 4.0, -2.0, 2.0, -3.0, 7.0]
// expect: up [3.0, 4.0, -2.0, 3.0, -2.0, 7.0]
// expect: down [2.0, 3.0, -3.0, 2.0, -3.0, 7.0]
// expect: towardZero [2.0, 3.0, -2.0, 2.0, -2.0, 7.0]
// expect: awayFromZero [3.0, 4.0, -3.0, 3.0, -3.0, 7.0]
// expect: 175.0 CGFloat
// expect: 10.0
// expect: 13.0 -1.0 2.0
