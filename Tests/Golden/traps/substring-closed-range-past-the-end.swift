// On a Substring, `sub[...sub.endIndex]` traps in the Substring's own words.
let line = "title: Cells"
let value = line.drop(while: { $0 != " " }).dropFirst()
print(value[...value.startIndex])
print(value[...value.endIndex])
// expect: C
// expect-crash: Fatal error: Substring index is out of bounds
