// Protocols with associated types: inferred from witnesses or set by typealias, used by protocol
// extensions (mutating ones too) and by generic functions (C.Item, where C.Item == String).
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container {
    func first() -> Item? { items.first }
    var count: Int { items.count }
}
struct Names: Container {
    var items: [String]
}
struct Numbers: Container {
    typealias Item = Int
    var items: [Int]
}
func joined<C: Container>(_ c: C) -> String where C.Item == String {
    c.items.joined(separator: ",")
}
func describe<C: Container>(_ c: C) -> String {
    "\(c.count) items, first \(String(describing: c.first()))"
}
let names = Names(items: ["a", "b"])
print(joined(names))
print(describe(names))
print(describe(Numbers(items: [3, 4, 5])))

protocol Configurable {
    associatedtype Model
    func configure(with model: Model) -> String
}
class Cell {}
final class TitleCell: Cell, Configurable {
    func configure(with model: String) -> String { "title: \(model)" }
}
final class CountCell: Cell, Configurable {
    typealias Model = Int
    func configure(with model: Model) -> String { "count: \(model + 1)" }
}
func setUp<C: Configurable>(_ cell: C, with model: C.Model) -> String { cell.configure(with: model) }
print(setUp(TitleCell(), with: "Inbox"))
print(setUp(CountCell(), with: 41))
protocol Stack {
    associatedtype Element
    var elements: [Element] { get set }
}
extension Stack {
    mutating func push(_ e: Element) { elements.append(e) }
    var top: Element? { elements.last }
    func describeAll() -> String { elements.map { "\($0)" }.joined(separator: "|") }
}
struct IntStack: Stack { var elements: [Int] = [] }
var s = IntStack()
s.push(1); s.push(2)
print(s.top ?? 0, s.describeAll())
func topOf<S: Stack>(_ s: S) -> S.Element? { s.top }
print(topOf(s) ?? -1)
struct Pair<T>: Stack { var elements: [T] }
let p = Pair(elements: ["x", "y"])
print(p.top ?? "-", topOf(p) ?? "-")
// expect: a,b
// expect: 2 items, first Optional("a")
// expect: 3 items, first Optional(3)
// expect: title: Inbox
// expect: count: 42
// expect: 2 1|2
// expect: 2
// expect: y y
