// ReuseLab prelude: `reversed()` as Swift gives it. A collection's is a `ReversedCollection` of it, which
// prints as Swift prints it (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`); Sequence's, an array, is
// chosen where an array is expected (`let newestFirst: [Int] = ids.reversed()`). The view holds a copy of the
// elements, last first (`_elements`, its first field, which `for … in` and `Array(…)` read), and its base,
// which it prints; its other members are its elements' array's (Checker+ReversedViews.swift).

public struct ReversedCollection<Base> {
    public let _elements: [Any]
    public let _base: Base

    public init(_elements: [Any], _base: Base) {
        self._elements = _elements
        self._base = _base
    }
}

// Each collection's view comes first: an overload told apart only by its result is chosen in that order.
extension Array {
    public func reversed() -> ReversedCollection<[Element]> { ReversedCollection<[Element]>(_elements: _reversedElements(), _base: self) }
    @_native("Array.reversed()") public func reversed() -> [Element]
    @_native public func _reversedElements() -> [Any]
    /// `Array(ids.reversed())`, `Array("abc".reversed())`, `Array(tags.union(extra))`: any sequence's elements.
    @_native public init<S: Sequence>(_ elements: S) where S.Element == Element
}

extension ArraySlice {
    public func reversed() -> ReversedCollection<ArraySlice<Element>> {
        ReversedCollection<ArraySlice<Element>>(_elements: _elements._reversedElements(), _base: self)
    }
    public func reversed() -> [Element] { _elements.reversed() }
}

extension String {
    public func reversed() -> ReversedCollection<String> { ReversedCollection<String>(_elements: _reversedElements(), _base: self) }
    @_native("String.reversed()") public func reversed() -> [Character]
    @_native public func _reversedElements() -> [Any]
    @_native("stringFromCharacterSlice") public init(_ characters: ReversedCollection<String>)
    @_native("stringFromCharacterSlice") public init(_ characters: ReversedCollection<Substring>)
}

extension Substring {
    public func reversed() -> ReversedCollection<Substring> { ReversedCollection<Substring>(_elements: _reversedElements(), _base: self) }
    @_native("Substring.reversed()") public func reversed() -> [Character]
    @_native public func _reversedElements() -> [Any]
}
