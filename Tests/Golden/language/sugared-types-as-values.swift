// Array, Optional and Dictionary types used as values: `[String].self` prints with its sugar spelled out.
import UIKit

print([String].self)
// expect: Array<String>
print(Int?.self)
// expect: Optional<Int>
print([String: Int].self)
// expect: Dictionary<String, Int>
print(String(describing: [String].self), String(describing: Int?.self), String(describing: [String: Int].self))
// expect: Array<String> Optional<Int> Dictionary<String, Int>
print(Optional<Double>.self, "\([[Int]].self)", [Int]?.self)
// expect: Optional<Double> Array<Array<Int>> Optional<Array<Int>>

let score: Int? = 3
let missing: String? = nil
print(type(of: score), type(of: missing), type(of: score!))
// expect: Optional<Int> Optional<String> Int
print(type(of: score) == Int?.self)
// expect: true

var names = [String]()
var counts = [String: Int]()
names.append("cell")
counts["cell"] = 1
print(names, counts, [Int](repeating: 0, count: 2))
// expect: ["cell"] ["cell": 1] [0, 0]
