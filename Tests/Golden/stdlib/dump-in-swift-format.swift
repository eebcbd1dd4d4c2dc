// dump prints a value's structure as the standard library does: ▿ before a value with children.
struct Row {
    var id: Int
    var tags: [String]
}

enum Badge {
    case none
    case count(Int)
}

final class Node {
    var value = 1
    var next: Node?
}

dump(5)
// expect: - 5
dump("x")
// expect: - "x"
dump([1, 2])
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
dump(Row(id: 1, tags: ["t"]))
// expect: ▿ main.Row
// expect:   - id: 1
// expect:   ▿ tags: 1 element
// expect:     - "t"
let some: Int? = 3
let none: Int? = nil
dump(some)
// expect: ▿ Optional(3)
// expect:   - some: 3
dump(none)
// expect: - nil
dump(Badge.none)
// expect: - main.Badge.none
dump(Badge.count(2))
// expect: ▿ main.Badge.count
// expect:   - count: 2
dump((1, "a"))
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "a"
let empty: [Int] = []
dump(empty)
// expect: - 0 elements
let node = Node()
dump(node)
// expect: ▿ main.Node #0
// expect:   - value: 1
// expect:   - next: nil
