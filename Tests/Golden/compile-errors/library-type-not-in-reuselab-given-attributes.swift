// `NSAttributedString` is beyond ReuseLab's library: the type is named once, and the `.font` and `.kern` keys of its
// attributes, which only its parameter could type, add nothing more.
import UIKit

let price = NSAttributedString(string: "$12", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .kern: 1.5])
print(price.length)
// expect-error: 'NSAttributedString' is not supported in ReuseLab yet
// expect-errors: 1
