// Foundation's String has the property `capitalized` and, beside it, the method `capitalized(with:)`: ReuseLab's
// library has only the property, so the method call is its limit, not a property called by mistake.
import Foundation

let title = "weekly summary"
print(title.capitalized)
print(title.capitalized(with: Locale(identifier: "en_US")))
// expect-error: 'String.capitalized(with:)' is not supported in ReuseLab yet
// expect-errors: 1
