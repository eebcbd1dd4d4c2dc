// A slice grows with += and append(contentsOf:) and keeps its base's indices; ArraySlice(...) makes one from any
// sequence. print's items are Any, so a ternary's number literal keeps its own type there.
var page = ["a", "b", "c", "d", "e"][3...]
page += ["f"]
page.append(contentsOf: ["g", "h"])
print(page, page.startIndex, page.endIndex, page[5])
// expect: ["d", "e", "f", "g", "h"] 3 8 f
var scores = ArraySlice(1...3)
scores += [10, 20].map { $0 * 2 }
print(scores, type(of: scores))
// expect: [1, 2, 3, 20, 40] ArraySlice<Int>
var empty = ArraySlice<Double>()
empty.append(1.5)
print(empty, empty.count)
// expect: [1.5] 1

let ratings: [Double] = []
let average = 4.5
print(ratings.isEmpty ? 0 : average)
// expect: 0
print(ratings.isEmpty ? average : 0)
// expect: 4.5
let count = 3
print("shown:", ratings.isEmpty ? 2.5 : count)
// expect: shown: 2.5
let label = "\(ratings.isEmpty ? 0 : average)"
print(label)
// expect: 0.0
