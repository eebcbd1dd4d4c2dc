// Two implicit members on separate lines without a comma chain into one expression.
import UIKit

enum Registration {
    case cellClass(AnyClass)
    case nibName(String)
}

final class StoryCell: UITableViewCell {}

let registrations: [Registration] = [
    .cellClass(StoryCell.self)
    .nibName("StoryCell")
]
// expect-error: enum case 'nibName' cannot be used as an instance member
