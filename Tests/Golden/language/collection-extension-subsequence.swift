// An `extension Collection` member typed `SubSequence` (a computed property and a method) gives an array's slice, and an array's `indices` and `startIndex`/`endIndex` are plain Ints, outside generic code too.
extension Collection {
    var secondHalf: SubSequence {
        let middle = index(startIndex, offsetBy: count / 2)
        return self[middle...]
    }
    func firstTwo() -> SubSequence { prefix(2) }
}
let scores = [4, 8, 15, 16, 23, 42]
print(scores.secondHalf, scores.firstTwo())
print(scores.indices, Array(scores.indices.reversed()))
for i in scores.indices where i.isMultiple(of: 2) { print(i, scores[i]) }
var i = scores.startIndex
while i < scores.endIndex { i = scores.index(i, offsetBy: 2) }
print(i, scores.index(after: scores.startIndex))
let slice = scores[2...]
print(slice.startIndex, slice.endIndex, slice.indices)
// expect: [16, 23, 42] [4, 8]
// expect: 0..<6 [5, 4, 3, 2, 1, 0]
// expect: 0 4
// expect: 2 15
// expect: 4 23
// expect: 6 1
// expect: 2 6 2..<6
