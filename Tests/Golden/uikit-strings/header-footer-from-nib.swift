// A header/footer view can come from a nib: its custom class is the nib's, its identifier the registered one.
import UIKit

final class BannerHeader: UITableViewHeaderFooterView {}

let tableView = UITableView()
tableView.register(UINib(nibName: "BannerHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "BannerHeader")
if let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "BannerHeader") {
    print(type(of: header), header.reuseIdentifier ?? "nil")
} else {
    print("no header")
}
// expect: BannerHeader BannerHeader
