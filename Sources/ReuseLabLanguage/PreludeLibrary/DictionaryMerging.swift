// ReuseLab prelude: a dictionary built from pairs whose keys repeat (`Dictionary(words.map { ($0, 1) },
// uniquingKeysWith: +)`), `merging`, the copy that `merge` changes in place, and `updateValue(_:forKey:)`.

extension Dictionary {
    @_native
    public init(_ keysAndValues: [(Key, Value)], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows
    /// The value set for `key`, and the one it replaced (nil when the key is new, which goes last in the order).
    @_native @discardableResult public mutating func updateValue(_ value: Value, forKey key: Key) -> Value?
    @_native public func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]
}
