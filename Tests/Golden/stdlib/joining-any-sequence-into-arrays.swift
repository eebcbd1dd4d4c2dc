// append(contentsOf:) and + with any sequence of the same elements: sets, slices, a string's characters, a reversed array.
var feed = ["welcome", "news"]
let pinned: Set<String> = ["pinned"]
feed.append(contentsOf: pinned)
feed += feed[0...0]
print(feed)
let ids = [4, 8, 15, 16, 23]
let head = ids[..<2]
let tail = ids[3...]
print(ids + head, head + ids, type(of: head + ids))
print(tail + [42], (tail + [42]).startIndex, [0] + tail)
let onlyOne: [Int] = [1]
print(ids + Set([99]), Set([7]) + onlyOne)
var letters: [Character] = ["#"]
letters.append(contentsOf: "tag")
letters += "!"
print(letters, String(letters))
var newestFirst: [Int] = []
newestFirst.append(contentsOf: ids.reversed())
newestFirst += 1...2
print(newestFirst)
let nested = [["x", "y"], ["y", "z"]]
let unique = Set(nested.flatMap { $0 })
print(unique.sorted(), ["a", "", "b"].compactMap(\.first), "ab cd".split(separator: " ").compactMap(\.last))

// What Swift prints:
// expect: ["welcome", "news", "pinned", "welcome"]
// expect: [4, 8, 15, 16, 23, 4, 8] [4, 8, 4, 8, 15, 16, 23] ArraySlice<Int>
// expect: [16, 23, 42] 3 [0, 16, 23]
// expect: [4, 8, 15, 16, 23, 99] [7, 1]
// expect: ["#", "t", "a", "g", "!"] #tag!
// expect: [23, 16, 15, 8, 4, 1, 2]
// expect: ["x", "y", "z"] ["a", "b"] ["b", "d"]
