// A loop that never ends is stopped by ReuseLab's step budget instead of hanging.
import UIKit

var spins = 0
print("start")
// expect: start
while true {
    spins += 1
}
// expect-limit:
print("never printed")
