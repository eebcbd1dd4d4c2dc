// contains(_:) needs Equatable elements; without them swiftc picks contains(where:) and asks for its label.
struct Item {
    var name: String
}
let items = [Item(name: "a")]
print(items.contains(Item(name: "a")))
// expect-error: missing argument label 'where:' in call
