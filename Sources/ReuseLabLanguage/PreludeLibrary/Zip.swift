// ReuseLab prelude: `zip` gives Swift's `Zip2Sequence`, which holds the two sequences and pairs their
// elements only when walked, as far as the shorter goes: it prints, and `type(of:)` names it, as Swift does
// (`Zip2Sequence<Array<String>, Array<Int>>(_sequence1: […], _sequence2: […])`). `for … in`, `Array(…)` and
// `Dictionary(uniqueKeysWithValues:)` walk it (Run/Natives+Zip.swift); its other Sequence members (`map`,
// `filter`, `reduce`, `lazy`…) are those of the array of its pairs (Check/Checker+Zip.swift).
// `1...` is a `PartialRangeFrom<Int>`, endless, which zip reads only as far as the other side goes.

public struct Zip2Sequence<Sequence1, Sequence2> {
    public let _sequence1: Sequence1
    public let _sequence2: Sequence2

    public init(_sequence1: Sequence1, _sequence2: Sequence2) {
        self._sequence1 = _sequence1
        self._sequence2 = _sequence2
    }

    @_native public var underestimatedCount: Int { get }
}

public struct PartialRangeFrom<Bound> {
    public let lowerBound: Bound

    public init(lowerBound: Bound) {
        self.lowerBound = lowerBound
    }
}

public func zip<Sequence1: Sequence, Sequence2: Sequence>(
    _ sequence1: Sequence1, _ sequence2: Sequence2
) -> Zip2Sequence<Sequence1, Sequence2> {
    return Zip2Sequence(_sequence1: sequence1, _sequence2: sequence2)
}

extension Array {
    // `Element` is the zip's pair type (fixed by the checker, see Checker+Overloads.swift).
    @_native("arrayFromZip") public init<Sequence1, Sequence2>(_ pairs: Zip2Sequence<Sequence1, Sequence2>)
}

extension Dictionary {
    @_native("dictionaryFromZip") public init<Sequence1, Sequence2>(uniqueKeysWithValues pairs: Zip2Sequence<Sequence1, Sequence2>)
}
