// Dictionaries: count, isEmpty, keys and values, subscripts that read an optional and write back, for (key, value) in, removeValue(forKey:), and how print shows them (sorted keys here: Swift's order is unspecified).
var stock: [String: Int] = ["apples": 3]
print(stock)
// expect: ["apples": 3]
print(stock.count, stock.isEmpty)
// expect: 1 false
stock["pears"] = 5
stock["apples"] = 4
print(stock.count)
// expect: 2
if let pears = stock["pears"] { print("pears", pears) }
// expect: pears 5
print(stock["plums"] == nil)
// expect: true
print(stock.keys.sorted(by: <), stock.values.sorted(by: <))
// expect: ["apples", "pears"] [4, 5]
var total = 0
for (_, count) in stock { total += count }
print(total)
// expect: 9
for name in stock.keys.sorted(by: <) { print(name, stock[name]!) }
// expect: apples 4
// expect: pears 5
if let removed = stock.removeValue(forKey: "apples") { print("removed", removed) }
// expect: removed 4
print(stock.removeValue(forKey: "apples") == nil, stock)
// expect: true ["pears": 5]
stock["pears"] = nil
print(stock, stock.isEmpty)
// expect: [:] true
let empty: [Int: String] = [:]
print(empty.count, empty)
// expect: 0 [:]
