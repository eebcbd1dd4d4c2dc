// Dividing an integer by zero traps.
import UIKit

func rowsPerPage(total: Int, pages: Int) -> Int {
    return total / pages
}

print(rowsPerPage(total: 100, pages: 4))
// expect: 25
print(rowsPerPage(total: 100, pages: 0))
// expect-crash: Fatal error: Division by zero
