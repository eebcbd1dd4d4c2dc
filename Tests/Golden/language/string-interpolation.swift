// String interpolation evaluates any expression inside \( ) and formats it as print would.
import UIKit

let name = "Cell"
let row = 7
let ratio = 0.5
let flags = [true, false]
print("\(name) at row \(row)")
// expect: Cell at row 7
print("next row is \(row + 1), half is \(ratio)")
// expect: next row is 8, half is 0.5
print("flags: \(flags), count \(flags.count)")
// expect: flags: [true, false], count 2
print("quoted: \("inner")")
// expect: quoted: inner
print("identifier: " + name + "\(row)")
// expect: identifier: Cell7
