// `any Feed<String>` constrains a protocol's primary associated type, which must be declared after its name (`protocol Feed<Item>`): without one, swiftc says so.
protocol Feed {
    associatedtype Item
    var items: [Item] { get }
}

struct Headlines: Feed { let items = ["Launch", "Update"] }

func firstItem(of feed: any Feed<String>) -> String { feed.items.first ?? "" }
print(firstItem(of: Headlines()))
// expect-error: protocol 'Feed' does not have primary associated types that can be constrained
// expect-errors: 1
