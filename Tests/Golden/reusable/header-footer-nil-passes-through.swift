// Reusable's header/footer dequeue returns nil for an unregistered view instead of calling fatalError.
import UIKit
import Reusable

final class DayHeader: UITableViewHeaderFooterView, Reusable {}

let tableView = UITableView()
let before: DayHeader? = tableView.dequeueReusableHeaderFooterView()
print(before == nil)
// expect: true
tableView.register(headerFooterViewType: DayHeader.self)
let after = tableView.dequeueReusableHeaderFooterView(DayHeader.self)
print(after == nil, type(of: after!), after?.reuseIdentifier ?? "nil")
// expect: false DayHeader DayHeader
