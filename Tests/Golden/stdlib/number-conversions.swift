// Conversions that may fail return optionals (Int(exactly:), Int("…")); truncatingRemainder is Double's %.
import Foundation

print(Int(exactly: 2.0) as Any, Int(exactly: 2.5) as Any)
print(Int("12") as Any, Int("twelve") as Any, Double("1.5") as Any)
print((7.5).truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2))

// What Swift prints:
// expect: Optional(2) nil
// expect: Optional(12) nil Optional(1.5)
// expect: 1.5 -1.5
