// A slice cut again keeps its base's indices: `page[2...]` works, but `page[3..<5]` reaches past the slice's end.
let rows = ["a", "b", "c", "d"]
let page = rows[1...2]
print(page[2...], page[..<2], page[...], page[1...1])
print(page[3..<5])
// expect: ["c"] ["b"] ["b", "c"] ["b"]
// expect-crash: Fatal error: ArraySlice index is out of range
