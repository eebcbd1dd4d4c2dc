// An outlet connected to a property the class does not have stops the app with UIKit's key-value coding exception.
import UIKit

final class ProfileHeaderOwner: NSObject {
    @IBOutlet var contentView: UIView?
}

let owner = ProfileHeaderOwner()
print("loading")
// expect: loading
_ = UINib(nibName: "ProfileHeader", bundle: nil).instantiate(withOwner: owner, options: nil)
print("never printed")
// expect-crash: setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key nameLabel.
