// A cell designed with outlets but registered by class: nothing connects its outlets, so the first use of one traps.
import UIKit

final class PriceCell: UITableViewCell {
    @IBOutlet weak var priceLabel: UILabel!

    var price: Int = 0 {
        didSet { priceLabel.text = "\(price) €" }
    }
}

let tableView = UITableView()
tableView.register(PriceCell.self, forCellReuseIdentifier: "PriceCell")
let cell = tableView.dequeueReusableCell(withIdentifier: "PriceCell", for: IndexPath(row: 0, section: 0)) as! PriceCell
print(cell.priceLabel == nil)
cell.price = 12
print("not printed")
// expect: true
// expect-crash: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value
