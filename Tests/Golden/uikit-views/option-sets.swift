// UIKit's option sets take array literals and set operations: autoresizing masks, animation options,
// control states and events, masked corners.
import UIKit

let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
banner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
print(banner.autoresizingMask.contains(.flexibleWidth), banner.autoresizingMask.contains(.flexibleTopMargin))
banner.autoresizingMask.insert(.flexibleTopMargin)
print(banner.autoresizingMask == [.flexibleWidth, .flexibleHeight, .flexibleTopMargin])

banner.layer.cornerRadius = 12
banner.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
print(banner.layer.maskedCorners.contains(.layerMinXMaxYCorner))
let rounded: UIRectCorner = [.topLeft, .bottomRight]
print(rounded.contains(.topLeft), rounded.union(.allCorners) == .allCorners)

var finished = false
UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: {
    banner.alpha = 0
}, completion: { done in
    finished = done
})
print(banner.alpha, finished)

let button = UIButton(type: .system)
button.setTitle("Play", for: .normal)
button.setTitle("Playing", for: [.highlighted, .selected])
print(button.title(for: [.selected, .highlighted]) ?? "nil", button.title(for: .normal) ?? "nil")
var taps = 0
button.addAction(UIAction { _ in taps += 1 }, for: [.touchUpInside, .primaryActionTriggered])
button.sendActions(for: .touchUpInside)
button.sendActions(for: .primaryActionTriggered)
button.sendActions(for: .valueChanged)
print(taps)
let state: UIControl.State = []
print(state == .normal)
// expect: true false
// expect: true
// expect: false
// expect: true true
// expect: 0.0 true
// expect: Playing Play
// expect: 2
// expect: true
