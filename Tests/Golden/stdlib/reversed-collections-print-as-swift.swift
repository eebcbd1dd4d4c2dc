// reversed() of an array, a slice, a string or a range is a ReversedCollection: printed, iterated and converted as in Swift.
let scores = [3, 9, 4, 7]
let topFirst = scores.sorted().reversed()
print(topFirst)
print(Array(topFirst), topFirst.first!, topFirst.count, type(of: topFirst))
for score in scores[1...].reversed() { print("score", score) }
print(scores[1...].reversed(), scores.dropLast().reversed())
let word = "stressed"
print(word.reversed(), String(word.reversed()), Array("ab".reversed()))
print(word.prefix(3).reversed(), String(word.prefix(3).reversed()))
print((1...3).reversed(), Array((0..<3).reversed()))
let newestFirst: [Int] = scores.reversed()
print(newestFirst, scores.reversed()[0], scores.reversed() == [7, 4, 9, 3])
print(scores.reversed().map { $0 * 10 }, ["a", "b"].reversed().joined(separator: "<"))
for (rank, score) in scores.reversed().enumerated() where rank < 2 { print(rank, score) }
print([scores.reversed()].count, Optional(word.reversed()) as Any)

// What Swift prints:
// expect: ReversedCollection<Array<Int>>(_base: [3, 4, 7, 9])
// expect: [9, 7, 4, 3] 9 4 ReversedCollection<Array<Int>>
// expect: score 7
// expect: score 4
// expect: score 9
// expect: ReversedCollection<ArraySlice<Int>>(_base: ArraySlice([9, 4, 7])) ReversedCollection<ArraySlice<Int>>(_base: ArraySlice([3, 9, 4]))
// expect: ReversedCollection<String>(_base: "stressed") desserts ["b", "a"]
// expect: ReversedCollection<Substring>(_base: "str") rts
// expect: ReversedCollection<ClosedRange<Int>>(_base: ClosedRange(1...3)) [2, 1, 0]
// expect: [7, 4, 9, 3] 7 true
// expect: [70, 40, 90, 30] b<a
// expect: 0 7
// expect: 1 4
// expect: 1 Optional(Swift.ReversedCollection<Swift.String>(_base: "stressed"))
