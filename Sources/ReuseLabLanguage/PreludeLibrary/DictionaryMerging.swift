// ReuseLab prelude: a dictionary built from pairs whose keys repeat (`Dictionary(words.map { ($0, 1) },
// uniquingKeysWith: +)`), and `merging`, the copy that `merge` changes in place.

extension Dictionary {
    @_native("dictionaryFromPairsCombining")
    public init(_ keysAndValues: [(Key, Value)], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows
    @_native public func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]
}
