// A long loop that does end must not be mistaken for a runaway one.
import UIKit

final class Counter {
    var value = 0
    func bump() { value += 1 }
}

let counter = Counter()
for _ in 0..<100_000 {
    counter.bump()
}
print(counter.value)
// expect: 100000
