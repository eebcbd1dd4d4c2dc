// A struct's own initializer that only stores its parameters makes the same value as one that does more: defaults, observers (not called while initializing), lets, weak references and copies.
struct Point {
    var x: Int
    var y: Int
    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

struct Swapped {
    var first: String
    var second: String
    var count = 7
    init(second: String, first: String) {
        self.first = first
        self.second = second
    }
}

struct Named {
    let id: Int
    var name: String {
        didSet { print("renamed from \(oldValue) to \(name)") }
    }
    init(id: Int, named name: String) {
        self.id = id
        self.name = name
    }
}

struct Twice {
    var a: Int
    var b: Int
    init(both value: Int) {
        a = value
        b = value
    }
}

struct Holder {
    var items: [Int]
    init(items: [Int]) { self.items = items }
}

struct Box<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}

final class Owner {
    let label: String
    init(label: String) { self.label = label }
    deinit { print("\(label) freed") }
}

struct Link {
    weak var owner: Owner?
    init(owner: Owner?) { self.owner = owner }
}

struct Segment {
    var start: Point
    var end: Point
    init(start: Point, end: Point) {
        self.start = start
        self.end = end
    }
}

let p = Point(x: 3, y: 4)
print(p, p.x + p.y)
let s = Swapped(second: "b", first: "a")
print(s.first, s.second, s.count)
var n = Named(id: 1, named: "Ada")
print(n.id, n.name)
n.name = "Grace"
let t = Twice(both: 9)
print(t.a, t.b)
var numbers = [1, 2]
let h = Holder(items: numbers)
numbers.append(3)
print(h.items, numbers)
let box = Box(value: "cell")
print(box.value, Box(value: 2).value + 1)
var owner: Owner? = Owner(label: "owner")
let link = Link(owner: owner)
print(link.owner?.label ?? "none")
owner = nil
print(link.owner?.label ?? "none")
var segment = Segment(start: p, end: Point(x: 10, y: 0))
segment.end.x += 1
print(segment.start.x, segment.end.x, p.x)
var points: [Point] = []
for i in 0..<3 { points.append(Point(x: i, y: i * i)) }
print(points.map { $0.y })
// expect: Point(x: 3, y: 4) 7
// expect: a b 7
// expect: 1 Ada
// expect: renamed from Ada to Grace
// expect: 9 9
// expect: [1, 2] [1, 2, 3]
// expect: cell 3
// expect: owner
// expect: owner freed
// expect: none
// expect: 3 11 3
// expect: [0, 1, 4]
