/// `zip`'s `Zip2Sequence` and the endless `PartialRangeFrom` at run time (`PreludeLibrary/Zip.swift`): the pairs
/// are made when the sequence is walked, reading each side only as far as the other goes, so `zip(1..., names)`
/// ends with `names`.
extension Interpreter {
    func registerZipNatives() {
        // Swift's is the smaller of the two sides' (a collection's count; an endless range's 0).
        natives["get Zip2Sequence.underestimatedCount"] = { i, c in
            guard case .structValue(let s) = c.receiver, !s.fields.contains(where: { i.endlessAsRange($0.unerased).isEndless }) else {
                return .int(0)
            }
            return .int(try i.zipPairs(c.receiver, loc: c.loc)?.count ?? 0)
        }
        natives["arrayFromZip"] = { i, c in .array(try i.zipPairs(try c.arg("pairs").unerased, loc: c.loc) ?? []) }
        natives["dictionaryFromZip"] = { i, c in
            try i.dictionaryOfUniqueKeys(try i.zipPairs(try c.arg("pairs").unerased, loc: c.loc) ?? [], loc: c.loc)
        }
    }

    /// The library's structs that Swift prints by their reflected names inside another value, as it prints a
    /// script's own (`Swift.PartialRangeFrom<Swift.Int>(lowerBound: 1)` in a zip).
    static let libraryStructsPrintedQualified: Set<String> = ["Zip2Sequence", "PartialRangeFrom"]

    /// The pairs of a `Zip2Sequence`, as tuples; nil for any other value.
    func zipPairs(_ value: Value, loc: SourceLoc) throws -> [Value]? {
        guard case .structValue(let s) = value, s.decl.fromPrelude, s.decl.name == "Zip2Sequence", s.fields.count == 2 else {
            return nil
        }
        let (first, second) = (endlessAsRange(s.fields[0].unerased), endlessAsRange(s.fields[1].unerased))
        // A range gives only as many Ints as the other side pairs.
        let firstIsRange = if case .range = iterable(first) { true } else { false }
        let a = firstIsRange ? nil : try sequenceElements(first, loc: loc)
        let b = try sequenceElements(second, loc: loc, atMost: a?.count ?? Int.max)
        let pairs = zip(try a ?? sequenceElements(first, loc: loc, atMost: b.count), b).map { Value.tuple([$0, $1]) }
        try ensureRoom(forElements: pairs.count, loc: loc, growing: pairs.count)
        return pairs
    }

    /// `1...` walked: the Ints from its lower bound on (to `Int.max`, which no loop reaches).
    func endlessAsRange(_ value: Value) -> Value {
        guard case .structValue(let s) = value, s.decl.fromPrelude, s.decl.name == "PartialRangeFrom", s.fields.count == 1,
            case .int(let lower) = s.fields[0].unerased
        else { return value }
        return .range(lower, Int.max)
    }
}

extension Value {
    /// `1...` once walked: a range to `Int.max`.
    fileprivate var isEndless: Bool {
        if case .range(_, Int.max) = self { return true }
        return false
    }
}
