// Constrained extensions as app code writes them: members exist exactly where the constraints hold.
struct Item {
    let title: String
    let rank: Int
}

extension Collection where Element == Item {
    var titles: [String] { map { $0.title } }
    func best() -> Element? { self.max { $0.rank < $1.rank } }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    var isNotEmpty: Bool { !isEmpty }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}

extension Dictionary where Key == String {
    func value(named name: String) -> Value? { self[name] }
}

extension Array where Element: Equatable {
    func occurrences(of element: Element) -> Int { filter { $0 == element }.count }
}

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
    static func zeros(_ n: Int) -> [Int] { Array(repeating: 0, count: n) }
}

extension Array where Element: Comparable {
    func isAscending() -> Bool {
        for (i, x) in enumerated() where i > 0 && self[i - 1] > x { return false }
        return true
    }
}

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
}

extension Stack where Element: CustomStringConvertible {
    var listing: String { items.map { $0.description }.joined(separator: ",") }
}

let items = [Item(title: "a", rank: 2), Item(title: "b", rank: 5), Item(title: "c", rank: 1)]
print(items.titles)
print(items.best()?.title ?? "none")
print([3, 1, 3, 2, 1].uniqued())
print(["x", "y", "x"].uniqued())
print([10, 20, 30][safe: 1] as Any)
print([10, 20, 30][safe: 7] as Any)
print(items.isNotEmpty, [Int]().isNotEmpty)
let missing: String? = nil
let present: String? = "here"
print("[\(missing.orEmpty)]", present.orEmpty)
print(["a": 1, "b": 2].value(named: "b") as Any)
print([1, 2, 2, 3, 2].occurrences(of: 2))
print([1, 2, 3].total, [Int].zeros(3))
print([1, 2, 3].isAscending(), ["b", "a"].isAscending())
var stack = Stack<Int>()
stack.push(1)
stack.push(2)
print(stack.listing)
// expect: ["a", "b", "c"]
// expect: b
// expect: [3, 1, 2]
// expect: ["x", "y"]
// expect: Optional(20)
// expect: nil
// expect: true false
// expect: [] here
// expect: Optional(2)
// expect: 3
// expect: 6 [0, 0, 0]
// expect: true false
// expect: 1,2
