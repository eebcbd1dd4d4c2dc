// Observers on overridden UIKit properties: the superclass stores the value, then didSet runs, also through a UIView reference.
import UIKit
final class Swatch: UIView {
    override var alpha: CGFloat {
        willSet { print("will fade to \(newValue) from \(alpha)") }
        didSet { print("faded, was \(oldValue)") }
    }
    override var isHidden: Bool {
        didSet { print("hidden \(oldValue) -> \(isHidden)") }
    }
}
let s = Swatch(frame: .zero)
s.alpha = 0.5
s.isHidden = true
print(s.alpha, s.isHidden)
let v: UIView = s
v.isHidden = false
// expect: will fade to 0.5 from 1.0
// expect: faded, was 1.0
// expect: hidden false -> true
// expect: 0.5 true
// expect: hidden true -> false
