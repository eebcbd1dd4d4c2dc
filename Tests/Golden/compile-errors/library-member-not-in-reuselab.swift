// A member the real String has but ReuseLab's library lacks is named as such, not as a member swiftc cannot find.
import Foundation
let query = "cell reuse"
let encoded = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
print(encoded ?? "")
// expect-error: 'String.addingPercentEncoding' is not supported in ReuseLab yet
// expect-errors: 1
