// A static method in a class is final: a subclass cannot override it.
import UIKit

class BaseCell: UITableViewCell {
    static func identifier() -> String {
        return "Base"
    }
}

final class ChildCell: BaseCell {
    override static func identifier() -> String {
        return "Child"
    }
}
// expect-error: cannot override static method
// expect-note: overridden declaration is here
