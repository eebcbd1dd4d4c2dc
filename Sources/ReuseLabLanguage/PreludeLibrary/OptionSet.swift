// ReuseLab prelude: OptionSet and the integer bit operators it is built with. Written in the Swift subset
// ReuseLab checks and runs; embedded at build time (EmbedPreludeLibrary). Natives: Run/Natives+OptionSet.swift.

@_native public func & (lhs: Int, rhs: Int) -> Int
@_native public func | (lhs: Int, rhs: Int) -> Int
@_native public func ^ (lhs: Int, rhs: Int) -> Int
@_native public func << (lhs: Int, rhs: Int) -> Int
@_native public func >> (lhs: Int, rhs: Int) -> Int
@_native public prefix func ~ (x: Int) -> Int

/// Swift's OptionSet with an `Int` raw value (the raw type every UIKit option set and most scripts use). An array
/// literal where an option set is expected (`[.flexibleWidth, .flexibleHeight]`, `[]`) is the union of its elements.
public protocol OptionSet: Equatable {
    var rawValue: Int { get }
    init(rawValue: Int)
}

extension OptionSet {
    @_native public static func _optionSetLiteral(_ elements: [Self]) -> Self
    @_native public func union(_ other: Self) -> Self
    @_native public func intersection(_ other: Self) -> Self
    @_native public func symmetricDifference(_ other: Self) -> Self
    @_native public func subtracting(_ other: Self) -> Self
    @_native public func contains(_ member: Self) -> Bool
    @_native public var isEmpty: Bool { get }
    @_native public func isSubset(of other: Self) -> Bool
    @_native public func isSuperset(of other: Self) -> Bool
    @_native public func isDisjoint(with other: Self) -> Bool
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        self = union(newMember)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        self = subtracting(member)
        return removed.isEmpty ? nil : removed
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let old = intersection(newMember)
        self = union(newMember)
        return old.isEmpty ? nil : old
    }
    public mutating func formUnion(_ other: Self) { self = union(other) }
    public mutating func formIntersection(_ other: Self) { self = intersection(other) }
    public mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
    public mutating func subtract(_ other: Self) { self = subtracting(other) }
}
