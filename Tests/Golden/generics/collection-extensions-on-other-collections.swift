// Members of the learner's `extension Sequence`/`Collection` work on sets, dictionaries, substrings, slices and ranges as well as arrays.
extension Sequence where Element: Hashable {
    func duplicates() -> [Element] {
        var seen = Set<Element>()
        return filter { !seen.insert($0).inserted }
    }
}

extension Collection {
    var isNotEmpty: Bool { !isEmpty }
    func chunkCount(of size: Int) -> Int { (count + size - 1) / size }
}

extension Sequence where Element == Int {
    var total: Int { reduce(0, +) }
}

let visible: Set<Int> = [4]
let badges = ["inbox": 3]
let title = "Inbox (3)"
let word = title.prefix(5)
let rows = [1, 2, 3, 4, 5]

print(visible.isNotEmpty, badges.isNotEmpty, word.isNotEmpty, rows[1...].isNotEmpty)
print(visible.total, rows.dropFirst(2).total, (1...3).total, (0..<4).total)
print(badges.chunkCount(of: 2), word.chunkCount(of: 2), rows.prefix(3).chunkCount(of: 2))
print(word.duplicates(), "banana".duplicates(), rows[...2].duplicates())
print(badges.map { $0.key }, word.count)
// expect: true true true true
// expect: 4 12 6 6
// expect: 1 3 2
// expect: [] ["a", "n", "a"] []
// expect: ["inbox"] 5
