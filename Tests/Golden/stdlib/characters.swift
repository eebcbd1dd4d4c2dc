// A String is a collection of Characters: first/last, for-in, map and filter, Character literals by context, and their tests.
let word = "héllo"
print(word.count, word.first!, word.last!)
print(word.first as Any, "".first as Any)
for c in word where c != "l" {
    print(c, terminator: "-")
}
print()
let accent: Character = "é"
print(accent, type(of: accent), accent.isLetter, accent.uppercased())
let digit = "7".first!
print(digit.isNumber, digit.wholeNumberValue!, Character(" ").isWhitespace, Character("a") < Character("b"))
let letters: [Character] = ["b", "a", "c"]
print(letters.sorted(), String(letters.sorted()))
print(String(word.reversed()), word.map { $0.uppercased() }.joined(), word.filter { $0 != "l" })
print(word.contains("é" as Character), word.contains("x"), word.allSatisfy { $0.isLetter })
var built = ""
built.append("a")
built.append(contentsOf: "bc")
print(built)
let grades = ["b", "a", "b"].map { Character($0) }
print(grades.max()!, grades.min()!)
var counts: [Character: Int] = [:]
for ch in "banana" {
    counts[ch, default: 0] += 1
}
print(counts["a"]!, counts["n"]!, counts["z", default: 0])
switch accent {
case "e": print("plain e")
case "é": print("e acute")
default: print("other")
}
for (i, c) in "abc".enumerated() {
    print(i, c)
}
let chars = Array("héllo")
print(chars, chars.count, type(of: chars))

// What Swift prints:
// expect: 5 h o
// expect: Optional("h") nil
// expect: h-é-o-
// expect: é Character true É
// expect: true 7 true true
// expect: ["a", "b", "c"] abc
// expect: olléh HÉLLO héo
// expect: true false true
// expect: abc
// expect: b a
// expect: 3 2 0
// expect: e acute
// expect: 0 a
// expect: 1 b
// expect: 2 c
// expect: ["h", "é", "l", "l", "o"] 5 Array<Character>
