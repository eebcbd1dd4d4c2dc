// Rows for a list screen: prefix of a filter, compactMap of optionals, pages by stride, selection sets, widths in CGFloat, rounded page counts.
import Foundation
struct Row: Equatable { let title: String; let subtitle: String?; let badge: Int }
func makeRows(_ n: Int) -> [Row] {
    (0..<n).map { i in Row(title: "Item \(i + 1)", subtitle: i.isMultiple(of: 2) ? "even" : nil, badge: i * 3 % 5) }
}
let rows = makeRows(7)
let visible = rows.filter { $0.badge > 0 }.prefix(4)
print(visible.map(\.title), visible.count, type(of: visible))
let subtitles = rows.compactMap(\.subtitle)
print(subtitles.count, Set(subtitles))
let badgeText = rows.map { $0.badge == 0 ? "" : $0.badge > 3 ? "\($0.badge)+" : String($0.badge) }
print(badgeText)
let pages = stride(from: 0, to: rows.count, by: 3).map { start in rows[start..<Swift.min(start + 3, rows.count)].map(\.title) }
print(pages)
let indexOfFifth = rows.firstIndex { $0.title.hasSuffix("5") }
print(indexOfFifth.map { "found at \($0)" } ?? "missing")
var selection = Set<Int>()
selection.insert(2); selection.insert(4); selection.remove(2)
print(selection, rows.indices.filter { selection.contains($0) }.map { rows[$0].title })
let diff = Set(rows.map(\.badge)).symmetricDifference([0, 9])
print(diff.sorted())
let ordinal = rows.enumerated().map { idx, row in "\(idx + 1). \(row.title)" }.prefix(2)
print(Array(ordinal))
let widths = rows.map { CGFloat($0.title.count) * 7.5 }
print(widths.max()!, widths.reduce(0, +) / CGFloat(widths.count))
print(rows.first == rows.first, rows[0] == rows[1], rows.contains(Row(title: "Item 1", subtitle: "even", badge: 0)))
let lastTwo = rows.suffix(2).map(\.title)
print(lastTwo, rows.dropLast(5).map(\.badge), rows.last!.subtitle ?? "none")
let chunkSizes = Array(repeating: 2, count: 3)
print(chunkSizes, zip(chunkSizes, ["a", "b", "c"]).map { String(repeating: $1, count: $0) })
let minBadge = rows.map(\.badge).min() ?? 0, maxBadge = rows.map(\.badge).max() ?? 0
print(minBadge...maxBadge, (minBadge..<maxBadge).count)
let timeLabels = [59, 61, 3600, 3725].map { s in s >= 3600 ? "\(s / 3600)h \(s % 3600 / 60)m" : "\(s / 60)m \(s % 60)s" }
print(timeLabels)
print(rows.map(\.badge).sorted().reversed().prefix(3).map { $0 })
print(rows.allSatisfy { !$0.title.isEmpty }, rows.count(where: { $0.subtitle == nil }))
print(Double(rows.count) / 3, (Double(rows.count) / 3).rounded(.up), Int((Double(rows.count) / 3).rounded(.up)))

// What Swift prints:
// expect: ["Item 2", "Item 3", "Item 4", "Item 5"] 4 ArraySlice<Row>
// expect: 4 ["even"]
// expect: ["", "3", "1", "4+", "2", "", "3"]
// expect: [["Item 1", "Item 2", "Item 3"], ["Item 4", "Item 5", "Item 6"], ["Item 7"]]
// expect: found at 4
// expect: [4] ["Item 5"]
// expect: [1, 2, 3, 4, 9]
// expect: ["1. Item 1", "2. Item 2"]
// expect: 45.0 45.0
// expect: true false true
// expect: ["Item 6", "Item 7"] [0, 3] even
// expect: [2, 2, 2] ["aa", "bb", "cc"]
// expect: 0...4 4
// expect: ["0m 59s", "1m 1s", "1h 0m", "1h 2m"]
// expect: [4, 3, 3]
// expect: true 3
// expect: 2.3333333333333335 3.0 3
