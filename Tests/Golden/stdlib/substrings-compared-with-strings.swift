// Substrings meet strings: compared with ==, searched for with contains and hasPrefix, counted in a dictionary,
// sorted and joined, as Swift's StringProtocol members allow.
let sentence = "the cat and the hat"
let words = sentence.split(separator: " ")
print(words.joined(separator: "+"), words.map(String.init), Set(words).count)
print(words.sorted(), words.first == "the", sentence.contains(words[1]))
let counts = words.reduce(into: [String: Int]()) { $0[String($1), default: 0] += 1 }
print(counts["the"]!, counts.count)
print(sentence.hasPrefix(words[0]), words[1] == "cat", words.contains("hat"))
let last = words.last!
print(last.uppercased(), last.count, last.reversed().map(String.init).joined())
let title = "Swift"
print(title == words[0], title.lowercased() == "swift")
let sub = sentence.dropFirst(4).prefix(3)
print(sub, sub == "cat", String(sub) == "cat")

// What Swift prints:
// expect: the+cat+and+the+hat ["the", "cat", "and", "the", "hat"] 4
// expect: ["and", "cat", "hat", "the", "the"] true true
// expect: 2 4
// expect: true true true
// expect: HAT 3 tah
// expect: false true
// expect: cat true true
