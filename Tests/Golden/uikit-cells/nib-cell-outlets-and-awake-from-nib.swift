// A nib cell is loaded with its subviews and outlets connected, then gets awakeFromNib(); a class-made cell never does.
import UIKit

final class NameCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel?
    @IBOutlet weak var badge: UIImageView?

    override func awakeFromNib() {
        super.awakeFromNib()
        print("awakeFromNib: label says \(nameLabel?.text ?? "nil")")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        print("setSelected(\(selected), animated: \(animated))")
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 440), style: .plain)
table.register(UINib(nibName: "NameCell", bundle: nil), forCellReuseIdentifier: "Name")
table.register(NameCell.self, forCellReuseIdentifier: "Coded")

let fromNib = table.dequeueReusableCell(withIdentifier: "Name", for: IndexPath(row: 0, section: 0)) as! NameCell
// expect: awakeFromNib: label says Placeholder
print(fromNib.nameLabel?.superview === fromNib.contentView)
// expect: true
print(fromNib.contentView.subviews.count, fromNib.badge?.tag ?? 0)
// expect: 2 7
fromNib.nameLabel?.text = "Ada"
print(fromNib.nameLabel?.text ?? "nil")
// expect: Ada

let coded = table.dequeueReusableCell(withIdentifier: "Coded", for: IndexPath(row: 1, section: 0)) as! NameCell
print(coded.nameLabel == nil, coded.contentView.subviews.count)
// expect: true 0

fromNib.isSelected = true
// expect: setSelected(true, animated: false)
print(fromNib.isSelected)
// expect: true
fromNib.setSelected(false, animated: true)
// expect: setSelected(false, animated: true)
print(fromNib.isSelected)
// expect: false
