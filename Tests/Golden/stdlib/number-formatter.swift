// NumberFormatter as cell code uses it: decimal, currency and percent styles in en_US, fraction digits, NSNumber and number literals.
import Foundation

let price = NumberFormatter()
price.numberStyle = .currency
price.locale = Locale(identifier: "en_US")
print(price.string(from: NSNumber(value: 1234.5)) ?? "-", price.string(from: 3) ?? "-", price.string(from: -5) ?? "-")
print(price.string(for: 9.99) ?? "-", price.string(for: "nine") ?? "not a number")

let count = NumberFormatter()
count.locale = Locale(identifier: "en_US")
count.numberStyle = .decimal
print(count.string(from: NSNumber(value: 1234567.891)) ?? "-", count.string(from: NSNumber(value: -1234)) ?? "-")
count.maximumFractionDigits = 1
print(count.string(from: NSNumber(value: 1234567.891)) ?? "-")
count.minimumFractionDigits = 2
count.maximumFractionDigits = 2
print(count.string(from: 3) ?? "-", count.minimumFractionDigits, count.maximumFractionDigits)
count.usesGroupingSeparator = false
print(count.string(from: 98765.4321) ?? "-")

let share = NumberFormatter()
share.locale = Locale(identifier: "en_US")
share.numberStyle = .percent
print(share.string(from: NSNumber(value: 0.256)) ?? "-")
share.maximumFractionDigits = 1
print(share.string(from: NSNumber(value: 0.256)) ?? "-")

let plain = NumberFormatter()
print(plain.string(from: NSNumber(value: 1234.5678)) ?? "-", plain.minimumFractionDigits, plain.maximumFractionDigits)
print(NSNumber(value: 3), NSNumber(value: 2.5), NSNumber(value: 7).intValue, plain.number(from: "42")?.intValue ?? -1)
// expect: $1,234.50 $3.00 -$5.00
// expect: $9.99 not a number
// expect: 1,234,567.891 -1,234
// expect: 1,234,567.9
// expect: 3.00 2 2
// expect: 98765.432
// expect: 26%
// expect: 25.6%
// expect: 1235 0 0
// expect: 3 2.5 7 42
