// Dictionary min(by:)/max(by:) over its pairs, and String(_:) of a slice of characters.
let stock = ["apples": 12, "pears": 3, "plums": 7]
let scarcest = stock.min(by: { $0.value < $1.value })!
let mostStocked = stock.max(by: { $0.value < $1.value })!
print(scarcest.key, scarcest.value, mostStocked.key)
print([String: Int]().min(by: { $0.value < $1.value }) == nil)
let letters: [Character] = ["s", "w", "i", "f", "t"]
print(String(letters[1...3]), String(letters.prefix(2)), String(letters.dropFirst(3)))

// What Swift prints:
// expect: pears 3 apples
// expect: true
// expect: wif sw ft
