// first(where:), contains(where:), reduce(into:), enumerated() and zip inside generic functions over Sequence and Collection, given arrays, sets, strings and ranges.
func firstLong<S: Sequence>(in words: S) -> String? where S.Element == String {
    words.first(where: { $0.count > 3 })
}

func hasNegative<S: Sequence>(_ values: S) -> Bool where S.Element == Int {
    values.contains(where: { $0 < 0 })
}

func tally<S: Sequence>(_ items: S) -> [S.Element: Int] where S.Element: Hashable {
    items.reduce(into: [:]) { counts, item in counts[item, default: 0] += 1 }
}

func lengths<C: Collection>(_ words: C) -> [Int] where C.Element == String {
    words.reduce(into: []) { result, word in result.append(word.count) }
}

func numbered<S: Sequence>(_ items: S) -> [String] {
    items.enumerated().map { "\($0.offset): \($0.element)" }
}

func paired<A: Sequence, B: Sequence>(_ left: A, _ right: B) -> [String] {
    var lines: [String] = []
    for (l, r) in zip(left, right) { lines.append("\(l)-\(r)") }
    return lines
}

print(firstLong(in: ["ok", "done", "finished"]) ?? "none")
print(firstLong(in: Set(["a"])) ?? "none")
print(hasNegative([4, -1, 2]), hasNegative(0...5))
print(tally("banana").sorted { $0.key < $1.key })
print(tally([3, 1, 3]).sorted { $0.key < $1.key })
print(lengths(["row", "section"]))
print(numbered(["cell", "header"]))
print(numbered(7...8))
print(paired([1, 2, 3], "xy"))
print(paired(10..<13, ["a", "b", "c", "d"]))
print(zip(0..<Int.max, ["first", "second"]).map { "\($0)=\($1)" })
// expect: done
// expect: none
// expect: true false
// expect: [(key: "a", value: 3), (key: "b", value: 1), (key: "n", value: 2)]
// expect: [(key: 1, value: 1), (key: 3, value: 2)]
// expect: [3, 7]
// expect: ["0: cell", "1: header"]
// expect: ["0: 7", "1: 8"]
// expect: ["1-x", "2-y"]
// expect: ["10-a", "11-b", "12-c"]
// expect: ["0=first", "1=second"]
