// A type's `==` written as a global function is its Equatable witness: generic code, contains and != use it.
struct Item: Equatable {
    let id: Int
    let title: String
}
func == (a: Item, b: Item) -> Bool { a.id == b.id }

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(Item(id: 1, title: "a"), Item(id: 1, title: "b")))
print([Item(id: 1, title: "a")].contains(Item(id: 1, title: "z")))
print([Item(id: 2, title: "b")].firstIndex(of: Item(id: 2, title: "c")) ?? -1)
print(Item(id: 1, title: "a") != Item(id: 2, title: "a"))
// expect: true
// expect: true
// expect: 0
// expect: true
