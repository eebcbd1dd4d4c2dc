// `s[a...b]` with `b` at `endIndex`: Swift checks `b` as a character's index first, so the words are the index's, not the range's.
let handle = "@reuse"
let at = handle.startIndex
print(handle[at...handle.index(before: handle.endIndex)])
let name = handle.dropFirst()
print(name[name.startIndex...name.index(before: name.endIndex)])
print(handle[at...handle.endIndex])
// expect: @reuse
// expect: reuse
// expect-crash: Fatal error: String index is out of bounds
