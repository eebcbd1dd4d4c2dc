// A product catalogue: grouping by tag with reduce(into:), Set unions and intersections, String(format:), Dictionary(uniqueKeysWithValues:), mapValues, counting characters.
import Foundation
struct Product: Identifiable, Hashable { let id: UUID = UUID(); let name: String; let price: Double; let tags: Set<String> }
let products = [
    Product(name: "Lamp", price: 19.99, tags: ["home", "light"]),
    Product(name: "Desk", price: 149.0, tags: ["home", "office"]),
    Product(name: "Pen", price: 1.5, tags: ["office"]),
]
let byTag = products.reduce(into: [String: [String]]()) { acc, p in for t in p.tags { acc[t, default: []].append(p.name) } }
for tag in byTag.keys.sorted() { print(tag, byTag[tag]!.sorted()) }
let cheap = products.filter { $0.price < 20 }.map(\.name)
print(cheap, products.map(\.price).max() ?? 0, products.min { $0.price < $1.price }!.name)
let priceLabels = products.map { String(format: "%@: $%.2f", $0.name, $0.price) }
print(priceLabels)
let allTags = products.reduce(Set<String>()) { $0.union($1.tags) }
print(allTags.sorted(), allTags.count)
let common = products.map(\.tags).reduce(products[0].tags) { $0.intersection($1) }
print(common)
let names = products.map(\.name)
print(names.joined(separator: ", "), names.contains("Pen"), names.firstIndex(of: "Desk") ?? -1)
let sortedByName = products.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
print(sortedByName.map(\.name))
print(names.map { $0.lowercased() }.sorted(by: >))
let totalPrice = products.map(\.price).reduce(0, +)
print(String(format: "%.2f", totalPrice), Int(totalPrice), Int(totalPrice.rounded()))
let index = Dictionary(uniqueKeysWithValues: products.map { ($0.name, $0.price) })
print(index["Lamp"] ?? 0, index.keys.sorted())
let discounted = index.mapValues { ($0 * 0.9 * 100).rounded() / 100 }
print(discounted.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })
let letterCounts = names.joined().lowercased().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(letterCounts.filter { $0.value > 1 }.keys.sorted())
print(names.map(\.count).reduce(0, +), names.enumerated().map { "\($0)-\($1)" })
let matrix = (1...3).map { row in (1...3).map { row * $0 } }
print(matrix, matrix.flatMap { $0 }.filter { $0 % 2 == 0 })
print(Array(names.prefix(2)), names.suffix(1), names.dropFirst().first!)

// What Swift prints:
// expect: home ["Desk", "Lamp"]
// expect: light ["Lamp"]
// expect: office ["Desk", "Pen"]
// expect: ["Lamp", "Pen"] 149.0 Pen
// expect: ["Lamp: $19.99", "Desk: $149.00", "Pen: $1.50"]
// expect: ["home", "light", "office"] 3
// expect: []
// expect: Lamp, Desk, Pen true 1
// expect: ["Desk", "Lamp", "Pen"]
// expect: ["pen", "lamp", "desk"]
// expect: 170.49 170 170
// expect: 19.99 ["Desk", "Lamp", "Pen"]
// expect: ["Desk=134.1", "Lamp=17.99", "Pen=1.35"]
// expect: ["e", "p"]
// expect: 11 ["0-Lamp", "1-Desk", "2-Pen"]
// expect: [[1, 2, 3], [2, 4, 6], [3, 6, 9]] [2, 2, 4, 6, 6]
// expect: ["Lamp", "Desk"] ["Pen"] Desk
