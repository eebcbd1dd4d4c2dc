// In a stored static property of an NSObject subclass, a bare self is NSObject's self() method, not the class.
import UIKit

final class ArticleCell: UITableViewCell {
    static let identifier = String(describing: self)
    static var computedIdentifier: String { return String(describing: self) }
}

print(ArticleCell.identifier)
// expect: (Function)
print(ArticleCell.computedIdentifier)
// expect: ArticleCell
