// if let binds a value only when there is one; guard let exits early when there is none.
import UIKit

func label(for value: Int?) -> String {
    guard let value = value else {
        return "missing"
    }
    return "value \(value)"
}

print(label(for: 3))
// expect: value 3
print(label(for: nil))
// expect: missing

let maybe: String? = "x"
if let text = maybe {
    print("got \(text)")
} else {
    print("nothing")
}
// expect: got x

let empty: String? = nil
if let text = empty, text.count > 0 {
    print("got \(text)")
} else {
    print("nothing")
}
// expect: nothing
