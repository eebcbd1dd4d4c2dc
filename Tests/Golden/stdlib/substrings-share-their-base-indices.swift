// A substring keeps its base string's indices, as in Swift: an index found in the substring reads the base,
// and an index of the base reads the substring. A chat preview split at its colon:
let line = "Maya: see you at eight"
if let colon = line.firstIndex(of: ":") {
    let name = line[line.startIndex..<colon]
    let body = line[line.index(after: colon)...]
    print(name, "|", body)
    print(name.startIndex == line.startIndex, body.startIndex == line.index(after: colon), body.endIndex == line.endIndex)
    let trimmed = body.dropFirst()
    print(trimmed, trimmed.count, line[trimmed.startIndex], trimmed[trimmed.startIndex])
    if let space = trimmed.firstIndex(of: " ") {
        print(line[space...])
        print(trimmed[..<space])
        print(line.distance(from: line.startIndex, to: space))
    }
    let second = trimmed.index(after: trimmed.startIndex)
    print(trimmed[second], line[second])
    let word = trimmed.prefix(3)
    print(String(word), word.endIndex == line.index(line.startIndex, offsetBy: 9))
    let rest = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)...]
    print(rest, rest.count, rest.startIndex == line.index(colon, offsetBy: 6))
    print(String(name).count + String(body).count)
    print(trimmed.index(before: trimmed.endIndex) == line.index(before: line.endIndex))
    print(trimmed.lastIndex(of: "e") == line.lastIndex(of: "e"))
    print(trimmed.distance(from: trimmed.startIndex, to: trimmed.endIndex), trimmed.indices.count)
    print(trimmed.suffix(5).startIndex == line.index(line.endIndex, offsetBy: -5))
    if let limit = trimmed.index(trimmed.startIndex, offsetBy: 30, limitedBy: trimmed.endIndex) {
        print(trimmed[limit])
    } else {
        print("past the end")
    }
}

// Each word of a sentence is a substring of it: its first index reads the sentence.
let sentence = "cells are reused when they scroll away"
let words = sentence.split(separator: " ")
let third = words[2]
print(third, sentence[third.startIndex], sentence.distance(from: sentence.startIndex, to: third.startIndex))
print(sentence.split(separator: " ", maxSplits: 2))
print("a,b,,c,".split(separator: ",", omittingEmptySubsequences: false))
print(",a,b,,c,".split(separator: ",", maxSplits: 2))

// What Swift prints:
// expect: Maya |  see you at eight
// expect: true true true
// expect: see you at eight 16 s s
// expect:  you at eight
// expect: see
// expect: 9
// expect: e e
// expect: see true
// expect: you at eight 12 true
// expect: 21
// expect: true
// expect: true
// expect: 16 16
// expect: true
// expect: past the end
// expect: reused r 10
// expect: ["cells", "are", "reused when they scroll away"]
// expect: ["a", "b", "", "c", ""]
// expect: ["a", "b", ",c,"]
