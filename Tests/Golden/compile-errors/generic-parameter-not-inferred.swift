// When neither an argument nor the context names T, the compiler cannot infer it.
import UIKit

func firstMatch<T>(in values: [Any]) -> T? {
    for value in values {
        if let match = value as? T {
            return match
        }
    }
    return nil
}

let values: [Any] = [UILabel(), "title", 3]
let found = firstMatch(in: values)
// expect-error: generic parameter 'T' could not be inferred
print("never printed")
// expect-note: in call to function 'firstMatch(in:)'
