// An empty array or dictionary inside a collection literal takes its type from the other elements, wherever it
// stands; with nothing else to go by, an empty array element is an `[Any]`, as swiftc infers it.
let shelves = [[3, 1], [], [4, 1, 5]]
print(shelves, shelves.map(\.count))
// expect: [[3, 1], [], [4, 1, 5]] [2, 0, 3]
let tagsByPost = ["draft": [], "published": ["swift", "uikit"]]
for key in tagsByPost.keys.sorted() { print(key, tagsByPost[key]!) }
// expect: draft []
// expect: published ["swift", "uikit"]
let settings = [[:], ["rowHeight": 44.0]]
print(settings.count, settings[1]["rowHeight"]!)
// expect: 2 44.0
let placeholders = [[], []]
print(placeholders, placeholders.count)
// expect: [[], []] 2
