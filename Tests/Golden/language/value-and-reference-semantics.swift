// Structs are copied on assignment, also when nested in arrays and in class properties; class instances
// are shared.
struct Point { var x: Int; var y: Int }
struct Line { var from: Point; var to: Point }
final class Drawing {
    var points: [Point] = []
    var line = Line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1))
}

var p = Point(x: 1, y: 2)
var q = p
q.x = 10
print(p.x, q.x)

var lines = [Line(from: p, to: q)]
var copy = lines
copy[0].from.x = 99
print(lines[0].from.x, copy[0].from.x)

let drawing = Drawing()
let sameDrawing = drawing
sameDrawing.points.append(p)
sameDrawing.line.to.y = 42
print(drawing.points.count, drawing.line.to.y)

var savedLine = drawing.line
savedLine.to.y = 0
print(drawing.line.to.y, savedLine.to.y)

var points = drawing.points
points[0].x = -1
print(drawing.points[0].x, points[0].x)

func moved(_ point: Point) -> Point {
    var point = point
    point.x += 100
    return point
}
print(moved(p).x, p.x)
// expect: 1 10
// expect: 1 99
// expect: 1 42
// expect: 42 0
// expect: 1 -1
// expect: 101 1
