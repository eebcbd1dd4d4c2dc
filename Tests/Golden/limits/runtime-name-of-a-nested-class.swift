// The Objective-C runtime gives a nested, generic or private Swift class a mangled name. ReuseLab does not
// reproduce the mangling: it stops and says so, rather than print a name iOS would not.
import UIKit

enum Feed {
    final class StoryCell: UITableViewCell {}
}

print(String(describing: Feed.StoryCell.self))
// expect: StoryCell
print(NSStringFromClass(Feed.StoryCell.self))
// expect-limit:
