// An index found in a longer string, used to cut a shorter one: the range reaches past its end.
let title = "Reusable cells"
let short = "Cells"
let space = title.firstIndex(of: " ")!
print(title[..<space])
print(short[..<space])
// expect: Reusable
// expect-crash: Fatal error: String index range is out of bounds
