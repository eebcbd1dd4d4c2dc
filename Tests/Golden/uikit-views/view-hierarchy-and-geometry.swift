// Views keep their hierarchy, geometry and appearance: addSubview moves a view, viewWithTag searches depth first, convert adds up frames.
import UIKit

let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
let badge = UILabel(frame: CGRect(x: 5, y: 6, width: 20, height: 10))
badge.tag = 42
root.addSubview(card)
card.addSubview(badge)
print(badge.superview === card, card.superview === root, root.superview == nil)
// expect: true true true
print(root.viewWithTag(42) === badge, root.viewWithTag(7) == nil)
// expect: true true
print(badge.convert(CGPoint(x: 1, y: 1), to: root))
// expect: (26.0, 37.0)
print(card.center, card.bounds)
// expect: (70.0, 55.0) (0.0, 0.0, 100.0, 50.0)

// A view has one superview: adding it elsewhere moves it.
root.addSubview(badge)
print(card.subviews.count, root.subviews.count, badge.superview === root)
// expect: 0 2 true
root.insertSubview(badge, at: 0)
print(root.subviews[0] === badge)
// expect: true
root.bringSubviewToFront(badge)
print(root.subviews.last === badge)
// expect: true
badge.removeFromSuperview()
print(root.subviews.count, badge.superview == nil)
// expect: 1 true

card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
card.layer.cornerRadius = 8
card.layer.borderWidth = 1
card.layer.borderColor = UIColor.black.cgColor
card.clipsToBounds = true
card.alpha = 0.5
card.isHidden = true
print(card.backgroundColor!)
// expect: UIExtendedSRGBColorSpace 1 0.5 0 1
print(card.layer.cornerRadius, card.layer.borderWidth, card.clipsToBounds, card.alpha, card.isHidden)
// expect: 8.0 1.0 true 0.5 true
print(UIColor(white: 0.25, alpha: 1), UIColor.clear)
// expect: UIExtendedGrayColorSpace 0.25 1 UIExtendedGrayColorSpace 0 0

// Animations run their block at once, then the completion with true.
UIView.animate(withDuration: 0.3, animations: {
    card.alpha = 1
}, completion: { finished in
    print("finished: \(finished), alpha: \(card.alpha)")
})
// expect: finished: true, alpha: 1.0
