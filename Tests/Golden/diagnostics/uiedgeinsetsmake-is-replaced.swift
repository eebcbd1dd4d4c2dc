// UIEdgeInsetsMake is gone since Swift 4.2: swiftc names the initializer that replaced it.
import UIKit

let layout = UICollectionViewFlowLayout()
layout.sectionInset = UIEdgeInsetsMake(8, 16, 8, 16)

// expect-error: 'UIEdgeInsetsMake' is unavailable: 'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets(top:left:bottom:right:)'
// expect-note: 'UIEdgeInsetsMake' was obsoleted in Swift 4.2
