// A conformance's associated type, inferred from a witness, can be named bare inside the conforming type's later
// members and its extensions, as swiftc allows: `Card` is `String` in `Deck`, `Key` is `Int` in `Row`.
protocol Pile {
    associatedtype Card
    func top() -> Card
}
struct Deck: Pile {
    func top() -> String { "ace" }
    func pair() -> Card { top() + top() }
}
extension Deck {
    func three() -> Card { pair() + top() }
}
print(Deck().pair(), Deck().three())
// expect: aceace aceaceace

protocol Keyed {
    associatedtype Key: Hashable
    var key: Key { get }
}
final class Row: Keyed {
    let key = 21
    func doubled() -> Key { key * 2 }
}
print(Row().doubled())
// expect: 42
