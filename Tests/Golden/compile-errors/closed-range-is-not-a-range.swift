// A closed range is not a half-open one: passing `1...3` where `Range<Int>` is expected does not compile.
import UIKit

func rows(in range: Range<Int>) -> Int {
    range.count
}
print(rows(in: 1...3))
// expect-error: cannot convert value of type 'ClosedRange<Int>' to expected argument type 'Range<Int>'
