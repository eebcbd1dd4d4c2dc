// endIndex is one past the last Character: subscripting a string with it traps.
let title = "Cells"
let last = title.index(before: title.endIndex)
print(title[last])
print(title[title.endIndex])
// expect: s
// expect-crash: Fatal error: String index is out of bounds
