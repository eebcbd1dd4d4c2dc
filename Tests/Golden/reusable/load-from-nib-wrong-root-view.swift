// loadFromNib() needs the nib's first top-level view to be of the calling class.
import UIKit
import Reusable

final class ProfileCardView: UIView, NibLoadable {}
final class SomeOtherView: UIView {}

// ProfileCardView.xib's root view has the custom class SomeOtherView.
let card = ProfileCardView.loadFromNib()
// expect-crash: expected its root view to be of type ProfileCardView
