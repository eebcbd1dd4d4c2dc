// Integer arithmetic that overflows traps instead of wrapping around.
import UIKit

var offset = Int.max - 1
offset += 1
print(offset)
// expect: 9223372036854775807
offset += 1
// expect-crash: Swift runtime failure: arithmetic overflow
print("never printed")
