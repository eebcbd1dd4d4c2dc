// Cleaning and reading user text: trimming, components, Dictionary(_:uniquingKeysWith:), capitalized, ranges, raw and multi-line strings.
import Foundation
let raw = "  Hello, World! Hello again.  "
let cleaned = raw.trimmingCharacters(in: .whitespacesAndNewlines)
print(cleaned, cleaned.count, cleaned.lowercased().components(separatedBy: " "))
print(cleaned.replacingOccurrences(of: "Hello", with: "Bye"), cleaned.hasPrefix("Hello"), cleaned.contains("World"))
let words = cleaned.lowercased().components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }
print(words)
let freq = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
print(freq.sorted { $0.key < $1.key })
let title = "swift is fun"
print(title.capitalized, title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
if let range = cleaned.range(of: "World") { print(cleaned[range.lowerBound...]) }
let email = "user@example.com"
let parts = email.split(separator: "@")
print(parts.first.map(String.init) ?? "", parts.count == 2, email.firstIndex(of: "@").map { email.distance(from: email.startIndex, to: $0) } ?? -1)
let digits = "a1b2c3".filter(\.isNumber)
print(digits, Int(digits) ?? 0, "42".isEmpty, Int("x42") as Any, Double("3.5")! * 2)
let padded = String(repeating: " ", count: 3) + "x"
print("[\(padded)]", "abc".uppercased().reversed().map(String.init).joined())
let multiline = """
    Line one
      indented
    end
    """
print(multiline.split(separator: "\n").count, multiline.components(separatedBy: "\n").last!)
let raw2 = #"C:\path\"quoted""#
print(raw2, raw2.count)
print("x".compare("y") == .orderedAscending, "b" > "a", ["b", "a", "C"].sorted())
let s = "héllo"
print(s.count)
let tab = #"a\#tb\n"#
let n = 3
print(tab, ##"x\#(n) \##(n) "#"##, #"plain \(n)"#, #"uni \#u{41}"#)
let base = ["a": 1, "b": 2]
print(base.merging(["b": 10, "c": 3], uniquingKeysWith: +).sorted { $0.key < $1.key }, base.merging(["a": 5]) { old, _ in old }["a"]!)
print("banana".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }.sorted { $0.key < $1.key }, "swift".sorted(by: >), "swift".min()!)

// What Swift prints:
// expect: Hello, World! Hello again. 26 ["hello,", "world!", "hello", "again."]
// expect: Bye, World! Bye again. true true
// expect: ["hello", "world", "hello", "again"]
// expect: [(key: "again", value: 1), (key: "hello", value: 2), (key: "world", value: 1)]
// expect: Swift Is Fun Swift Is Fun
// expect: World! Hello again.
// expect: user true 4
// expect: 123 123 false nil 7.0
// expect: [   x] CBA
// expect: 3 end
// expect: C:\path\"quoted" 16
// expect: true true ["C", "a", "b"]
// expect: 5
// expect: a	b\n x\#(n) 3 "# plain \(n) uni A
// expect: [(key: "a", value: 1), (key: "b", value: 12), (key: "c", value: 3)] 1
// expect: [(key: "a", value: 3), (key: "b", value: 1), (key: "n", value: 2)] ["w", "t", "s", "i", "f"] f
