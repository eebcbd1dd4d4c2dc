// Functions overloaded by their parameters' types are both kept, and the call picks by the argument; an operator
// passed where a function of one pair is expected takes the pair apart; a key path works in generic code.
func describe(_ value: Int) -> String { "the number \(value)" }
func describe(_ value: String) -> String { "the word \(value)" }
print(describe(7), describe("seven"))
// expect: the number 7 the word seven
let widths = [10, 20, 30], heights = [2, 3, 4]
print(zip(widths, heights).map(*), zip(widths, heights).map(+).reduce(0, +), zip(["a", "b"], ["x", "y"]).map(+))
// expect: [20, 60, 120] 69 ["ax", "by"]
protocol Titled { var title: String { get } }
struct Row: Titled { let title: String }
struct Section<Item: Titled> {
    var items: [Item]
    var titles: [String] { items.map(\.title) }
}
extension Array where Element: Titled {
    var joinedTitles: String { map(\.title).joined(separator: " / ") }
}
print(Section(items: [Row(title: "Inbox"), Row(title: "Sent")]).titles, [Row(title: "A"), Row(title: "B")].joinedTitles)
// expect: ["Inbox", "Sent"] A / B
// The script's own `max` beside the library's: its Int version wins for Ints, the library's stays for
// Doubles, as a declaration of the script's module does in swiftc.
func max(_ a: Int, _ b: Int) -> Int { a > b ? a * 10 : b * 10 }
print(max(1, 2), max(1.5, 2.5))
// expect: 20 2.5
