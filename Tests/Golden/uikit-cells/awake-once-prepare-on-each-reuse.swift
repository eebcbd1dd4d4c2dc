// A nib cell wakes once, when the nib makes it; each reuse calls prepareForReuse() before dequeue returns, so the data source configures a clean cell.
import UIKit

final class NameCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel?
    @IBOutlet weak var badge: UIImageView?
    override func awakeFromNib() {
        super.awakeFromNib()
        print("awakeFromNib")
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        print("prepareForReuse: was \(nameLabel?.text ?? "nil")")
        nameLabel?.text = nil
    }
}

final class Names: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 100
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath) as! NameCell
        cell.nameLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

let names = Names()
let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 88), style: .plain)
table.register(UINib(nibName: "NameCell", bundle: nil), forCellReuseIdentifier: "Name")
table.dataSource = names
table.layoutIfNeeded()
// expect: awakeFromNib
// expect: awakeFromNib
table.contentOffset = CGPoint(x: 0, y: 44)
table.layoutIfNeeded()
// expect: prepareForReuse: was Row 0
print((table.cellForRow(at: IndexPath(row: 2, section: 0)) as? NameCell)?.nameLabel?.text ?? "nil")
// expect: Row 2
