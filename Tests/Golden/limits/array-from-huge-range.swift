// Making an array of a billion Ints asks for room first, and the memory budget says no.
let small = Array(0..<5)
print(small)
// expect: [0, 1, 2, 3, 4]
let all = Array(0..<1_000_000_000)
// expect-limit: its values need more than 1024 MB of memory
print(all.count)
