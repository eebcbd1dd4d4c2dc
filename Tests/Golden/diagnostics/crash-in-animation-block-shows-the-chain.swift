// A crash inside a UIView.animate block and inside its completion says UIKit ran the block, from the learner's method that asked for the animation.
import UIKit

final class BadgeController: UIViewController {
    let badge = UIView()
    var pendingCounts: [Int] = []

    func hideBadge() {
        UIView.animate(withDuration: 0.25, animations: {
            self.badge.alpha = 0
        }, completion: { _ in
            print("faded to \(self.badge.alpha)")
            self.badge.isHidden = self.pendingCounts.removeFirst() == 0
        })
    }
}

let controller = BadgeController()
controller.hideBadge()
// expect: faded to 0.0
// expect-crash: Fatal error: Can't remove first element from an empty collection
// expect-chain: in a closure in BadgeController.hideBadge()
// expect-chain: called by UIKit from BadgeController.hideBadge() at crash-in-animation-block-shows-the-chain.swift:9:9
// expect-chain: called from crash-in-animation-block-shows-the-chain.swift:19:1
