// A CGFloat and a Double convert into each other implicitly; a Float does not: swiftc asks for Float(x).
import Foundation

let spacing: Double = 1.5
let inset: CGFloat = spacing
let alpha: Float = spacing
print(inset, alpha)

// expect-error: cannot convert value of type 'Double' to specified type 'Float'
