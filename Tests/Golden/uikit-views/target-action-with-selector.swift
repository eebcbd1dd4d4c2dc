// Target–action: a cell's button calls an `@objc` method through `#selector`; UIKit does not retain the
// target, and adding the same target and action again (as `cellForRowAt` does on every reuse) adds nothing.
import UIKit

protocol RowActionDelegate: AnyObject {
    func didTapAction(in cell: ActionCell)
}

final class ActionCell: UITableViewCell {
    weak var delegate: RowActionDelegate?
    let actionButton = UIButton(type: .system)
    var row = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(actionButton)
        actionButton.addTarget(self, action: #selector(actionTapped(_:)), for: .touchUpInside)
        actionButton.addTarget(self, action: #selector(ActionCell.touchedDown), for: .touchDown)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func actionTapped(_ sender: UIButton) {
        delegate?.didTapAction(in: self)
    }

    @objc func touchedDown() {
        print("touch down in row", row)
    }
}

final class Controller: RowActionDelegate {
    func didTapAction(in cell: ActionCell) {
        print("tapped row", cell.row)
    }
}

let controller = Controller()
let cell = ActionCell(style: .default, reuseIdentifier: "action")
cell.delegate = controller
cell.row = 3
cell.actionButton.sendActions(for: .touchDown)
cell.actionButton.sendActions(for: .touchUpInside)

// Configured again on reuse: still one call per tap.
cell.actionButton.addTarget(cell, action: #selector(ActionCell.actionTapped(_:)), for: .touchUpInside)
cell.row = 7
cell.actionButton.sendActions(for: .touchUpInside)
print(#selector(ActionCell.touchedDown), #selector(ActionCell.actionTapped(_:)))

final class Counter {
    var taps = 0
    @objc func count() { taps += 1 }
    deinit { print("counter freed") }
}
let button = UIButton(type: .system)
var counter: Counter? = Counter()
button.addTarget(counter, action: #selector(Counter.count), for: .touchUpInside)
button.sendActions(for: .touchUpInside)
print("taps", counter!.taps)
counter = nil
button.sendActions(for: .touchUpInside)
print("no target left")
// expect: touch down in row 3
// expect: tapped row 3
// expect: tapped row 7
// expect: touchedDown actionTapped:
// expect: taps 1
// expect: counter freed
// expect: no target left
