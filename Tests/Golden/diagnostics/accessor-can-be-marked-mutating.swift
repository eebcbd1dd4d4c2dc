// An explicit 'get' (or a 'nonmutating set') of a struct's property cannot change the struct: swiftc offers to mark that accessor 'mutating', in a protocol extension too.
struct RowCache {
    var hits = 0
    var rows: [String] = []

    var count: Int {
        get {
            hits += 1
            return rows.count
        }
        set {}
    }

    var firstRow: String {
        get { rows.first ?? "" }
        nonmutating set { rows = [newValue] }
    }
}

protocol Paging {
    var page: Int { get set }
}

extension Paging {
    var nextPage: Int {
        get {
            page += 1
            return page
        }
    }
}

// expect-error: left side of mutating operator isn't mutable: 'self' is immutable
// expect-error: cannot assign to property: 'self' is immutable
// expect-note: mark getter 'mutating' to make 'self' mutable
// expect-note: mark setter 'mutating' to make 'self' mutable
// expect-errors: 3
