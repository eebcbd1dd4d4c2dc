// `0...Int.max` holds one more value than Int can count: its count traps.
let all = 0...Int.max
print(all.contains(Int.max), all.upperBound)
// expect: true 9223372036854775807
print(all.count)
// expect-crash: Swift runtime failure: arithmetic overflow
