import Foundation

/// Sequence and Collection members of arrays (and `zip`), with the standard library's traps. `prefix`,
/// `dropFirst`… give the elements; the prelude wraps them in an `ArraySlice` (PreludeLibrary/ArraySlice.swift).
/// Random order comes from `ScriptRandom`, seeded per entry, so a script's output repeats.
extension Interpreter {
    func registerCollectionNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func predicate(_ i: Interpreter, _ c: NativeCall) -> (Value) throws -> Bool {
            { try i.callValue(c.arg("predicate"), [$0], loc: c.loc).checkedBool() }
        }
        func count(_ c: NativeCall, _ parameter: String, _ i: Interpreter, negative: Diagnostics.RuntimeMessage) throws -> Int {
            let n = try c.int(parameter)
            if n < 0 { throw i.fatal(negative, at: c.loc) }
            return n
        }
        func elements(_ c: NativeCall) throws -> [Value] { try c.receiver.checkedArray() }

        d("Array.enumerated()") { _, c in .array(try elements(c).enumerated().map { .tuple([.int($0.offset), $0.element]) }) }
        d("get Array.indices") { _, c in .range(0, try elements(c).count) }
        d("Array.allSatisfy(_:)", "Set.allSatisfy(_:)") { i, c in .bool(try elements(c).allSatisfy(predicate(i, c))) }
        d("Array.firstIndex(where:)") { i, c in try elements(c).firstIndex(where: predicate(i, c)).map { .int($0) } ?? .none }
        d("Array.lastIndex(where:)") { i, c in try elements(c).lastIndex(where: predicate(i, c)).map { .int($0) } ?? .none }
        d("Array.last(where:)") { i, c in try elements(c).last(where: predicate(i, c)) ?? .none }
        d("Array.contains(_:)") { i, c in
            let element = try c.arg("element")
            return .bool(try elements(c).contains { i.valuesEqual($0, element) })
        }
        d("Array.firstIndex(of:)") { i, c in
            let element = try c.arg("element")
            return try elements(c).firstIndex { i.valuesEqual($0, element) }.map { .int($0) } ?? .none
        }
        d("Array.lastIndex(of:)") { i, c in
            let element = try c.arg("element")
            return try elements(c).lastIndex { i.valuesEqual($0, element) }.map { .int($0) } ?? .none
        }
        d("Array.sorted()", "Set.sorted()") { i, c in .array(try elements(c).sorted { try i.orderedBefore($0, $1, loc: c.loc) }) }
        d("Array.min()", "Set.min()") { i, c in try elements(c).min { try i.orderedBefore($0, $1, loc: c.loc) } ?? .none }
        d("Array.max()", "Set.max()") { i, c in try elements(c).max { try i.orderedBefore($0, $1, loc: c.loc) } ?? .none }
        d("Array.min(by:)") { i, c in
            try elements(c).min { try i.callValue(try c.arg("areInIncreasingOrder"), [$0, $1], loc: c.loc).checkedBool() } ?? .none
        }
        d("Array.max(by:)") { i, c in
            try elements(c).max { try i.callValue(try c.arg("areInIncreasingOrder"), [$0, $1], loc: c.loc).checkedBool() } ?? .none
        }
        d("Array._prefix(_:)") { i, c in
            .array(Array(try elements(c).prefix(try count(c, "maxLength", i, negative: Diagnostics.negativePrefix))))
        }
        d("Array._suffix(_:)") { i, c in
            .array(Array(try elements(c).suffix(try count(c, "maxLength", i, negative: Diagnostics.negativeSuffix))))
        }
        d("Array._dropFirst(_:)") { i, c in
            .array(Array(try elements(c).dropFirst(try count(c, "k", i, negative: Diagnostics.negativeDrop))))
        }
        d("Array._dropLast(_:)") { i, c in
            .array(Array(try elements(c).dropLast(try count(c, "k", i, negative: Diagnostics.negativeDrop))))
        }
        d("Array.flatMap(_:)") { i, c in
            var result: [Value] = []
            for e in try elements(c) {
                result.append(contentsOf: try i.callValue(try c.arg("transform"), [e], loc: c.loc).checkedArray())
                if result.count > 0xFFFF { try i.ensureRoom(forElements: result.count, loc: c.loc) }
            }
            return .array(result)
        }
        d("Array.shuffled()") { i, c in .array(i.random.shuffled(try elements(c))) }
        d("Array.randomElement()") { i, c in
            let a = try elements(c)
            return a.isEmpty ? .none : a[i.random.next(below: a.count)]
        }
        registerMutatingCollectionNatives()
    }

    private func registerMutatingCollectionNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("Array.popLast()") { _, c in c.mutateArray { a in a.popLast() ?? .none } }
        d("Array.removeAll(where:)") { i, c in
            try c.mutateArray { a in try a.removeAll { try i.callValue(try c.arg("shouldBeRemoved"), [$0], loc: c.loc).checkedBool() } }
            return .void
        }
        d("Array.swapAt(_:_:)") { i, c in
            try c.mutateArray { a in
                let (x, y) = (try c.int("i"), try c.int("j"))
                guard a.indices.contains(x), a.indices.contains(y) else { throw i.fatal(Diagnostics.indexOutOfRange, at: c.loc) }
                a.swapAt(x, y)
            }
            return .void
        }
        d("Array.sort()") { i, c in
            try c.mutateArray { a in try a.sort { try i.orderedBefore($0, $1, loc: c.loc) } }
            return .void
        }
        d("Array.sort(by:)") { i, c in
            try c.mutateArray { a in try a.sort { try i.callValue(try c.arg("areInIncreasingOrder"), [$0, $1], loc: c.loc).checkedBool() } }
            return .void
        }
        d("Array.shuffle()") { i, c in
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
