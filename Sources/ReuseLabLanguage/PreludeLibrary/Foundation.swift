// ReuseLab prelude: the Foundation value types app code keeps beside its cells. Written in the Swift subset
// ReuseLab checks and runs, loaded with the Swift prelude; `@_native` members are in Run/Natives+Foundation.swift.

/// A UUID. `UUID()` is deterministic in ReuseLab: the session's n-th UUID is
/// `00000000-0000-4000-8000-` followed by n in twelve hex digits (a valid version-4 form), so a script prints
/// the same every run and two UUIDs of one session never collide. `UUID(uuidString:)` reads any UUID.
public struct UUID: Hashable, Comparable, CustomStringConvertible, Codable {
    public let uuidString: String
    @_native private static func _next() -> String
    @_native private static func _normalized(_ text: String) -> String?
    public init() { uuidString = UUID._next() }
    public init?(uuidString string: String) {
        guard let normal = UUID._normalized(string) else { return nil }
        uuidString = normal
    }
    public var description: String { return uuidString }
    public static func < (lhs: UUID, rhs: UUID) -> Bool { return lhs.uuidString < rhs.uuidString }
}

/// A moment in time. `Date()` reads ReuseLab's script clock: it starts at 2026-01-01 00:00:00 UTC when a
/// session starts and moves on one millisecond at each reading, so output is reproducible and a later
/// `Date()` still compares greater.
public struct Date: Hashable, Comparable, CustomStringConvertible, Codable {
    public var timeIntervalSince1970: TimeInterval
    @_native private static func _now() -> Double
    @_native private static func _describe(_ seconds: Double) -> String
    public init() { timeIntervalSince1970 = Date._now() }
    public init(timeIntervalSince1970 interval: TimeInterval) { timeIntervalSince1970 = interval }
    public init(timeIntervalSinceNow interval: TimeInterval) { timeIntervalSince1970 = Date._now() + interval }
    public init(timeInterval interval: TimeInterval, since date: Date) { timeIntervalSince1970 = date.timeIntervalSince1970 + interval }
    public static var now: Date { return Date() }
    public static let distantPast: Date = Date(timeIntervalSince1970: -62135769600)
    public static let distantFuture: Date = Date(timeIntervalSince1970: 64092211200)
    public var timeIntervalSinceNow: TimeInterval { return timeIntervalSince1970 - Date._now() }
    public var timeIntervalSinceReferenceDate: TimeInterval { return timeIntervalSince1970 - 978307200 }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { return timeIntervalSince1970 - date.timeIntervalSince1970 }
    public func addingTimeInterval(_ interval: TimeInterval) -> Date { return Date(timeIntervalSince1970: timeIntervalSince1970 + interval) }
    public mutating func addTimeInterval(_ interval: TimeInterval) { timeIntervalSince1970 += interval }
    public var description: String { return Date._describe(timeIntervalSince1970) }
    public static func < (lhs: Date, rhs: Date) -> Bool { return lhs.timeIntervalSince1970 < rhs.timeIntervalSince1970 }
    public static func + (lhs: Date, rhs: TimeInterval) -> Date { return lhs.addingTimeInterval(rhs) }
    public static func - (lhs: Date, rhs: TimeInterval) -> Date { return lhs.addingTimeInterval(-rhs) }
    public static func += (lhs: inout Date, rhs: TimeInterval) { lhs = lhs.addingTimeInterval(rhs) }
    public static func -= (lhs: inout Date, rhs: TimeInterval) { lhs = lhs.addingTimeInterval(-rhs) }
}

/// A set of non-negative integers, kept sorted (`reloadSections`, `insertSections`).
public struct IndexSet: Hashable, CustomStringConvertible, Codable {
    private var _indexes: [Int]
    public init() { _indexes = [] }
    public init(integer: Int) { _indexes = [integer] }
    public init(integersIn range: Range<Int>) { _indexes = Array(range) }
    public init(integersIn range: ClosedRange<Int>) { _indexes = Array(range) }
    public init(_ indexes: [Int]) {
        _indexes = []
        for i in indexes { insert(i) }
    }
    public var count: Int { return _indexes.count }
    public var isEmpty: Bool { return _indexes.isEmpty }
    public var first: Int? { return _indexes.first }
    public var last: Int? { return _indexes.last }
    public func contains(_ integer: Int) -> Bool { return _indexes.contains(integer) }
    @discardableResult public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        if let at = _indexes.firstIndex(where: { $0 >= integer }) {
            if _indexes[at] == integer { return (false, integer) }
            _indexes.insert(integer, at: at)
        } else {
            _indexes.append(integer)
        }
        return (true, integer)
    }
    public mutating func insert(integersIn range: Range<Int>) { for i in range { insert(i) } }
    public mutating func insert(integersIn range: ClosedRange<Int>) { for i in range { insert(i) } }
    @discardableResult public mutating func remove(_ integer: Int) -> Int? {
        guard let at = _indexes.firstIndex(of: integer) else { return nil }
        _indexes.remove(at: at)
        return integer
    }
    public mutating func removeAll() { _indexes.removeAll() }
    public func union(_ other: IndexSet) -> IndexSet { return IndexSet(_indexes + other._indexes) }
    public func map<T>(_ transform: (Int) throws -> T) rethrows -> [T] { return try _indexes.map(transform) }
    public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> IndexSet { return IndexSet(try _indexes.filter(isIncluded)) }
    public func forEach(_ body: (Int) throws -> Void) rethrows { try _indexes.forEach(body) }
    public func sorted() -> [Int] { return _indexes }
    public var description: String { return "\(_indexes.count) indexes" }
}

extension Array {
    @_native("arrayFromIndexSet") public init(_ indexes: IndexSet)
}

/// A class instance's identity. It does not keep the object alive, as in Swift.
public struct ObjectIdentifier: Hashable, Comparable, CustomStringConvertible {
    private let _address: Int
    @_native private static func _address(of object: AnyObject) -> Int
    @_native private static func _text(_ address: Int) -> String
    public init(_ x: AnyObject) { _address = ObjectIdentifier._address(of: x) }
    public var description: String { return ObjectIdentifier._text(_address) }
    public static func < (lhs: ObjectIdentifier, rhs: ObjectIdentifier) -> Bool { return lhs._address < rhs._address }
}

/// A class's name in the Objective-C runtime: `main.PhotoCell` for a script's top-level class, the bare name for
/// UIKit's own classes.
@_native public func NSStringFromClass(_ aClass: AnyClass) -> String
