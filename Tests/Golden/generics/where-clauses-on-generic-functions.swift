// `where` clauses on generic functions, methods and initializers, and `==`/`<` on constrained parameters.
protocol Named {
    var name: String { get }
}

struct Person: Named {
    let name: String
}

struct Version: Comparable {
    let major: Int
    static func < (a: Version, b: Version) -> Bool { a.major < b.major }
}

func allEqual<T>(_ values: [T]) -> Bool where T: Equatable {
    guard let first = values.first else { return true }
    return values.allSatisfy { $0 == first }
}

func largest<T>(_ values: [T]) -> T? where T: Comparable {
    var best: T? = nil
    for v in values {
        if let b = best, !(b < v) { continue }
        best = v
    }
    return best
}

func names<T>(of values: [T]) -> [String] where T: Named {
    values.map { $0.name }
}

func describeAll<T>(_ values: [T]) -> String where T: CustomStringConvertible {
    values.map { $0.description }.joined(separator: " | ")
}

struct Registry {
    var entries: [String] = []
    mutating func add<T>(_ value: T) where T: Named { entries.append(value.name) }
    init<T>(first: T) where T: Named { entries = [first.name] }
}

print(allEqual([1, 1, 1]), allEqual(["a", "b"]), allEqual([Int]()))
print(largest([3, 9, 4]) as Any, largest(["pear", "apple"]) as Any)
print(largest([Version(major: 2), Version(major: 7), Version(major: 5)])?.major as Any)
print(names(of: [Person(name: "Ada"), Person(name: "Alan")]))
print(describeAll([1, 2, 3]))
var registry = Registry(first: Person(name: "Grace"))
registry.add(Person(name: "Linus"))
print(registry.entries)
// expect: true false true
// expect: Optional(9) Optional("pear")
// expect: Optional(7)
// expect: ["Ada", "Alan"]
// expect: 1 | 2 | 3
// expect: ["Grace", "Linus"]
