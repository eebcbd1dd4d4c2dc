// swiftc reports a missing `required init?(coder:)` where it would insert it: on the line after the cell's
// last designated initializer, not at the closing brace.
import UIKit

final class AvatarCell: UITableViewCell {
    let avatar = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(avatar)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        avatar.image = nil
    }
}
// expect-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UITableViewCell'
// expect-note: 'required' initializer is declared in superclass here
// expect-errors: 1
