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
        natives["_collectionIndex(_:before:)"] = { i, c in
            let collection = try c.arg("collection").unerased
            let position = try c.int("i")
            if case .string = collection, position <= i.collectionStartIndex(collection) { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(position - 1)
        }
        natives["_collectionIndex(_:_:offsetBy:)"] = { i, c in
            let collection = try c.arg("collection").unerased
            let moved = try c.int("i") + c.int("distance")
            try i.checkStringIndexMove(collection, to: moved, loc: c.loc)
            return .int(moved)
        }
        natives["_collectionIndex(_:_:offsetBy:limitedBy:)"] = { i, c in
            let collection = try c.arg("collection").unerased
            let (start, distance, limit) = (try c.int("i"), try c.int("distance"), try c.int("limit"))
            // Swift's rule: nil when the limit lies between the index and where the move would end.
            if distance >= 0 ? (limit >= start && limit - start < distance) : (limit <= start && limit - start > distance) {
                return .none
            }
            try i.checkStringIndexMove(collection, to: start + distance, loc: c.loc)
            return .int(start + distance)
        }
        natives["_collectionDistance(_:from:to:)"] = { _, c in .int(try c.int("end") - c.int("start")) }
        natives["_collectionSetting(_:at:to:)"] = { i, c in
            let (position, element) = (try c.int("i"), try c.arg("element"))
            return try i.changingElements(of: c.arg("collection"), loc: c.loc) { elements, start in
                let offset = position - start
                guard elements.indices.contains(offset) else { throw i.fatal(Diagnostics.indexOutOfRange, at: c.loc) }
                elements[offset] = element
            }
        }
        natives["_collectionSwapping(_:_:_:)"] = { i, c in
            let (first, second) = (try c.int("i"), try c.int("j"))
            return try i.changingElements(of: c.arg("collection"), loc: c.loc) { elements, start in
                guard elements.indices.contains(first - start), elements.indices.contains(second - start) else {
                    throw i.fatal(Diagnostics.indexOutOfRange, at: c.loc)
                }
                elements.swapAt(first - start, second - start)
            }
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

    /// A string's index moved outside the string traps, as Swift's `index(_:offsetBy:)` does; other
    /// collections' moves are plain arithmetic.
    func checkStringIndexMove(_ collection: Value, to position: Int, loc: SourceLoc) throws {
        guard case .string = collection else { return }
        let start = collectionStartIndex(collection)
        let end = start + (try sequenceElements(collection, loc: loc).count)
        if position < start || position > end { throw stringIndexOutOfBounds(loc) }
    }

    /// A mutable collection (an array or an `ArraySlice`) with its elements changed by `change`, which is
    /// given them and the position of the first.
    func changingElements(of collection: Value, loc: SourceLoc, _ change: (inout [Value], Int) throws -> Void) throws -> Value {
        switch collection {
        case .array(var elements):
            try change(&elements, 0)
            return .array(elements)
        case .structValue(var s) where s.decl.name == "ArraySlice" && s.fields.count == 2:
            guard case .array(var elements) = s.fields[0] else { break }
            try change(&elements, collectionStartIndex(collection))
            s.fields[0] = .array(elements)
            return .structValue(s)
        default: break
        }
        throw Trap(bug: Diagnostics.mutableCollectionChangeUnsupported, loc: loc)
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
