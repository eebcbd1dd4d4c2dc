// `Array(repeating:count:)` with two billion elements is stopped by the memory budget, not by the machine.
print([Int](repeating: 7, count: 3))
// expect: [7, 7, 7]
let many = [Int](repeating: 7, count: 2_000_000_000)
// expect-limit: its values need more than 1024 MB of memory
print(many.count)
