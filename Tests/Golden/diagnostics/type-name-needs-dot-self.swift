// A class name where its metatype is meant: swiftc's error, then its two notes at the same place.
import UIKit

final class PhotoCell: UITableViewCell {}

let tableView = UITableView()
tableView.register(PhotoCell, forCellReuseIdentifier: "PhotoCell")

// expect-error: expected member name or initializer call after type name
// expect-note: add arguments after the type to construct a value of the type
// expect-note: use '.self' to reference the type object
