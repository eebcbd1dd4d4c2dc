// Auto Layout constraints are kept, installed on the nearest common ancestor when activated, and never solved.
import UIKit

let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
let title = UILabel()
title.translatesAutoresizingMaskIntoConstraints = false
cell.contentView.addSubview(title)

let leading = title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16)
let height = title.heightAnchor.constraint(equalToConstant: 21)
height.priority = .defaultHigh
print(leading.isActive, leading.constant, height.priority.rawValue)
// expect: false 16.0 750.0
NSLayoutConstraint.activate([
    leading,
    title.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
    height,
])
print(leading.isActive, cell.contentView.constraints.count, title.constraints.count)
// expect: true 2 1
print(leading.firstItem === title, leading.secondItem === cell.contentView, leading.relation == .equal)
// expect: true true true
leading.isActive = false
print(cell.contentView.constraints.count)
// expect: 1
print(title.translatesAutoresizingMaskIntoConstraints, cell.contentView.translatesAutoresizingMaskIntoConstraints)
// expect: false true
