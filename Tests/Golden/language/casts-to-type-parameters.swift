// Casts to a generic type's parameter use the specialization's type argument: `as? V`, `is V`, `as! V`,
// `[V]` and `V?` targets, in methods, computed properties, subscripts, lazy properties, observers and subclasses.
final class SettingsStore<V> {
    private var values: [String: Any] = [:]
    func save(_ value: Any, for key: String) { values[key] = value }
    func value(for key: String) -> V? { values[key] as? V }
    func holds(_ key: String) -> Bool { values[key] is V }
    subscript(key: String) -> V? { values[key] as? V }
    var everyTyped: [V] { values.keys.sorted().compactMap { values[$0] as? V } }
    func list(_ key: String) -> [V]? { values[key] as? [V] }
}

let counts = SettingsStore<Int>()
counts.save(3, for: "rows")
counts.save("wide", for: "layout")
counts.save([1, 2], for: "pages")
print(counts.value(for: "rows") as Any, counts.value(for: "layout") as Any)
print(counts.holds("rows"), counts.holds("layout"))
print(counts["rows"] as Any, counts.everyTyped)
print(counts.list("pages") as Any, counts.list("rows") as Any)

let names = SettingsStore<String>()
names.save("Inbox", for: "title")
names.save(7, for: "badge")
print(names["title"] as Any, names["badge"] as Any, names.everyTyped)

class Feed<Item> {
    var pending: [Any]
    init(_ pending: [Any]) { self.pending = pending }
    lazy var firstItem: Item? = pending.first as? Item
    var latest: Any = 0 { didSet { print("latest as Item:", latest as? Item as Any) } }
    var items: [Item] { pending.compactMap { $0 as? Item } }
    func item(at index: Int) -> Item { pending[index] as! Item }
}
final class ScoreFeed: Feed<Int> {}

let scores = ScoreFeed([10, "skip", 30])
print(scores.items, scores.firstItem as Any, scores.item(at: 2))
scores.latest = 5
scores.latest = "five"

struct Unboxer<T> {
    let raw: Any
    var decoded: T? { raw as? T }
    func optional() -> T?? { raw as? T? }
    static func accepts(_ x: Any) -> Bool { x is T }
}
print(Unboxer<Double>(raw: 1.5).decoded as Any, Unboxer<String>(raw: 1.5).decoded as Any)
print(Unboxer<Int>(raw: 4).optional() as Any)
print(Unboxer<Bool>.accepts(true), Unboxer<Bool>.accepts("true"))

let titles = Feed<String>(["A", 1])
print(titles.item(at: 0))

// expect: Optional(3) nil
// expect: true false
// expect: Optional(3) [3]
// expect: Optional([1, 2]) nil
// expect: Optional("Inbox") nil ["Inbox"]
// expect: [10, 30] Optional(10) 30
// expect: latest as Item: Optional(5)
// expect: latest as Item: nil
// expect: Optional(1.5) nil
// expect: Optional(Optional(4))
// expect: true false
// expect: A
