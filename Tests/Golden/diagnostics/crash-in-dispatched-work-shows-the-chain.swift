// Work queued with DispatchQueue.main.async runs after the code that queued it; a crash there names the call that queued it.
import UIKit

final class AvatarCell: UITableViewCell {
    var imageNames: [String] = []

    func loadAvatar() {
        DispatchQueue.main.async {
            self.show(self.imageNames[0])
        }
        print("avatar requested")
    }

    func show(_ name: String) {
        print("showing \(name)")
    }
}

let cell = AvatarCell(style: .default, reuseIdentifier: nil)
cell.loadAvatar()
print("script done")
// expect: avatar requested
// expect: script done
// expect-crash: Fatal error: Index out of range
// expect-chain: in a closure in AvatarCell.loadAvatar()
// expect-chain: called by Dispatch, queued from AvatarCell.loadAvatar() at crash-in-dispatched-work-shows-the-chain.swift:8:9
