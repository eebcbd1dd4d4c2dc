// When a header/footer of another class sits under the identifier, Reusable stops with its own message.
import UIKit
import Reusable

final class DayHeader: UITableViewHeaderFooterView, Reusable {}
final class PlainHeader: UITableViewHeaderFooterView {}

let tableView = UITableView()
tableView.register(PlainHeader.self, forHeaderFooterViewReuseIdentifier: "DayHeader")
let header = tableView.dequeueReusableHeaderFooterView(DayHeader.self)
// expect-crash: Fatal error: Failed to dequeue a header/footer with identifier DayHeader matching type DayHeader. Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the header/footer beforehand
