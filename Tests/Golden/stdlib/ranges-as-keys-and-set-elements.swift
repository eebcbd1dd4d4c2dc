// Ranges are Hashable: price bands as dictionary keys, visible row windows in a set, printed as Swift prints them.
let bands: [ClosedRange<Int>: String] = [0...9: "budget", 10...49: "standard", 50...199: "premium"]
func band(for price: Int) -> String {
    for (range, name) in bands where range.contains(price) { return name }
    return "luxury"
}
print([4, 25, 120, 900].map(band(for:)))
print(bands[10...49] ?? "none", bands[10...50] ?? "none")

var pages: [Range<Int>: [String]] = [:]
let titles = ["a", "b", "c", "d", "e"]
for start in stride(from: 0, to: titles.count, by: 2) {
    let window = start..<min(start + 2, titles.count)
    pages[window, default: []].append(contentsOf: titles[window])
}
for key in pages.keys.sorted(by: { $0.lowerBound < $1.lowerBound }) { print(key, pages[key]!) }
print([0..<2: "first"])

var shown: Set<Range<Int>> = []
for visible in [0..<8, 4..<12, 0..<8] { shown.insert(visible) }
print(shown.count, shown.contains(4..<12), shown.contains(4..<13))
print(Set([3...3]))

let byDecade = Dictionary(grouping: [1994, 2003, 2009, 2021], by: { year -> Range<Int> in
    let start = year / 10 * 10
    return start..<(start + 10)
})
print(byDecade[2000..<2010]!, byDecade[1990..<2000]!, byDecade[2010..<2020] ?? [])

// expect: ["budget", "standard", "premium", "luxury"]
// expect: standard none
// expect: 0..<2 ["a", "b"]
// expect: 2..<4 ["c", "d"]
// expect: 4..<5 ["e"]
// expect: [Range(0..<2): "first"]
// expect: 2 true false
// expect: [ClosedRange(3...3)]
// expect: [2003, 2009] [1994] []
