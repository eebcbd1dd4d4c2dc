// String.Index: positions in a string of Characters, moved with index(after:) and index(_:offsetBy:), never Ints.
let title = "Café au lait"
let start = title.startIndex
let second = title.index(after: start)
print(title[start], title[second])
let fourth = title.index(start, offsetBy: 3)
print(title[fourth], title.distance(from: start, to: fourth))
print(title[start..<fourth], title[start...fourth])
let word: Substring = title[title.index(title.startIndex, offsetBy: 5)..<title.index(title.endIndex, offsetBy: -5)]
print(word, word.count)
if let space = title.firstIndex(of: " ") {
    print(title[title.startIndex..<space], title.distance(from: title.startIndex, to: space))
}
if let lastSpace = title.lastIndex(of: " ") {
    print(title[title.index(after: lastSpace)..<title.endIndex])
}
print(title.firstIndex(where: { $0.isUppercase }) == title.startIndex, title.firstIndex(of: "z") == nil)
print(title.index(start, offsetBy: 20, limitedBy: title.endIndex) == nil, title.index(start, offsetBy: 2, limitedBy: title.endIndex) != nil)
print(title.index(before: title.endIndex) > start, start < title.endIndex, title.indices.count)
var positions: [String.Index: Character] = [:]
positions[start] = title[start]
print(positions[title.startIndex] ?? "?")
let empty = ""
print(empty.startIndex == empty.endIndex)
// expect: C a
// expect: é 3
// expect: Caf Café
// expect: au 2
// expect: Café 4
// expect: lait
// expect: true true
// expect: true true
// expect: true true 12
// expect: C
// expect: true
