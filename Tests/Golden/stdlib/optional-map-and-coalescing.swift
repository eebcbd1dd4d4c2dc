// `optional.map { … } ?? "-"` and `value ?? "-"` are typed as swiftc types them: the result is the non-optional type.
import Foundation
let f = DateFormatter()
f.dateFormat = "yyyy-MM-dd"
f.timeZone = TimeZone(identifier: "UTC")
f.locale = Locale(identifier: "en_US_POSIX")
let due: Date? = Date(timeIntervalSince1970: 0)
let none: Date? = nil
print(due.map { f.string(from: $0) } ?? "-", none.map { f.string(from: $0) } ?? "-")
let label = due.map { f.string(from: $0) } ?? "-"
print(type(of: label))
let subtitle: String? = nil
let text = subtitle ?? "-"
print(text, type(of: text))
let count: Int? = 3
print("\(count ?? 0) items", count.map { "\($0)" } ?? "none")
let nested: String?? = "x"
print((nested ?? "y") as Any)

// expect: 1970-01-01 -
// expect: String
// expect: - String
// expect: 3 items 3
// expect: Optional("x")
