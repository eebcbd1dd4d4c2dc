// A crash in a UIAction handler says UIKit ran it, at the learner's call that sent the control's events.
import UIKit

final class StepperController: UIViewController {
    let button = UIButton(type: .system)
    var steps: [String] = ["one"]
    var index = 0

    func wireUp() {
        button.addAction(UIAction { [unowned self] _ in
            self.index += 1
            print("step \(self.steps[self.index])")
        }, for: .touchUpInside)
    }

    func simulateTap() {
        button.sendActions(for: .touchUpInside)
    }
}

let controller = StepperController()
controller.wireUp()
controller.simulateTap()
// expect-crash: Fatal error: Index out of range
// expect-chain: in a closure in StepperController.wireUp()
// expect-chain: called by UIKit from StepperController.simulateTap() at crash-in-action-handler-shows-the-chain.swift:17:9
// expect-chain: called from crash-in-action-handler-shows-the-chain.swift:23:1
