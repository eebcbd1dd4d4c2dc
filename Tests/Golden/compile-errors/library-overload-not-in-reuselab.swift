// An overload the real Calendar has but ReuseLab's library lacks is named by its full name, not met with swiftc's
// "extraneous argument label", which would blame valid code.
import Foundation
let utc = TimeZone(identifier: "UTC")!
let parts = Calendar.current.dateComponents(in: utc, from: Date(timeIntervalSince1970: 0))
print(parts.year ?? 0)
// expect-error: 'Calendar.dateComponents(in:from:)' is not supported in ReuseLab yet
// expect-errors: 1
