// A view controller's `let` struct property cannot change through its members; swiftc suggests `var` at the property.
import UIKit

struct ScrollState {
    var offset = 0.0
    var pages = 0
}

final class ReaderViewController: UIViewController {
    let state = ScrollState()

    func didTurnPage() {
        state.pages += 1
    }
}

let reader = ReaderViewController()
reader.didTurnPage()
print(reader.state.pages)

// expect-error: left side of mutating operator isn't mutable: 'state' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
