// Substrings from split have Foundation's string members: trimming, case-insensitive search, capitalized
import Foundation
let line = "  ada , Grace,linus  ,  "
let names = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(names)
let tags = "swift, ios , uikit".split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).capitalized }
print(tags)
print(names.filter { $0.localizedCaseInsensitiveContains("GRA") })
print(names.filter { !$0.isEmpty }.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print("a1b2".components(separatedBy: .decimalDigits))
// expect: ["ada", "Grace", "linus", ""]
// expect: ["Swift", "Ios", "Uikit"]
// expect: ["Grace"]
// expect: ["ada", "Grace", "linus"]
// expect: ["a", "b", ""]
