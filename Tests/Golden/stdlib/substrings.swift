// prefix, suffix, dropFirst and dropLast of a String are Substrings: they print alike, and String(_:) makes a String again.
let word = "héllo"
let head = word.prefix(2)
print(head, type(of: head), String(head) + "!")
print(word.dropFirst(), word.dropLast(2), word.suffix(3))
let tail: Substring = word.dropFirst(3)
print(tail.count, tail.first!, tail.uppercased(), tail.hasPrefix("l"))
print(Int("12")!, Int(word.prefix(0)) as Any, Int("42abc".prefix(2))!)
let initials = ["Ada", "Grace"].map { String($0.prefix(1)) }.joined()
print(initials)

// What Swift prints:
// expect: hé Substring hé!
// expect: éllo hél llo
// expect: 2 l LO true
// expect: 12 nil 42
// expect: AG
