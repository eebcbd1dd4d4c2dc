// Helpers written once for String and Substring, as view-model code writes them: `<S: StringProtocol>`,
// `some StringProtocol`, and Foundation's members on a substring.
import Foundation
func initials<S: StringProtocol>(of name: S) -> String {
    name.split(separator: " ").compactMap { $0.first }.map { String($0) }.joined()
}
func matches(_ text: some StringProtocol, query: String) -> Bool {
    text.localizedCaseInsensitiveContains(query) || text.lowercased().hasPrefix(query.lowercased())
}
func shout<S: StringProtocol>(_ text: S) -> String {
    text.trimmingCharacters(in: .whitespaces).uppercased() + (text.isEmpty ? "" : "!") + String(text.count)
}

let line = "  Ada Lovelace , Grace Hopper "
let names = line.split(separator: ",")
print(names.map { initials(of: $0.trimmingCharacters(in: .whitespaces)) })
print(initials(of: "Margaret Hamilton"))
print(matches(names[1], query: "HOP"), matches("Katherine Johnson", query: "kath"), matches(names[0], query: "x"))
print(shout(names[0]), shout("ok"))
let first = names[0].trimmingCharacters(in: .whitespaces)
print(first, first.count, names[1].capitalized, names[1].localizedUppercase)
print(names[1].padding(toLength: 8, withPad: ".", startingAt: 0))
print(names[0].compare(" Ada") == .orderedDescending, names[1].caseInsensitiveCompare(" GRACE HOPPER ") == .orderedSame)
print(names[1].components(separatedBy: .whitespaces).filter { !$0.isEmpty })

// What Swift prints:
// expect: ["AL", "GH"]
// expect: MH
// expect: true true false
// expect: ADA LOVELACE!15 OK!2
// expect: Ada Lovelace 12  Grace Hopper   GRACE HOPPER 
// expect:  Grace H
// expect: false true
// expect: ["Grace", "Hopper"]
