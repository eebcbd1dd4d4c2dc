// Cleaning up and searching contact data in a view model: Foundation's string members, substrings cut at an
// index, prefix(while:) and numbers read from the pieces of a CSV line.
import Foundation

struct Contact { let first: String; let last: String; let phone: String }
let contacts = [Contact(first: "Ana", last: "Núñez", phone: "+34 600 123 456"), Contact(first: "Bob", last: "Stone", phone: "(555) 010-2000")]
let query = "nun"
let hits = contacts.filter { "\($0.first) \($0.last)".localizedStandardContains(query) }
print(hits.map { $0.last })
let digits = contacts.map { $0.phone.filter { $0.isNumber } }
print(digits)
let cleaned = contacts.map { $0.phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined() }
print(cleaned)
let sorted = contacts.sorted { $0.last.localizedCaseInsensitiveCompare($1.last) == .orderedAscending }
print(sorted.map(\.first))
let initials = contacts.map { "\($0.first.prefix(1))\($0.last.prefix(1))".uppercased() }
print(initials)
let section = Dictionary(grouping: contacts) { String($0.last.prefix(1)) }
print(section.keys.sorted())
let name = "  ana maría  "
print(name.trimmingCharacters(in: .whitespacesAndNewlines).capitalized)
let email = "Someone@Example.COM"
if let at = email.firstIndex(of: "@") {
    let user = email[..<at]
    let domain = email[email.index(after: at)...].lowercased()
    print(user, domain)
}
let text = "Order #1234 shipped"
if let hash = text.range(of: "#") {
    let number = text[hash.upperBound...].prefix { $0.isNumber }
    print(number, Int(number) ?? 0)
}
let parts = "2026-03-15".split(separator: "-").compactMap { Int($0) }
print(parts)
let wordCount = "the quick  brown fox".split(separator: " ").count
print(wordCount)
print("Hello, World".replacingOccurrences(of: "World", with: "Swift").uppercased())
let longTitle = "A very long title for a small cell"
let shortTitle = longTitle.count > 12 ? String(longTitle.prefix(12)) + "…" : longTitle
print(shortTitle)
print("abc".hasPrefix(""), "x".isEmpty, "".isEmpty)
let csv = "name,price\nCable,9.5\nCase,12"
for row in csv.split(separator: "\n").dropFirst() {
    let cols = row.split(separator: ",")
    print(cols[0], Double(cols[1]) ?? 0)
}

// What Swift prints:
// expect: ["Núñez"]
// expect: ["34600123456", "5550102000"]
// expect: ["34600123456", "5550102000"]
// expect: ["Ana", "Bob"]
// expect: ["AN", "BS"]
// expect: ["N", "S"]
// expect: Ana María
// expect: Someone example.com
// expect: 1234 1234
// expect: [2026, 3, 15]
// expect: 4
// expect: HELLO, SWIFT
// expect: A very long …
// expect: true false true
// expect: Cable 9.5
// expect: Case 12.0
