// swiftc infers an associated type from a witness written anywhere in the type; ReuseLab reads the members in order,
// so naming `Card` above the `top()` that makes it a `String` is its boundary, said in its own words with the way out.
protocol Pile {
    associatedtype Card
    func top() -> Card
}
struct Deck: Pile {
    func pair() -> Card { top() + top() }
    func top() -> String { "ace" }
}
print(Deck().pair())
// expect-error: 'Deck.Card' is inferred by the conformance to 'Pile' from a member declared after this one, which ReuseLab does not infer from yet: declare that member first, or write 'typealias Card = …' in 'Deck'
