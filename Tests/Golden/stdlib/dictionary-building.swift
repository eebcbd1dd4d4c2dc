// Building dictionaries: default subscripts, grouping, compactMapValues, merge, and Dictionary(…) as a [Key: Value].
var counts: [String: Int] = [:]
for word in ["swift", "cell", "swift"] {
    counts[word, default: 0] += 1
}
print(counts["swift"]!, counts["cell"]!, counts["table", default: 0])
var lists: [String: [Int]] = [:]
lists["odd", default: []].append(1)
lists["odd", default: []].append(3)
print(lists["odd"]!, lists.count)

let byLetter = Dictionary(grouping: ["apple", "avocado", "banana"], by: { $0.first! })
print(byLetter["a"]!, byLetter["b"]!, byLetter.count)
let byLength = Dictionary(grouping: [1, 22, 333, 44]) { String($0).count }
print(byLength[2]!, type(of: byLength))

let ages = ["ann": 31, "bob": 17]
let adults = ages.compactMapValues { $0 >= 18 ? $0 : nil }
print(adults.count, adults["ann"]!, adults["bob"] as Any)
var stock = ["apple": 1, "pear": 2]
stock.merge(["apple": 10, "plum": 3]) { old, new in old + new }
print(stock["apple"]!, stock["plum"]!, stock.count)
let pairs = Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)])
print(pairs["b"]!, type(of: pairs))

// What Swift prints:
// expect: 2 1 0
// expect: [1, 3] 1
// expect: ["apple", "avocado"] ["banana"] 2
// expect: [22, 44] Dictionary<Int, Array<Int>>
// expect: 1 31 nil
// expect: 11 3 3
// expect: 2 Dictionary<String, Int>
