// Float is single precision: literals, conversions and every operation round as Swift's Float does
import Foundation
let sum = Float(0.1) + Float(0.2)
print(sum, Float(1) / 3)
let progress: Float = 0.7
print(progress * 100, Int(progress * 100))
let rating: Float = 4.35
print((rating * 10).rounded() / 10, Double(rating))
var total: Float = 0
for _ in 0..<10 { total += 0.1 }
print(total)
let thirds: [Float] = [1.0 / 3.0, 2.0 / 3]
print(thirds)
print(Float.greatestFiniteMagnitude, Float.nan, type(of: sum))
// expect: 0.3 0.33333334
// expect: 70.0 70
// expect: 4.4 4.349999904632568
// expect: 1.0000001
// expect: [0.33333334, 0.6666667]
// expect: 3.4028235e+38 nan Float
