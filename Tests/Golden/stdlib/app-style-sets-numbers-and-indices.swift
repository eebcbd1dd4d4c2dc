// App-style snippets with sets, CGFloat/Double/Float and string indices (the stdlib5 probe), each in its own scope.
import Foundation

struct Item: Hashable { let id: Int; let name: String }
func cornerRadius(for height: CGFloat) -> CGFloat { height / 2 }
do {
    var selected = Set<Int>()
    for row in [3, 5, 3, 8] { if !selected.insert(row).inserted { selected.remove(row) } }
    print(selected.sorted(), selected.contains(5))
}
do {
    let rowHeight: CGFloat = 44
    let rows = 12
    let contentHeight = CGFloat(rows) * rowHeight + 20
    print(contentHeight, type(of: contentHeight))
}
do {
    let progress: Double = 0.42
    let barWidth: CGFloat = 300
    let filled = barWidth * progress
    print(filled, type(of: filled))
}
do {
    let h: Double = 60
    print(cornerRadius(for: h), cornerRadius(for: 44))
}
do {
    let alpha: Float = 0.75
    let opacity = Double(alpha) * 100
    print(String(format: "%.0f%%", opacity), alpha)
}
do {
    let email = "ann@example.com"
    if let at = email.firstIndex(of: "@") {
        let user = email[..<at]
        let domain = email[email.index(after: at)...]
        print(user, domain, email.distance(from: email.startIndex, to: at))
    }
}
do {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "MMM d"
    let due: Date? = Date(timeIntervalSince1970: 86_400 * 40)
    let subtitle = due.map { "Due " + f.string(from: $0) } ?? "No date"
    print(subtitle)
}
do {
    let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 1, name: "a")]
    let unique = Set(items)
    print(unique.count, unique.contains(Item(id: 2, name: "b")))
    let ids = Set(items.map { $0.id })
    print(ids.sorted())
}
do {
    let tags: Set<String> = ["ios", "swift"]
    let other: Set<String> = ["swift", "uikit"]
    print(tags.intersection(other).sorted(), tags.isDisjoint(with: other), tags.union(other).count)
}
do {
    let text = "row-12"
    if let dash = text.firstIndex(of: "-"), let n = Int(text[text.index(after: dash)...]) {
        print(n + 1)
    }
    let s = "abc"
    print(s[s.index(s.startIndex, offsetBy: 1)], s.prefix(2), s.suffix(1))
}

// expect: [5, 8] true
// expect: 548.0 CGFloat
// expect: 126.0 Double
// expect: 30.0 22.0
// expect: 75% 0.75
// expect: ann example.com 3
// expect: Due Feb 10
// expect: 2 true
// expect: [1, 2]
// expect: ["swift"] false 3
// expect: 13
// expect: b ab c
