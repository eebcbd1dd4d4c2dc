// CGFloat, Float and Double are three types: literals take the type their context names, a CGFloat and a
// Double convert into each other implicitly (Swift 5.5), a Float converts only when asked.
import Foundation

let k: CGFloat = 2
print(type(of: k), k)
let rowHeight: CGFloat = 30 * 44
print(type(of: rowHeight), rowHeight)
let spacing: Double = 1.5
let inset: CGFloat = spacing
let back: Double = inset
print(type(of: inset), type(of: back))
func scaled(_ x: CGFloat) -> CGFloat { x * 2 }
print(scaled(spacing), type(of: scaled(spacing)))
let mixed = spacing + inset
print(type(of: mixed), mixed)
var offset: CGFloat = 10
print(offset < 100 * 44 - 420)
offset += spacing
print(offset, type(of: 1.5 * offset))
let row = 3
print(CGFloat(row) * 44, Double(inset), CGFloat(2), CGFloat(3) / 2)
let f: Float = 0.1
print(f, type(of: f), Double(f), Float(spacing) * 2)
let heights: [CGFloat] = [44, 60.5]
print(heights, type(of: heights))
let maybe: CGFloat? = spacing
print(maybe as Any)
print(max(inset, spacing), type(of: max(inset, spacing)), min(k, 1), abs(-offset))
print(Int(offset), offset.rounded(), (k * 8).squareRoot(), CGFloat.pi > 3, CGFloat.zero)
// expect: CGFloat 2.0
// expect: CGFloat 1320.0
// expect: CGFloat Double
// expect: 3.0 CGFloat
// expect: Double 3.0
// expect: true
// expect: 11.5 CGFloat
// expect: 132.0 1.5 2.0 1.5
// expect: 0.1 Float 0.10000000149011612 3.0
// expect: [44.0, 60.5] Array<CGFloat>
// expect: Optional(1.5)
// expect: 1.5 Double 1.0 11.5
// expect: 11 12.0 4.0 true 0.0
