// Recursion without a base case is stopped by ReuseLab's depth limit, not by a stack overflow.
import UIKit

func countDown(_ n: Int) -> Int {
    return countDown(n - 1) + 1
}

print("start")
// expect: start
print(countDown(10))
// expect-limit:
