// `#selector` names a method that does not exist: swiftc finds no such name.
import UIKit

final class RefreshCell: UITableViewCell {
    let reloadButton = UIButton(type: .system)
    func setUp() {
        reloadButton.addTarget(self, action: #selector(reloadTaped), for: .touchUpInside)
    }
    @objc func reloadTapped() {}
}
// expect-error: cannot find 'reloadTaped' in scope
