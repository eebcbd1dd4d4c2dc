// Declaring your own `*` and `+` (for a vector type) leaves `.pi * r * r` and `.zero + offset` typed as swiftc types
// them: the implicit member takes its type from the context or the other operand.
struct Vector: Equatable, CustomStringConvertible {
    var dx: Double, dy: Double
    static let zero = Vector(dx: 0, dy: 0)
    static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }
    static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    var description: String { "(\(dx), \(dy))" }
}

func circleArea(radius r: Double) -> Double { .pi * r * r }
func circumference(radius r: Double) -> Double { 2 * .pi * r }

let offset = Vector(dx: 1, dy: 2)
let moved: Vector = .zero + offset
let scaled = offset * 1.5
let angle = 2 * .pi * 0.25
print(circleArea(radius: 2), circumference(radius: 1))
print(moved, scaled, moved == offset, angle)
// expect: 12.566370614359172 6.283185307179586
// expect: (1.0, 2.0) (1.5, 3.0) true 1.5707963267948966
