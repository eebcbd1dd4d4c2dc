// An empty collection of labelled tuples made by calling its type, `[Int: (count: Int, sum: Double)]()`, as
// totals per day are often kept, and `[(name: String, score: Int)]()`.
struct Expense {
    let day: Int
    let amount: Double
}

let expenses = [Expense(day: 1, amount: 12.5), Expense(day: 1, amount: 40), Expense(day: 2, amount: 7.25), Expense(day: 3, amount: 3)]
let perDay = expenses.reduce(into: [Int: (count: Int, sum: Double)]()) { totals, expense in
    totals[expense.day, default: (0, 0)].count += 1
    totals[expense.day, default: (0, 0)].sum += expense.amount
}
for day in perDay.keys.sorted() {
    let total = perDay[day]!
    print("day \(day): \(total.count) for \(total.sum)")
}

var ranking = [(name: String, score: Int)]()
ranking.append((name: "Ann", score: 7))
ranking.append(("Ben", 9))
ranking.sort { $0.score > $1.score }
print(ranking.map(\.name), ranking[0])
// expect: day 1: 2 for 52.5
// expect: day 2: 1 for 7.25
// expect: day 3: 1 for 3.0
// expect: ["Ben", "Ann"] (name: "Ben", score: 9)
