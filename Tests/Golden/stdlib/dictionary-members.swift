// Dictionaries built from pairs and transformed with mapValues; keys sorted for a stable order.
let stock = Dictionary(uniqueKeysWithValues: [("apples", 3), ("pears", 5)])
let doubled = stock.mapValues { $0 * 2 }
print(doubled["pears"] as Any, doubled["plums"] as Any, stock.keys.sorted())
// expect: Optional(10) nil ["apples", "pears"]
for key in doubled.keys.sorted() {
    print(key, doubled[key]!)
}
// expect: apples 6
// expect: pears 10
