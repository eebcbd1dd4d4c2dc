// A cell class pasted from an app: @IBOutlet implicitly unwrapped labels and a model whose didSet fills them.
import UIKit

struct Contact {
    let name: String
    let phone: String
}

@IBDesignable
final class ContactCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet private weak var phoneLabel: UILabel!
    @IBInspectable var highlightsFavourites: Bool = true
    private(set) var timesConfigured = 0
    fileprivate var lastName: String?

    var contact: Contact? {
        didSet {
            timesConfigured += 1
            nameLabel.text = contact?.name
            phoneLabel.text = contact?.phone ?? "no phone"
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let name = UILabel()
        let phone = UILabel()
        contentView.addSubview(name)
        contentView.addSubview(phone)
        nameLabel = name
        phoneLabel = phone
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        contact = nil
    }

    @IBAction func callTapped(_ sender: Any) {
        print("calling \(phoneLabel.text ?? "")")
    }

    @discardableResult
    @objc public func summary() -> String {
        "\(nameLabel.text ?? "-") (\(timesConfigured))"
    }
}

let tableView = UITableView()
tableView.register(ContactCell.self, forCellReuseIdentifier: "ContactCell")
let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: IndexPath(row: 0, section: 0)) as! ContactCell
print(cell.nameLabel.text ?? "empty")
cell.contact = Contact(name: "Ada", phone: "555-0100")
print(cell.nameLabel.text!)
print(cell.summary())
cell.callTapped(cell)
cell.prepareForReuse()
print(cell.nameLabel.text ?? "cleared", cell.timesConfigured)
cell.summary()
// expect: empty
// expect: Ada
// expect: Ada (1)
// expect: calling 555-0100
// expect: cleared 2
