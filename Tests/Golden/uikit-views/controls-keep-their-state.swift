// Controls are plain views with their state; sendActions(for:) runs what a tap would.
import UIKit

let button = UIButton(type: .system)
button.setTitle("Follow", for: .normal)
button.setTitle("Following", for: .selected)
print(button.currentTitle ?? "", button.title(for: .selected) ?? "")
// expect: Follow Following
var taps = 0
button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
button.sendActions(for: .touchUpInside)
button.sendActions(for: .touchUpInside)
button.sendActions(for: .valueChanged)
print(taps)
// expect: 2
button.isSelected = true
print(button.currentTitle ?? "")
// expect: Following

let toggle = UISwitch()
toggle.setOn(true, animated: false)
let stepper = UIStepper()
stepper.maximumValue = 10
stepper.value = 3
let slider = UISlider()
slider.value = 0.25
print(toggle.isOn, stepper.value, stepper.stepValue, stepper.maximumValue, slider.value)
// expect: true 3.0 1.0 10.0 0.25

let field = UITextField()
field.placeholder = "Name"
print(field.text ?? "nil", field.placeholder ?? "nil")
// expect:  Name

let spinner = UIActivityIndicatorView(style: .medium)
print(spinner.isAnimating, spinner.isHidden)
// expect: false true
spinner.startAnimating()
print(spinner.isAnimating, spinner.isHidden)
// expect: true false
spinner.stopAnimating()
print(spinner.isHidden)
// expect: true

let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
stack.axis = .vertical
stack.spacing = 8
let icon = UIImageView(image: UIImage(systemName: "star"))
stack.addArrangedSubview(icon)
print(stack.arrangedSubviews.count, stack.subviews.count, icon.superview === stack)
// expect: 3 3 true
stack.removeArrangedSubview(icon)
print(stack.arrangedSubviews.count, stack.subviews.count)
// expect: 2 3

let label = UILabel()
label.text = "Hello"
label.font = UIFont.boldSystemFont(ofSize: 20)
label.textColor = .systemBlue
label.numberOfLines = 0
label.textAlignment = .center
print(label.text ?? "", label.font!.pointSize, label.numberOfLines)
// expect: Hello 20.0 0

print(UIImage(named: "no-such-image") == nil, UIImage(systemName: "heart") != nil)
// expect: true true
