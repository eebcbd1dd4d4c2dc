// inout parameters: the argument is passed with & (a variable, a property, an array element) and the
// function's changes are written back to it.
func double(_ value: inout Int) { value *= 2 }
func exchange<T>(_ a: inout T, _ b: inout T) {
    let saved = a
    a = b
    b = saved
}
func append(_ titles: inout [String], _ title: String) { titles.append(title) }

var count = 3
double(&count)
print(count)

var first = "first", second = "second"
exchange(&first, &second)
print(first, second)

struct Point { var x = 0, y = 0 }
var point = Point()
double(&point.y)
point.y += 1
double(&point.y)
print(point.x, point.y)

var rows = [1, 2, 3]
double(&rows[1])
print(rows)

final class Counter { var value = 5 }
let counter = Counter()
double(&counter.value)
print(counter.value)

var titles: [String] = []
append(&titles, "Inbox")
append(&titles, "Sent")
print(titles)

struct Vector {
    var x: Int, y: Int
    static func + (l: Vector, r: Vector) -> Vector { Vector(x: l.x + r.x, y: l.y + r.y) }
    static func += (l: inout Vector, r: Vector) { l = l + r }
}
var v = Vector(x: 1, y: 2)
v += Vector(x: 3, y: 4)
var vectors = [v]
vectors[0] += Vector(x: 10, y: 10)
print(v.x, v.y, vectors[0].x, vectors[0].y)
// expect: 6
// expect: second first
// expect: 0 2
// expect: [1, 4, 3]
// expect: 10
// expect: ["Inbox", "Sent"]
// expect: 4 6 14 16
