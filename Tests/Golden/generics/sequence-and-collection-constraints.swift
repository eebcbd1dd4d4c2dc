// Generic functions over Sequence and Collection: `where S.Element == Int`, `C.Element: CustomStringConvertible`, `some Sequence<Int>`, `any Collection<String>` and `some Collection<Int>` results, with any collection as the argument.
struct Song: CustomStringConvertible {
    let title: String
    var description: String { "♪ \(title)" }
}

func totalPlays<S: Sequence>(_ plays: S) -> Int where S.Element == Int {
    var sum = 0
    for count in plays { sum += count }
    return sum
}

func captions<C: Collection>(for items: C) -> [String] where C.Element: CustomStringConvertible {
    items.map { $0.description }
}

func summary<C: Collection>(_ items: C) -> String {
    guard let first = items.first else { return "empty" }
    return "\(items.count) items, starting with \(first)"
}

func evenRows(in rows: some Sequence<Int>) -> [Int] { rows.filter { $0.isMultiple(of: 2) } }

func longest(of names: any Collection<String>) -> String { names.max { $0.count < $1.count } ?? "" }

func featured() -> some Collection<Int> { [7, 3, 5] }

func firstTwo<C: Collection>(_ items: C) -> [C.Element] { Array(items.prefix(2)) }

print(totalPlays([3, 4, 5]))
print(totalPlays(1...4))
print(totalPlays(Set([10])))
print(totalPlays([2: "a"].keys))
print(captions(for: [Song(title: "Intro"), Song(title: "Outro")]))
print(captions(for: 1..<3))
print(summary(["feed", "search"]))
print(summary("hey"))
print(summary([String]()))
print(evenRows(in: 1...6))
print(evenRows(in: [10, 11, 12]))
print(longest(of: ["a", "abc", "ab"]))
print(featured().sorted())
print(featured().count)
print(firstTwo("swift"))
print(firstTwo([9, 8, 7]))
// expect: 12
// expect: 10
// expect: 10
// expect: 2
// expect: ["♪ Intro", "♪ Outro"]
// expect: ["1", "2"]
// expect: 2 items, starting with feed
// expect: 3 items, starting with h
// expect: empty
// expect: [2, 4, 6]
// expect: [10, 12]
// expect: abc
// expect: [3, 5, 7]
// expect: 3
// expect: ["s", "w"]
// expect: [9, 8]
