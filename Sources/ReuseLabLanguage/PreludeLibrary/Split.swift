// ReuseLab prelude: `split` where a predicate says (`line.split(whereSeparator: { $0 == "," })`), and the
// splits of an array, whose pieces are `ArraySlice`s at their base's indices, as in Swift.

extension String {
    public func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool)
        rethrows -> [Substring]
    {
        _splitAtMarks(try map(isSeparator), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
    @_native public func _splitAtMarks(_ separators: [Bool], maxSplits: Int, omittingEmptySubsequences: Bool) -> [Substring]
}

extension Substring {
    public func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool)
        rethrows -> [Substring]
    {
        _splitAtMarks(try map(isSeparator), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
    @_native public func _splitAtMarks(_ separators: [Bool], maxSplits: Int, omittingEmptySubsequences: Bool) -> [Substring]
}

extension Array {
    public func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Element) throws -> Bool)
        rethrows -> [ArraySlice<Element>]
    {
        precondition(maxSplits >= 0, "Must take zero or more splits")
        var pieces: [ArraySlice<Element>] = []
        var pieceStart = 0
        var splits = 0
        var n = 0
        while n < count && splits < maxSplits {
            if try isSeparator(self[n]) {
                // An empty piece left out is not counted as a split, as in Swift.
                if !omittingEmptySubsequences || n > pieceStart {
                    splits += 1
                    pieces.append(_slice(pieceStart, n))
                }
                pieceStart = n + 1
            }
            n += 1
        }
        if !omittingEmptySubsequences || count > pieceStart { pieces.append(_slice(pieceStart, count)) }
        return pieces
    }
}

extension Array where Element: Equatable {
    public func split(separator: Element, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [ArraySlice<Element>] {
        split(maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences, whereSeparator: { $0 == separator })
    }
}
