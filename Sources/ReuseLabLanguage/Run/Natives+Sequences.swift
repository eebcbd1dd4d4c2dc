/// A value of any sequence type read as the array of its elements, in the order `for … in` walks them: what
/// generic code over `Sequence`/`Collection` (and `extension Collection` members used on a set, a dictionary,
/// a substring or a range) sees of its receiver (see Checker+CollectionConstraints.swift).
extension Interpreter {
    func registerSequenceNatives() {
        // `Array(_anySequence:)` of generic code, and `Array(ids.reversed())`: any sequence's elements.
        for key in ["Array.init(_anySequence:)", "Array.init(_:)"] {
            natives[key] = { i, c in .array(try i.sequenceElements(try c.arg("elements").unerased, loc: c.loc)) }
        }
    }

    /// The first `atMost` of them when a range's Ints would be too many to hold (`zip(0..<Int.max, names)`).
    func sequenceElements(_ value: Value, loc: SourceLoc, atMost limit: Int = Int.max) throws -> [Value] {
        let seq = iterable(try zipPairs(value, loc: loc).map(Value.array) ?? value)
        if let next = try lazyIterator(seq) {
            var elements: [Value] = []
            while elements.count < limit, let e = try nextLazyElement(next, loc: loc) {
                try ensureRoom(forElements: elements.count + 1, loc: loc, growing: 1)
                elements.append(e)
            }
            return elements
        }
        switch seq {
        case .array(let a): return a
        case .range(let lo, let hi):
            let (span, overflowed) = hi.subtractingReportingOverflow(lo)
            let n = min(overflowed ? Int.max : max(span, 0), limit)
            try ensureRoom(forElements: n, loc: loc, growing: n)
            return (0..<n).map { .int(lo + $0) }
        case .dictionary(let d, let order): return order.map { .tuple([keyValue($0), d[$0] ?? .none]) }
        default: return []
        }
    }
}
