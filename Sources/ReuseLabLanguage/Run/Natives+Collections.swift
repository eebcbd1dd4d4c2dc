import Foundation

/// Sequence and Collection members of arrays (and `zip`), with the standard library's traps. `prefix`,
/// `dropFirst`… give the elements; the prelude wraps them in an `ArraySlice` (PreludeLibrary/ArraySlice.swift).
/// Random order comes from `ScriptRandom`, seeded per entry, so a script's output repeats.
extension Interpreter {
    func registerCollectionNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        func predicate(_ i: Interpreter, _ c: NativeCall) -> (Value) throws -> Bool {
            { try i.callValue(c.arg("predicate"), [$0], loc: c.loc).asBool }
        }
        func count(_ c: NativeCall, _ parameter: String, _ i: Interpreter, negative: Diagnostics.RuntimeMessage) throws -> Int {
            let n = try c.int(parameter)
            if n < 0 { throw i.fatal(negative, at: c.loc) }
            return n
        }
        let array = \NativeCall.receiver.asArray

        d("arrayEnumerated") { _, c in .array(c[keyPath: array].enumerated().map { .tuple([.int($0.offset), $0.element]) }) }
        d("get arrayIndices") { _, c in .range(0, c[keyPath: array].count) }
        d("arrayAllSatisfy") { i, c in .bool(try c[keyPath: array].allSatisfy(predicate(i, c))) }
        d("arrayFirstIndexWhere") { i, c in try c[keyPath: array].firstIndex(where: predicate(i, c)).map { .int($0) } ?? .none }
        d("arrayLastIndexWhere") { i, c in try c[keyPath: array].lastIndex(where: predicate(i, c)).map { .int($0) } ?? .none }
        d("arrayLastWhere") { i, c in try c[keyPath: array].last(where: predicate(i, c)) ?? .none }
        d("arrayContains") { i, c in
            let element = try c.arg("element")
            return .bool(c[keyPath: array].contains { i.valuesEqual($0, element) })
        }
        d("arrayFirstIndexOf") { i, c in
            let element = try c.arg("element")
            return c[keyPath: array].firstIndex { i.valuesEqual($0, element) }.map { .int($0) } ?? .none
        }
        d("arrayLastIndexOf") { i, c in
            let element = try c.arg("element")
            return c[keyPath: array].lastIndex { i.valuesEqual($0, element) }.map { .int($0) } ?? .none
        }
        d("arraySortedAscending") { i, c in .array(try c[keyPath: array].sorted { try i.orderedBefore($0, $1, loc: c.loc) }) }
        d("arrayMin") { i, c in try c[keyPath: array].min { try i.orderedBefore($0, $1, loc: c.loc) } ?? .none }
        d("arrayMax") { i, c in try c[keyPath: array].max { try i.orderedBefore($0, $1, loc: c.loc) } ?? .none }
        d("arrayMinBy") { i, c in
            try c[keyPath: array].min { try i.callValue(try c.arg("areInIncreasingOrder"), [$0, $1], loc: c.loc).asBool } ?? .none
        }
        d("arrayMaxBy") { i, c in
            try c[keyPath: array].max { try i.callValue(try c.arg("areInIncreasingOrder"), [$0, $1], loc: c.loc).asBool } ?? .none
        }
        d("arrayPrefix") { i, c in
            .array(Array(c[keyPath: array].prefix(try count(c, "maxLength", i, negative: Diagnostics.negativePrefix))))
        }
        d("arraySuffix") { i, c in
            .array(Array(c[keyPath: array].suffix(try count(c, "maxLength", i, negative: Diagnostics.negativeSuffix))))
        }
        d("arrayDropFirst") { i, c in
            .array(Array(c[keyPath: array].dropFirst(try count(c, "k", i, negative: Diagnostics.negativeDrop))))
        }
        d("arrayDropLast") { i, c in
            .array(Array(c[keyPath: array].dropLast(try count(c, "k", i, negative: Diagnostics.negativeDrop))))
        }
        d("arrayFlatMap") { i, c in
            var result: [Value] = []
            for e in c[keyPath: array] {
                result.append(contentsOf: try i.callValue(try c.arg("transform"), [e], loc: c.loc).asArray)
                if result.count > 0xFFFF { try i.ensureRoom(forElements: result.count, loc: c.loc) }
            }
            return .array(result)
        }
        d("arrayShuffled") { i, c in .array(i.random.shuffled(c[keyPath: array])) }
        d("arrayRandomElement") { i, c in
            let a = c[keyPath: array]
            return a.isEmpty ? .none : a[i.random.next(below: a.count)]
        }
        d("zip") { i, c in
            let pairs = zip(try c.array("sequence1"), try c.array("sequence2")).map { Value.tuple([$0, $1]) }
            try i.ensureRoom(forElements: pairs.count, loc: c.loc, growing: pairs.count)
            return .array(pairs)
        }
        registerMutatingCollectionNatives()
    }

    private func registerMutatingCollectionNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        d("arrayPopLast") { _, c in c.mutateArray { a in a.popLast() ?? .none } }
        d("arrayRemoveAllWhere") { i, c in
            try c.mutateArray { a in try a.removeAll { try i.callValue(try c.arg("shouldBeRemoved"), [$0], loc: c.loc).asBool } }
            return .void
        }
        d("arraySwapAt") { i, c in
            try c.mutateArray { a in
                let (x, y) = (try c.int("i"), try c.int("j"))
                guard a.indices.contains(x), a.indices.contains(y) else { throw i.fatal(Diagnostics.indexOutOfRange, at: c.loc) }
                a.swapAt(x, y)
            }
            return .void
        }
        d("arraySortAscending") { i, c in
            try c.mutateArray { a in try a.sort { try i.orderedBefore($0, $1, loc: c.loc) } }
            return .void
        }
        d("arraySortBy") { i, c in
            try c.mutateArray { a in try a.sort { try i.callValue(try c.arg("areInIncreasingOrder"), [$0, $1], loc: c.loc).asBool } }
            return .void
        }
        d("arrayShuffle") { i, c in
            c.mutateArray { a in a = i.random.shuffled(a) }
            return .void
        }
    }
}

/// The random numbers a script sees: SplitMix64 from a fixed seed, restarted at each entry, so
/// `shuffled()`, `randomElement()` and `Int.random(in:)` give the same results every run (Swift's own
/// generator is seeded by the system, so swiftc's output differs; scripts that must agree avoid printing it).
struct ScriptRandom {
    static let seed: UInt64 = 0x5EED_0F_2EC_1AB
    private var state = ScriptRandom.seed

    mutating func reset() { state = Self.seed }

    mutating func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound > 0).
    mutating func next(below bound: Int) -> Int {
        Int(nextBits() % UInt64(bound))
    }

    /// A number in lo..<hi as UInt64 arithmetic, so `Int.min..<Int.max` works.
    mutating func next(from lo: Int, below hi: Int) -> Int {
        let span = UInt64(bitPattern: Int64(hi &- lo))
        return lo &+ Int(truncatingIfNeeded: nextBits() % span)
    }

    mutating func shuffled(_ a: [Value]) -> [Value] {
        var a = a
        guard a.count > 1 else { return a }
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, next(below: i + 1)) }
        return a
    }
}
