// Converting a Double that no Int can hold traps with the standard library's message.
let small = 41.9
print(Int(small), Int(-small))
// expect: 41 -41
let huge = 1e19
print(Int(huge))
// expect-crash: Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max
