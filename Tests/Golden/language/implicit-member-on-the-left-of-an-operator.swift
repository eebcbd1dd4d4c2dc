// `.pi * radius`: an implicit member on the left of an arithmetic operator takes the other operand's type,
// with or without a type for the whole expression.
import Foundation

let radius = 2.0
let area: Double = .pi * radius * radius
let circumference = .pi * 2 * radius
let half = radius * .pi / 2
print(area, circumference, half)
struct Ring {
    var r: Double
    var area: Double { .pi * r * r }
}
print(Ring(r: 1).area)
// expect: 12.566370614359172 12.566370614359172 3.141592653589793
// expect: 3.141592653589793
