// Calling your own function with another label than the declared one is rejected with both labels named.
import UIKit

func configure(row: Int) -> String {
    return "Row \(row)"
}

print(configure(index: 3))
// expect-error: incorrect argument label in call (have 'index:', expected 'row:')
