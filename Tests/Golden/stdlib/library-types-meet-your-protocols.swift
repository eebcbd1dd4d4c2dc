// The library's own types meet your protocols with members they already have, or with ones you add, through `any P` and generics.
import Foundation

protocol Measurable { var count: Int { get } }
extension String: Measurable {}
extension Array: Measurable {}
extension Dictionary: Measurable {}
extension Set: Measurable {}

let pile: [any Measurable] = ["kiwi", [1, 2, 3], ["a": 1, "b": 2], Set(["x"])]
print(pile.map { $0.count })

func widest<M: Measurable>(_ items: [M]) -> Int { items.map { $0.count }.max() ?? 0 }
print(widest(["fig", "banana", "plum"]))

protocol Headline {
    var isEmpty: Bool { get }
    func uppercased() -> String
    func hasPrefix(_ prefix: String) -> Bool
}
extension String: Headline {}
extension Substring: Headline {}

func banner(_ h: some Headline) -> String { h.isEmpty ? "(untitled)" : h.uppercased() }
let titles: [any Headline] = ["inbox", "", "Draft: plan".dropFirst(7)]
for t in titles { print(banner(t), t.hasPrefix("in")) }

protocol BadgeText { var badge: String { get } }
extension BadgeText { var badge: String { "•" } }
extension Int: BadgeText { var badge: String { self > 99 ? "99+" : String(self) } }
extension Character: BadgeText { var badge: String { "[\(self)]" } }
extension CGFloat: BadgeText {}
extension Bool: BadgeText { var badge: String { self ? "on" : "off" } }

let letter: Character = "Q"
let badges: [BadgeText] = [7, 240, letter, CGFloat(1.5), true]
print(badges.map(\.badge).joined(separator: " "))
let boxed: Any = letter
print(type(of: boxed), type(of: badges[3]))

protocol Fallback { static var fallback: Self { get }; static func parse(_ text: String) -> Self? }
extension Int: Fallback {
    static var fallback: Int { -1 }
    static func parse(_ text: String) -> Int? { Int(text) }
}
extension String: Fallback {
    static var fallback: String { "?" }
    static func parse(_ text: String) -> String? { text.isEmpty ? nil : text }
}
func read<T: Fallback>(_ raw: [String], as type: T.Type) -> [T] { raw.map { T.parse($0) ?? T.fallback } }
print(read(["4", "x", "12"], as: Int.self), read(["a", ""], as: String.self))

protocol Tally { mutating func bump() }
extension Int: Tally { mutating func bump() { self += 1 } }
struct Clicks: Tally { var n = 0; mutating func bump() { n += 2 } }
func bumpTwice<T: Tally>(_ t: inout T) { t.bump(); t.bump() }
var likes = 10
bumpTwice(&likes)
var counters: [any Tally] = [likes, Clicks()]
for i in counters.indices { counters[i].bump() }
print(likes, counters[0], counters[1])

protocol Appendable { mutating func append(_ c: Character) }
extension String: Appendable {}
var draft: any Appendable = "Hi"
draft.append("!")
print(draft)

// expect: [4, 3, 2, 1]
// expect: 6
// expect: INBOX true
// expect: (untitled) false
// expect: PLAN false
// expect: 7 99+ [Q] • on
// expect: Character CGFloat
// expect: [4, -1, 12] ["a", "?"]
// expect: 12 13 Clicks(n: 2)
// expect: Hi!
