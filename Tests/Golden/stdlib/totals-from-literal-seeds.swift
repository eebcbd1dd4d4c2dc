// reduce(0) over Doubles: the literal seed takes the closure's type, as swiftc infers it; a ternary's literal branch likewise.
import Foundation

enum Category: String, CaseIterable { case food, travel, other }
struct Expense { let amount: Double; let category: Category; let day: Int }
let expenses = [
    Expense(amount: 12.5, category: .food, day: 1), Expense(amount: 80, category: .travel, day: 1),
    Expense(amount: 7.25, category: .food, day: 2), Expense(amount: 3, category: .other, day: 3),
]
let totals = Dictionary(grouping: expenses, by: \.category).mapValues { $0.reduce(0) { $0 + $1.amount } }
for category in Category.allCases { print(category.rawValue.capitalized, totals[category, default: 0]) }
let spent = expenses.reduce(0) { $0 + $1.amount }
let dayCount = expenses.reduce(0) { $0 + $1.day }
print(spent, type(of: spent), dayCount, type(of: dayCount))
let average = expenses.isEmpty ? 0 : spent / Double(expenses.count)
print((average * 100).rounded() / 100, type(of: average))
let none: [Expense] = []
let emptyAverage = none.isEmpty ? 0 : none.reduce(0) { $0 + $1.amount } / Double(none.count)
print(emptyAverage, none.reduce(-1) { $0 + $1.amount })
let newestFirst = expenses.sorted { a, b in a.day != b.day ? a.day > b.day : a.amount < b.amount }
print(newestFirst.map(\.amount))
let running = expenses.map(\.amount).reduce(into: [Double]()) { sums, x in sums.append((sums.last ?? 0) + x) }
print(running, totals.max { $0.value < $1.value }!.key)
print(Category(rawValue: "food") as Any, Category(rawValue: "x") as Any)
for (day, name) in zip(1..., ["Mon", "Tue"]) { print(day, name) }

// What Swift prints:
// expect: Food 19.75
// expect: Travel 80.0
// expect: Other 3.0
// expect: 102.75 Double 7 Int
// expect: 25.69 Double
// expect: 0.0 -1.0
// expect: [3.0, 7.25, 12.5, 80.0]
// expect: [12.5, 92.5, 99.75, 102.75] travel
// expect: Optional(main.Category.food) nil
// expect: 1 Mon
// expect: 2 Tue
