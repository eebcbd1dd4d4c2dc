// Passing a bare type name where a metatype value is expected is an error, even to your own function.
import UIKit

final class GridCell: UICollectionViewCell {}

func describe(_ type: AnyClass) -> String {
    return String(describing: type)
}

print(describe(GridCell))
// expect-error: expected member name or initializer call after type name
