// A misspelt UIKit member keeps swiftc's words: the checker tells a typo from API ReuseLab lacks.
import UIKit

let stepper = UIStepper()
stepper.autorepaet = false
// expect-error: value of type 'UIStepper' has no member 'autorepaet'
