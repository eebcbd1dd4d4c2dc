// A dictionary is a sequence of `(key:value:)` pairs: map, filter, sorted(by:), forEach and the rest come
// from Sequence. Swift's order is unspecified, so everything printed here is sorted first.
let stock = ["pears": 4, "apples": 12, "plums": 0]

let labels = stock.map { "\($0.key)=\($0.value)" }.sorted()
print(labels)

let byCount = stock.sorted(by: { $0.value > $1.value })
print(byCount.map { $0.key })
print(byCount[0].key, byCount[0].value)

for (fruit, count) in stock.sorted(by: { $0.key < $1.key }) {
    print(fruit, count)
}

let inStock = stock.filter { $0.value > 0 }
print(type(of: inStock), inStock.count, inStock["plums"] == nil)

print(stock.reduce(0) { $0 + $1.value })
print(stock.contains { $0.value == 0 }, stock.allSatisfy { $0.value < 100 })
print(stock.first { $0.key.hasPrefix("ap") }?.value ?? -1)
print(stock.compactMap { $0.value > 3 ? $0.key.count : nil }.sorted())

var seen: [String] = []
stock.forEach { seen.append($0.key) }
print(seen.sorted())

// expect: ["apples=12", "pears=4", "plums=0"]
// expect: ["apples", "pears", "plums"]
// expect: apples 12
// expect: apples 12
// expect: pears 4
// expect: plums 0
// expect: Dictionary<String, Int> 2 true
// expect: 16
// expect: true true
// expect: 12
// expect: [5, 6]
// expect: ["apples", "pears", "plums"]
