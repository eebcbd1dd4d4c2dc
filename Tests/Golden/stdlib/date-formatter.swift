// DateFormatter as cell code uses it: a fixed format and the date and time styles, in en_US_POSIX and UTC.
import Foundation

let stamp = DateFormatter()
stamp.locale = Locale(identifier: "en_US_POSIX")
stamp.timeZone = TimeZone(identifier: "UTC")
stamp.dateFormat = "yyyy-MM-dd HH:mm"
let posted = Date(timeIntervalSince1970: 1767279900)
print(stamp.string(from: posted), stamp.dateFormat ?? "-")
stamp.dateFormat = "EEEE, MMM d, h:mm a"
print(stamp.string(from: posted))
print(stamp.string(from: posted.addingTimeInterval(86400.0 * 40)))

let styled = DateFormatter()
styled.locale = Locale(identifier: "en_US_POSIX")
styled.timeZone = TimeZone(secondsFromGMT: 0)
styled.dateStyle = .long
print(styled.string(from: posted))
styled.dateStyle = .short
print(styled.string(from: posted))
styled.dateStyle = .full
print(styled.string(from: posted))

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = TimeZone(identifier: "UTC")
parser.dateFormat = "yyyy-MM-dd"
print(parser.date(from: "2026-03-14") as Any, parser.date(from: "not a date") == nil)
print(TimeZone(identifier: "UTC")?.secondsFromGMT() ?? -1, TimeZone(identifier: "Nowhere/Special") == nil)
// expect: 2026-01-01 15:05 yyyy-MM-dd HH:mm
// expect: Thursday, Jan 1, 3:05 PM
// expect: Tuesday, Feb 10, 3:05 PM
// expect: January 1, 2026
// expect: 1/1/26
// expect: Thursday, January 1, 2026
// expect: Optional(2026-03-14 00:00:00 +0000) true
// expect: 0 true
