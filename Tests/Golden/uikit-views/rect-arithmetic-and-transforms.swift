// Cells inset their content, hit-test points and scale views in animations: the rectangle arithmetic and the
// transforms are Core Graphics', kept on the view (nothing is drawn, and a transform does not move the frame).
import UIKit

let bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
let content = bounds.inset(by: UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
print(content)
print(content.midX, content.midY)
print(bounds.insetBy(dx: 10, dy: 10), bounds.insetBy(dx: 0, dy: 30) == CGRect.null)
print(bounds.offsetBy(dx: 0, dy: 44))
print(bounds.contains(CGPoint(x: 319, y: 43)), bounds.contains(CGPoint(x: 320, y: 0)))
print(bounds.intersects(CGRect(x: 300, y: 40, width: 50, height: 50)), CGRect.zero.isEmpty)
// expect: (16.0, 4.0, 288.0, 36.0)
// expect: 160.0 22.0
// expect: (10.0, 10.0, 300.0, 24.0) true
// expect: (0.0, 44.0, 320.0, 44.0)
// expect: true false
// expect: true true

let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
print(badge.transform.isIdentity)
UIView.animate(withDuration: 0.2) {
    badge.transform = CGAffineTransform(scaleX: 1.5, y: 1.5).translatedBy(x: 4, y: 0)
}
print(badge.transform)
print(badge.frame)
badge.transform = .identity
print(badge.transform == CGAffineTransform.identity, sqrt(CGFloat(16)), floor(2.7), pow(2.0, 10.0))
// expect: true
// expect: CGAffineTransform(a: 1.5, b: 0.0, c: 0.0, d: 1.5, tx: 6.0, ty: 0.0)
// expect: (0.0, 0.0, 20.0, 20.0)
// expect: true 4.0 2.0 1024.0
