// init! and functions returning T!: the result is used as T where T is needed, and as an optional where one is accepted (a variable without a type, if let, ?? , == nil); a nil read as T traps with Swift's text.
struct Temperature {
    let celsius: Double
    init!(fahrenheit: Double) {
        if fahrenheit < -459.67 { return nil }
        celsius = (fahrenheit - 32) * 5 / 9
    }
}

final class Node {
    let id: Int
    init!(id: Int) {
        if id < 0 { return nil }
        self.id = id
    }
}

enum Suit {
    case hearts, spades
    init!(symbol: Character) {
        switch symbol {
        case "♥": self = .hearts
        case "♠": self = .spades
        default: return nil
        }
    }
}

func lookup(_ key: String) -> Int! {
    key == "one" ? 1 : nil
}

print(Temperature(fahrenheit: 212).celsius)
let freezing: Temperature = Temperature(fahrenheit: 32)
print(freezing.celsius)
// expect: 100.0
// expect: 0.0

let maybe = Temperature(fahrenheit: -500)
print(maybe == nil, maybe?.celsius as Any)
// expect: true nil

let node: Node = Node(id: 7)
print(node.id, Node(id: -1) == nil)
// expect: 7 true

let suit: Suit = Suit(symbol: "♠")
print(suit, Suit(symbol: "x") as Any)
// expect: spades nil

let one: Int = lookup("one")
print(one + lookup("one"), lookup("two") ?? 0)
if let found = lookup("one") { print("found", found) }
let kept = lookup("two")
print(kept as Any)
// expect: 2 0
// expect: found 1
// expect: nil

print(Temperature(fahrenheit: -1000).celsius)
// expect-crash: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value
