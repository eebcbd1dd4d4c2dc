// A let constant cannot be assigned again.
import UIKit

let identifier = "Cell"
print(identifier)
identifier = "Other"
// expect-error: cannot assign to value: 'identifier' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
