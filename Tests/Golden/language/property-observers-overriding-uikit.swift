// Observers on overridden UIKit properties: the superclass stores the value, then didSet runs, also through a UIView reference.
import UIKit
final class Swatch: UIView {
    override var backgroundColor: UIColor? {
        willSet { print("will change colour, now nil: \(backgroundColor == nil)") }
        didSet { print("colour set, was nil: \(oldValue == nil)") }
    }
    override var isHidden: Bool {
        didSet { print("hidden \(oldValue) -> \(isHidden)") }
    }
}
let s = Swatch(frame: .zero)
s.backgroundColor = .red
s.isHidden = true
print(s.backgroundColor != nil, s.isHidden)
let v: UIView = s
v.isHidden = false
// expect: will change colour, now nil: true
// expect: colour set, was nil: true
// expect: hidden false -> true
// expect: true true
// expect: hidden true -> false
