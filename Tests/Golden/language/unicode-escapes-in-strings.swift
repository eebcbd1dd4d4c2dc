// String literals spell characters with \u{…} escapes: one to eight hexadecimal digits, one Unicode scalar.
let letter = "\u{41}"
print(letter)
// expect: A
print("\u{48}\u{69}!")
// expect: Hi!
print("caf\u{E9}".count)
// expect: 4
let name = "Cell"
print("\u{2192} \(name) \u{2190}")
// expect: → Cell ←
