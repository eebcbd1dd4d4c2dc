// A real UIKit type that ReuseLab does not simulate is named as such.
import UIKit

let dots = UIPageControl()
// expect-error: 'UIPageControl' is not simulated in ReuseLab yet
