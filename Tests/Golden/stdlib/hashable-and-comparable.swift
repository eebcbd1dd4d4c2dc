// Synthesized Equatable, Hashable and Comparable: structs and enums as dictionary keys and set elements, enums ordered by case, a struct's own < used by sorted(), min() and max().
struct Point: Hashable {
    var x: Int
    var y: Int
}
enum Suit: Comparable {
    case clubs, diamonds, hearts, spades
}
enum Shape: Hashable {
    case circle(Int), square(Int)
}
struct Score: Comparable {
    var value: Int
    static func < (a: Score, b: Score) -> Bool { a.value < b.value }
}

var visits: [Point: Int] = [:]
visits[Point(x: 1, y: 2), default: 0] += 1
visits[Point(x: 1, y: 2), default: 0] += 1
visits[Point(x: 0, y: 0)] = 5
print(visits[Point(x: 1, y: 2)]!, visits.count, visits[Point(x: 9, y: 9)] as Any)
print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) != Point(x: 2, y: 1))
print(Suit.clubs < Suit.spades, Suit.hearts > Suit.diamonds, [Suit.hearts, Suit.clubs, Suit.spades].sorted())
print([Suit.hearts, Suit.clubs].max()!, [Suit.hearts, Suit.clubs].min()!)
print(Shape.circle(1) == Shape.circle(1), Shape.circle(1) == Shape.square(1))
var shapes: Set<Shape> = [.circle(1), .circle(1), .square(2)]
shapes.insert(.square(2))
print(shapes.count, shapes.contains(.circle(1)), shapes.contains(.circle(2)))
let scores = [Score(value: 3), Score(value: 1), Score(value: 2)]
print(scores.sorted().map { $0.value }, scores.min()!.value, scores.max()!.value)
var ordered = scores
ordered.sort()
print(ordered.map(\.value), Score(value: 1) < Score(value: 2))
var places = Set<Point>()
places.insert(Point(x: 1, y: 1))
places.insert(Point(x: 1, y: 1))
print(places.count)

// What Swift prints:
// expect: 2 2 nil
// expect: true true
// expect: true true [main.Suit.clubs, main.Suit.hearts, main.Suit.spades]
// expect: hearts clubs
// expect: true false
// expect: 2 true false
// expect: [1, 2, 3] 1 3
// expect: [1, 2, 3] true
// expect: 1
