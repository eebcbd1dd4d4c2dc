// Converting NaN to an Int traps: there is no Int to give.
let zero = 0.0
let notANumber = zero / zero
print(notANumber.isNaN)
// expect: true
print(Int(notANumber))
// expect-crash: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN
