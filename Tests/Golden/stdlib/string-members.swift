// String members app code uses: repeating, components, replacing, split, failable number parsing.
import Foundation

let line = String(repeating: "-", count: 5)
print(line)
// expect: -----
let csv = "name,age,,city"
print(csv.components(separatedBy: ","))
// expect: ["name", "age", "", "city"]
print(csv.split(separator: ","))
// expect: ["name", "age", "city"]
print("a cat sat".replacingOccurrences(of: "at", with: "og"))
// expect: a cog sog
print(Int("42") as Any, Int("4x") as Any, Double("1.5") as Any, Double("x") as Any)
// expect: Optional(42) nil Optional(1.5) nil
print((2.5).rounded(), (-2.5).rounded(), (2.4).rounded())
// expect: 3.0 -3.0 2.0
print(12.isMultiple(of: 4), 12.isMultiple(of: 5), 0.isMultiple(of: 0))
// expect: true false true
let roll = Int.random(in: 1...6)
print(roll >= 1 && roll <= 6, (0..<10).contains(Int.random(in: 0..<10)))
// expect: true true
