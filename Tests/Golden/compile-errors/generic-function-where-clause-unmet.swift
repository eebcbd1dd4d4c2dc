// A `where` clause on a generic function is checked at the call.
struct Token {}

func allEqual<T>(_ values: [T]) -> Bool where T: Equatable {
    guard let first = values.first else { return true }
    return values.allSatisfy { $0 == first }
}

print(allEqual([Token(), Token()]))
// expect-error: global function 'allEqual' requires that 'Token' conform to 'Equatable'
