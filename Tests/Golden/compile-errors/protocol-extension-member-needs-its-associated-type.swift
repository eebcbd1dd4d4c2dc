// A member of `extension Store where Item == String` is not there for a store of `Int`s: swiftc says which types
// would have to be equivalent, and notes what the conformer's `Item` is.
protocol Store {
    associatedtype Item
    var items: [Item] { get }
}

extension Store where Item == String {
    var totalLength: Int { items.reduce(0) { $0 + $1.count } }
}

struct Scores: Store {
    typealias Item = Int
    var items: [Int]
}

print(Scores(items: [3, 4]).totalLength)
// expect-error: property 'totalLength' requires the types 'Scores.Item' (aka 'Int') and 'String' be equivalent
// expect-note: where 'Self.Item' = 'Scores.Item' (aka 'Int')
// expect-errors: 1
