// An overload called with its defaulted arguments left out is named by the real overload it reaches, and the
// comparison around it says nothing more.
import Foundation
let newer = "10".compare("9", options: .numeric) == .orderedDescending
print(newer)
// expect-error: 'StringProtocol.compare(_:options:range:locale:)' is not supported in ReuseLab yet
// expect-errors: 1
