/// The indices of a generic collection at run time (`PreludeLibrary/CollectionIndices.swift`): an Int position.
/// A half-open Int range's indices are its own Ints and a slice's are its base's positions, as in Swift, since
/// a script may print them; every other collection counts from 0, as `String.Index` does here.
extension Interpreter {
    func registerCollectionIndexNatives() {
        natives["_collectionStartIndex(_:)"] = { i, c in .int(i.collectionStartIndex(try c.arg("collection").unerased)) }
        natives["_collectionEndIndex(_:)"] = { i, c in
            let collection = try c.arg("collection").unerased
            return .int(i.collectionStartIndex(collection) + (try i.sequenceElements(collection, loc: c.loc).count))
        }
        natives["_collectionIndex(_:after:)"] = { i, c in
            let collection = try c.arg("collection").unerased
            let position = try c.int("i")
            let end = i.collectionStartIndex(collection) + (try i.sequenceElements(collection, loc: c.loc).count)
            // Only a string checks the move (arrays' `index(after:)` is plain addition).
            if case .string = collection, position >= end { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(position + 1)
        }
        natives["_collectionElement(_:at:)"] = { i, c in
            let collection = try c.arg("collection").unerased
            let elements = try i.sequenceElements(collection, loc: c.loc)
            let offset = try c.int("i") - i.collectionStartIndex(collection)
            guard offset >= 0 && offset < elements.count else {
                if case .string = collection { throw i.stringIndexOutOfBounds(c.loc) }
                throw i.fatal(Diagnostics.indexOutOfRange, at: c.loc)
            }
            return elements[offset]
        }
        natives["_collectionIndices(_:)"] = { i, c in
            let collection = try c.arg("collection").unerased
            let start = i.collectionStartIndex(collection)
            let count = try i.sequenceElements(collection, loc: c.loc).count
            return .array((start..<start + count).map { .int($0) })
        }
    }

    /// Where a collection's positions begin: a half-open range's lower bound, a slice's start in its base, else 0.
    func collectionStartIndex(_ collection: Value) -> Int {
        switch collection {
        case .range(let lower, _): return lower
        case .structValue(let s) where s.decl.name == "ArraySlice" && s.fields.count == 2:
            if case .int(let start) = s.fields[1] { return start }
            return 0
        default: return 0
        }
    }
}
