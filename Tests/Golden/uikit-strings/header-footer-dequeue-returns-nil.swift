// dequeueReusableHeaderFooterView(withIdentifier:) returns nil for an unknown identifier instead of crashing.
import UIKit

final class DateHeader: UITableViewHeaderFooterView {}

let tableView = UITableView()
let missing = tableView.dequeueReusableHeaderFooterView(withIdentifier: "DateHeader")
print(missing == nil)
// expect: true
print(missing as Any)
// expect: nil

tableView.register(DateHeader.self, forHeaderFooterViewReuseIdentifier: "DateHeader")
let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "DateHeader")
print(header == nil, header is DateHeader)
// expect: false true
print(header?.reuseIdentifier ?? "nil")
// expect: DateHeader
print(tableView.dequeueReusableHeaderFooterView(withIdentifier: "dateheader") == nil)
// expect: true
