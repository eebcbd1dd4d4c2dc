// Operators a type implements (static func ==, <, +, prefix -) and custom operators declared with
// `infix operator` and a precedence group. != comes from ==, and >, <=, >= from <.
struct Version: Comparable {
    let major: Int
    let minor: Int
    static func == (a: Version, b: Version) -> Bool { a.major == b.major && a.minor == b.minor }
    static func < (a: Version, b: Version) -> Bool {
        a.major != b.major ? a.major < b.major : a.minor < b.minor
    }
}

let old = Version(major: 1, minor: 2)
let new = Version(major: 1, minor: 10)
print(old == new, old != new, old < new, old > new, old <= new, old >= new)
print(old == Version(major: 1, minor: 2))

struct Vector {
    var x: Int
    var y: Int
    static func + (l: Vector, r: Vector) -> Vector { Vector(x: l.x + r.x, y: l.y + r.y) }
    static func * (v: Vector, k: Int) -> Vector { Vector(x: v.x * k, y: v.y * k) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
}
let sum = Vector(x: 1, y: 2) + Vector(x: 3, y: 4) * 2
print(sum.x, sum.y)
let flipped = -sum
print(flipped.x, flipped.y)

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
print(2 ** 3 ** 2)
print(1 + 2 ** 3 * 2)

infix operator <+>
func <+> (left: String, right: String) -> String { left + " " + right }
print("reuse" <+> "cells")
// expect: false true true false true false
// expect: true
// expect: 7 10
// expect: -7 -10
// expect: 512
// expect: 17
// expect: reuse cells
