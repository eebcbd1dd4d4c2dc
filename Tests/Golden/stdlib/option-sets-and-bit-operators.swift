// OptionSet: a type of our own whose bits combine with union, contains, insert, remove, and array literals; Int bit operators.
struct Toppings: OptionSet {
    let rawValue: Int
    static let cheese = Toppings(rawValue: 1 << 0)
    static let olives = Toppings(rawValue: 1 << 1)
    static let basil = Toppings(rawValue: 1 << 2)
    static let all: Toppings = [.cheese, .olives, .basil]
}
var pizza: Toppings = [.cheese]
print(pizza.contains(.olives), pizza.rawValue)
pizza.insert(.olives)
print(pizza.contains(.olives), pizza.rawValue)
let result = pizza.insert(.olives)
print(result.inserted)
print(pizza.union(.basil) == .all)
print(pizza.intersection([.olives, .basil]).rawValue)
print(pizza.remove(.cheese) != nil, pizza.rawValue)
print(pizza.remove(.cheese) == nil)
let none: Toppings = []
print(none.isEmpty, Toppings.all.subtracting(.olives).rawValue)
pizza.formUnion([.basil, .cheese])
print(pizza == .all, pizza.symmetricDifference(.cheese).rawValue)
print(6 & 3, 6 | 3, 6 ^ 3, ~5, 1 << 4, 256 >> 2, 1 << 64, -8 >> 1)
// expect: false 1
// expect: true 3
// expect: false
// expect: true
// expect: 2
// expect: true 2
// expect: true
// expect: true 5
// expect: true 6
// expect: 2 7 5 -6 16 64 0 -4
