// A generic function that promises T cannot return a concrete subclass instead.
import UIKit

final class FallbackCell: UITableViewCell {}

extension UITableView {
    func cell<T: UITableViewCell>(at indexPath: IndexPath) -> T {
        return FallbackCell(style: .default, reuseIdentifier: nil)
    }
}
// expect-error: cannot convert return expression of type 'FallbackCell' to return type 'T'
