// Calendar, DateComponents and ISO8601DateFormatter, as a cell words a date (Gregorian, UTC)
import Foundation
let posted = Date(timeIntervalSince1970: 1767225600 + 3 * 3600 + 25 * 60)
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: posted)
print(parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
print(calendar.component(.weekday, from: posted))
let nextDay = calendar.date(byAdding: .day, value: 1, to: posted)!
print(nextDay, calendar.isDate(posted, inSameDayAs: nextDay))
print(calendar.startOfDay(for: posted))
var eve = DateComponents()
eve.year = 2025
eve.month = 12
eve.day = 24
let christmasEve = calendar.date(from: eve)!
print(christmasEve, calendar.dateComponents([.day], from: christmasEve, to: posted).day!)
let iso = ISO8601DateFormatter()
print(iso.string(from: posted))
print(iso.date(from: "2026-03-04T05:06:07Z")!)
// expect: 2026 1 1 3 25
// expect: 5
// expect: 2026-01-02 03:25:00 +0000 false
// expect: 2026-01-01 00:00:00 +0000
// expect: 2025-12-24 00:00:00 +0000 8
// expect: 2026-01-01T03:25:00Z
// expect: 2026-03-04 05:06:07 +0000
