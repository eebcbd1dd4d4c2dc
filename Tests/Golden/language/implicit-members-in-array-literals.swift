// An array literal of implicit members takes its element type from where it goes: an argument, a return value, a property, a comparison.
enum Tab: String {
    case feed, search, profile
}

struct TabBar {
    var tabs: [Tab]
    var hidden: Set<Tab> = []

    func showing(_ shown: [Tab]) -> Bool { tabs == shown }
    mutating func hide(_ some: [Tab]?) { hidden = Set(some ?? []) }
}

func order(_ tabs: [Tab], first: Tab = .feed) -> [String] { ([first] + tabs).map(\.rawValue) }
func defaults() -> [Tab] { [.feed, .search] }
func grid() -> [[Tab]] { [[.feed], [.search, .profile]] }
func badges(_ counts: [Tab: Int]) -> Int { counts[.feed] ?? 0 }
func select(_ tabs: Tab...) -> Int { tabs.count }

var bar = TabBar(tabs: [Tab.feed, .search])
print(order([.search, .profile]))
print(order([Tab.profile], first: .search))
print(defaults(), grid().count)
print(bar.showing([.feed, .search]), bar.tabs == [.feed, .search], [.search] == bar.tabs)
bar.tabs = [.profile]
bar.hide([.feed, .search])
print(bar.tabs, bar.hidden.count, bar.hidden.contains(.search))
print(badges([.feed: 2, .profile: 1]), select(.feed, .profile))
let optionalTabs: [Tab]? = [.feed]
print(optionalTabs == [.feed], optionalTabs != [.search])
// expect: ["feed", "search", "profile"]
// expect: ["search", "profile"]
// expect: [main.Tab.feed, main.Tab.search] 2
// expect: true true false
// expect: [main.Tab.profile] 2 true
// expect: 2 2
// expect: true true
