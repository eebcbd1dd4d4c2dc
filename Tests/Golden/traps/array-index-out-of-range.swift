// Reading past the end of an array traps: the classic numberOfRows/data mismatch.
import UIKit

let titles = ["First", "Second", "Third"]
for row in 0..<3 {
    print(titles[row])
}
// expect: First
// expect: Second
// expect: Third
print(titles[3])
// expect-crash: Fatal error: Index out of range
