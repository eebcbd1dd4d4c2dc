// Slices as app code uses them: pages of rows, the latest items, the best scores, a queue taken in batches.
let rows = Array(1...14)
let pageSize = 6
var page = 0
while page * pageSize < rows.count {
    let start = page * pageSize
    let end = min(start + pageSize, rows.count)
    let slice = rows[start..<end]
    print(page, slice.first ?? 0, slice.last ?? 0, slice.count, slice.startIndex)
    page += 1
}
var recent = ["a", "b", "c", "d", "e"]
recent = Array(recent.suffix(3))
print(recent, Array([5, 1, 4, 2, 3].sorted().reversed().prefix(3)))
var queue = [1, 2, 3, 4, 5]
let batch = queue.prefix(2)
queue.removeFirst(2)
print(batch, queue, queue[...].filter { $0 % 2 == 0 })
let scores = [3, 9, 4, 7]
let best = scores.sorted(by: >).prefix(2)
print(best, best.reduce(0, +), best.indices, Array(best) == [9, 7])
func average(_ values: ArraySlice<Int>) -> Double { Double(values.reduce(0, +)) / Double(values.count) }
print(average(scores[1...2]))
let tags = ["swift", "ios", "uikit", "cells"]
print(tags.prefix(2).joined(separator: ", ") + (tags.count > 2 ? " +\(tags.count - 2)" : ""))
print(tags.dropFirst().contains("ios"), tags[1...].firstIndex(of: "cells") ?? -1)
// expect: 0 1 6 6 0
// expect: 1 7 12 6 6
// expect: 2 13 14 2 12
// expect: ["c", "d", "e"] [5, 4, 3]
// expect: [1, 2] [3, 4, 5] [4]
// expect: [9, 7] 16 0..<2 true
// expect: 6.5
// expect: swift, ios +2
// expect: true 3
