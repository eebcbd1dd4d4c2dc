// Mapping over `0..<Int.max` stops by the budget as the result grows, not by exhausting memory.
let doubled = (0..<Int.max).map { $0 * 2 }
// expect-limit: ReuseLab stopped the program
print(doubled.count)
