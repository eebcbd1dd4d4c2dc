// Real UIKit API that ReuseLab does not simulate is named as such, not reported as the learner's mistake.
import UIKit

let stepper = UIStepper()
stepper.autorepeat = false
// expect-error: 'UIStepper.autorepeat' is not simulated in ReuseLab yet
