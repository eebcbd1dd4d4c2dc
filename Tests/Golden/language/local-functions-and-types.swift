// Functions and types declared inside a function: local functions see (and keep) the enclosing
// variables, can call themselves, and have labels and default values; local types live in their block.
func summary(of rows: [Int]) -> String {
    var total = 0
    func add(_ value: Int, times: Int = 1) { total += value * times }
    func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
    for row in rows { add(row) }
    add(factorial(4), times: 2)
    struct Line {
        let label: String
        let value: Int
        func text() -> String { "\(label)=\(value)" }
    }
    return Line(label: "total", value: total).text()
}
print(summary(of: [1, 2, 3]))

func makeCounter() -> () -> Int {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
    return next
}
let counter = makeCounter()
print(counter(), counter(), counter())

final class Screen {
    var titles = ["Inbox", "Sent"]
    func rows() -> [String] {
        func label(_ index: Int) -> String { "\(index + 1). \(titles[index])" }
        return (0..<titles.count).map(label)
    }
}
print(Screen().rows())

func kindName(_ code: Int) -> String {
    enum Kind: Int { case header, item, footer }
    guard let kind = Kind(rawValue: code) else { return "unknown" }
    return "\(kind)"
}
print(kindName(1), kindName(5))
// expect: total=54
// expect: 1 2 3
// expect: ["1. Inbox", "2. Sent"]
// expect: item unknown
