// Optional.map and flatMap, ?? chains, and reduce(into:) with its inout accumulator.
let maybe: Int? = 4
let none: Int? = nil
print(maybe.map { $0 * 10 } as Any, none.map { $0 * 10 } as Any)
print(maybe.flatMap { $0 > 3 ? String($0) : nil } ?? "small")
let text: String? = "42"
print(text.flatMap { Int($0) } ?? -1, text.map { $0.count }!)
let fallback: Int? = nil
print(none ?? fallback ?? 7)

let total = [1, 2, 3, 4].reduce(into: 0) { $0 += $1 }
let tally = ["a", "b", "a"].reduce(into: [String: Int]()) { counts, word in
    counts[word, default: 0] += 1
}
print(total, tally["a"]!, tally["b"]!)
let evens = (1...6).map { $0 }.reduce(into: [Int]()) { result, n in
    if n % 2 == 0 { result.append(n) }
}
print(evens)
let sum = ["x": 1, "y": 2].reduce(into: 0) { $0 += $1.value }
print(sum)

// What Swift prints:
// expect: Optional(40) nil
// expect: 4
// expect: 42 2
// expect: 7
// expect: 10 2 1
// expect: [2, 4, 6]
// expect: 3
