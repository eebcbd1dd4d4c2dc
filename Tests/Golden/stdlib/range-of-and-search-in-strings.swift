// A search screen highlights the query in a row's title: range(of:) gives the title's own indices, so the
// pieces around the hit are slices of the title, and NSRange converts them for text APIs that want UTF-16.
import Foundation
let title = "Swift Playgrounds for the iPad"
if let hit = title.range(of: "play", options: .caseInsensitive) {
    print(title[hit])
    print(title.distance(from: title.startIndex, to: hit.lowerBound))
    print(title[..<hit.lowerBound] + "[" + title[hit] + "]" + title[hit.upperBound...])
    print(title.replacingCharacters(in: hit, with: "Learn"))
    let ns = NSRange(hit, in: title)
    print(ns, ns.location, ns.length)
    if let back = Range(ns, in: title) {
        print(title[back], back == hit)
    }
}
print(title.range(of: "play") == nil)
if let last = title.range(of: "a", options: .backwards) {
    print(title.distance(from: title.startIndex, to: last.lowerBound))
}
let tail = title.dropFirst(6)
if let r = tail.range(of: "for") {
    print(tail[r], title[r], title.distance(from: title.startIndex, to: r.lowerBound))
}
print(Range(NSRange(location: 40, length: 2), in: title) == nil)

// Tags typed with any of three separators, and three ways to filter rows by a query.
let tags = "news, sport;weather  music"
print(tags.components(separatedBy: CharacterSet(charactersIn: ",; ")).filter { !$0.isEmpty })
let query = "IPAD"
let rows = ["iPad mini", "iPhone 16", "Magic Keyboard for iPad"]
print(rows.filter { $0.lowercased().contains(query.lowercased()) })
print(rows.filter { $0.localizedCaseInsensitiveContains(query) })
print(rows.filter { $0.range(of: "phone", options: [.caseInsensitive, .backwards]) != nil })
let price = "Total: 12.50 EUR"
if let colon = price.range(of: ": ") {
    let amount = price[colon.upperBound...]
    print(amount, type(of: amount), "(" + amount + ")", amount + "!")
}

// What Swift prints:
// expect: Play
// expect: 6
// expect: Swift [Play]grounds for the iPad
// expect: Swift Learngrounds for the iPad
// expect: {6, 4} 6 4
// expect: Play true
// expect: true
// expect: 28
// expect: for for 18
// expect: true
// expect: ["news", "sport", "weather", "music"]
// expect: ["iPad mini", "Magic Keyboard for iPad"]
// expect: ["iPad mini", "Magic Keyboard for iPad"]
// expect: ["iPhone 16"]
// expect: 12.50 EUR Substring (12.50 EUR) 12.50 EUR!
