// index(_:offsetBy:) may not move past endIndex; index(_:offsetBy:limitedBy:) answers nil instead.
let word = "row"
print(word.index(word.startIndex, offsetBy: 5, limitedBy: word.endIndex) == nil)
let past = word.index(word.startIndex, offsetBy: 5)
print(word[past])
// expect: true
// expect-crash: Fatal error: String index is out of bounds
