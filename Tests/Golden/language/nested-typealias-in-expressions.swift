// A type alias declared inside a type is a type in its methods' expressions too: called as an initializer,
// read with `.self`, and used as a generic argument; an inner type sees its outer type's aliases.
struct Store<Key: Hashable, Value> {
    var values: [Key: Value] = [:]
}

final class Library {
    typealias Shelf = Store<String, Int>
    typealias Count = Int

    struct Report {
        func render(_ counts: [Count]) -> String { counts.map(String.init).joined(separator: "+") }
    }

    func makeShelf() -> Shelf {
        var shelf = Shelf()
        shelf.values["swift"] = 3
        return shelf
    }

    func describe() -> String {
        let total = Count(7)
        return "\(Shelf.self) holds \(makeShelf().values["swift"] ?? 0) of \(total): \(Report().render([1, 2]))"
    }
}

print(Library().describe())
// expect: Store<String, Int> holds 3 of 7: 1+2
