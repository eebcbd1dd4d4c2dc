// `append(contentsOf:)` and `insert(contentsOf:at:)` take any sequence: a slice of another array, or a range of rows.
var feed = ["top story"]
let fetched = ["a", "b", "c", "d", "e"]
feed.append(contentsOf: fetched.prefix(2))
feed.append(contentsOf: fetched[3...])
feed.insert(contentsOf: ["pinned", "ad"], at: 0)
feed.insert(contentsOf: fetched.dropFirst(2).prefix(1), at: 2)
print(feed)

var rowsToReload: [Int] = []
rowsToReload.append(contentsOf: 0..<3)
rowsToReload.append(contentsOf: 7...8)
print(rowsToReload)

// expect: ["pinned", "ad", "c", "top story", "a", "b", "d", "e"]
// expect: [0, 1, 2, 7, 8]
