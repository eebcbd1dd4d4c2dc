// `%` on a CGFloat: CoreGraphics marks it unavailable in its own words (Double's say "For floating point numbers").
import Foundation

let width: CGFloat = 100
print(width % 3)

// expect-error: '%' is unavailable: Use truncatingRemainder instead
// expect-note: '%' has been explicitly marked unavailable here
