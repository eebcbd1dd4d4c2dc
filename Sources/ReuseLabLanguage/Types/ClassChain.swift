/// A type and its superclasses, nearest first, read one at a time. At most 64: a cycle the checker reports
/// (`class A: B`, `class B: A`) must not make a walk endless.
struct ClassChain: Sequence {
    let start: NominalDecl

    struct Iterator: IteratorProtocol {
        fileprivate var upcoming: NominalDecl?
        fileprivate var count = 0

        mutating func next() -> NominalDecl? {
            guard let current = upcoming, count < 64 else { return nil }
            count += 1
            upcoming = current.superclassDecl
            return current
        }
    }

    func makeIterator() -> Iterator { Iterator(upcoming: start) }
}
