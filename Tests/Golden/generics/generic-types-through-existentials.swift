// A value of a generic class or struct stored as a protocol type keeps its own methods and properties, and casts to other protocols it conforms to succeed.
protocol Describing { func describe() -> String }
protocol Named { var name: String { get } }
protocol Marker: AnyObject {}

final class Box<T>: Marker, Describing {
    let value: T
    init(_ value: T) { self.value = value }
    func describe() -> String { "Box(\(value))" }
}
extension Box: Named { var name: String { "box" } }

struct Pair<A, B>: Describing, Named {
    var first: A
    var second: B
    var name: String { "pair" }
    func describe() -> String { "(\(first), \(second))" }
}

let items: [Describing] = [Box(3), Pair(first: "a", second: 2.5)]
for item in items { print(item.describe()) }
let named: Named = Pair(first: 1, second: true)
print(named.name)
let marker: Marker? = Box("x")
print(marker is Named, (marker as? Describing)?.describe() ?? "none")
func describeAll(_ values: [Any]) {
    for value in values {
        if let described = value as? Describing { print("describing", described.describe()) } else { print("other") }
    }
}
describeAll([Box(1), 7, Pair(first: 0, second: 0)])
// expect: Box(3)
// expect: (a, 2.5)
// expect: pair
// expect: true Box(x)
// expect: describing Box(1)
// expect: other
// expect: describing (0, 0)
