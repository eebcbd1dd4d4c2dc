// ReuseLab prelude: Swift. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native` members are implemented in Run/Natives*.swift.

public protocol Equatable {}
public protocol Hashable: Equatable {}
public protocol Comparable: Equatable {}
public protocol CustomStringConvertible {
    var description: String { get }
}
public protocol Error {}

/// What `hash(into:)` feeds. ReuseLab's mixes with FNV-1a from a fixed start, so hash values repeat from run
/// to run (Swift seeds its hasher per process); see Run/Interpreter+Hashing.swift.
public struct Hasher {
    private var _state: Int
    public init() { _state = -3750763034362895579 }
    @_native public mutating func combine<H: Hashable>(_ value: H)
    @_native public func finalize() -> Int
}

extension Hashable {
    @_native public var hashValue: Int { get }
    /// The synthesized conformance's: the value's stored parts, combined as `hashValue` combines them.
    public func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
public protocol CaseIterable {}

/// A value with a stable identity (`id`), as diffable data sources and lists key their items. A class's
/// identity defaults to the object itself.
public protocol Identifiable {
    associatedtype ID: Hashable
    var id: ID { get }
}

extension Identifiable where Self: AnyObject {
    public var id: ObjectIdentifier { return ObjectIdentifier(self) }
}

/// Key paths as values (`let kp = \Cell.title`): at run time a key path is its getter, its setter and the
/// text `print` shows (see `Checker+KeyPathValues.swift`).
public class AnyKeyPath {}
public class PartialKeyPath<Root>: AnyKeyPath {}
public class KeyPath<Root, Value>: PartialKeyPath<Root> {}
public class WritableKeyPath<Root, Value>: KeyPath<Root, Value> {}
public class ReferenceWritableKeyPath<Root, Value>: WritableKeyPath<Root, Value> {}

@_native public func fatalError(_ message: String = "") -> Never
@_native public func preconditionFailure(_ message: String = "") -> Never
@_native public func precondition(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "")
@_native public func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "")
@_native public func min(_ a: Int, _ b: Int) -> Int
@_native public func max(_ a: Int, _ b: Int) -> Int
/// Any other Comparable (`min("b", "a")`, two dates), and three or more values, as Swift words them: `min` keeps
/// the first of equals, `max` the last.
public func min<T: Comparable>(_ x: T, _ y: T) -> T { return y < x ? y : x }
public func max<T: Comparable>(_ x: T, _ y: T) -> T { return y >= x ? y : x }
public func min<T: Comparable>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T {
    var smallest = min(min(x, y), z)
    for value in rest { smallest = min(smallest, value) }
    return smallest
}
public func max<T: Comparable>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T {
    var largest = max(max(x, y), z)
    for value in rest { largest = max(largest, value) }
    return largest
}
@_native public func abs(_ a: Int) -> Int
@_native public func stride(from start: Int, to end: Int, by step: Int) -> [Int]
@_native public func stride(from start: Int, through end: Int, by step: Int) -> [Int]
@_native public func dump<T>(_ value: T) -> T

extension String {
    @_native public init<T>(describing value: T)
    @_native public init<T>(reflecting value: T)
    // `@_native("key")` below: overloads sharing a Swift name (`init(_:)`, `contains(_:)`,
    // `init(repeating:count:)`), which one derived key could not tell apart.
    @_native("stringFromInt") public init(_ value: Int)
    @_native("stringFromIntRadix") public init(_ value: Int, radix: Int, uppercase: Bool = false)
    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public func uppercased() -> String
    @_native public func lowercased() -> String
    @_native public func hasPrefix<Prefix: StringProtocol>(_ prefix: Prefix) -> Bool
    @_native public func hasSuffix<Suffix: StringProtocol>(_ suffix: Suffix) -> Bool
    // `@_native("key")`: the two `contains(_:)` overloads share String's natives.
    @_native("stringContains") public func contains<T: StringProtocol>(_ other: T) -> Bool
    @_native("stringRepeating") public init(repeating repeatedValue: String, count: Int)
    @_native("stringRepeating") public init(repeating repeatedValue: Character, count: Int)
    @_native public func components(separatedBy separator: String) -> [String]
    @_native public func replacingOccurrences(of target: String, with replacement: String) -> String
    @_native public func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]
    @_native public init(format: String, _ arguments: Any...)
    @_native public var description: String { get }
    @_native public var debugDescription: String { get }
    @_native("stringFromString") public init(_ value: Substring)
    @_native("stringFromString") public init(_ value: String)
    @_native("stringFromString") public init(_ value: Character)
    @_native("stringFromCharacters") public init(_ characters: [Character])
    @_native public mutating func append(_ c: Character)
    @_native public mutating func append(contentsOf other: String)
    @_native public func filter(_ isIncluded: (Character) -> Bool) -> String
    @_native public var first: Character? { get }
    @_native public var last: Character? { get }
    @_native("stringContainsCharacter") public func contains(_ element: Character) -> Bool
    @_native public func map<U>(_ transform: (Character) -> U) -> [U]
    @_native public func compactMap<U>(_ transform: (Character) -> U?) -> [U]
    @_native public func forEach(_ body: (Character) -> Void)
    @_native public func contains(where predicate: (Character) -> Bool) -> Bool
    @_native public func allSatisfy(_ predicate: (Character) -> Bool) -> Bool
    @_native public func first(where predicate: (Character) -> Bool) -> Character?
    @_native public func sorted() -> [Character]
    @_native public func enumerated() -> [(offset: Int, element: Character)]
    @_native public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Character) -> R) -> R
    @_native public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, Character) -> Void) -> R
    @_native public func sorted(by areInIncreasingOrder: (Character, Character) -> Bool) -> [Character]
    @_native public func min() -> Character?
    @_native public func max() -> Character?
    @_native public func prefix(_ maxLength: Int) -> Substring
    @_native public func suffix(_ maxLength: Int) -> Substring
    @_native public func dropFirst(_ k: Int = 1) -> Substring
    @_native public func dropLast(_ k: Int = 1) -> Substring

    // Indices: StringProtocol's (StringFoundation.swift), one set for String and Substring.
}

extension Substring {
    @_native public init(_ value: String)
    @_native public func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]
    @_native public func components(separatedBy separator: String) -> [String]
    @_native public func replacingOccurrences(of target: String, with replacement: String) -> String
    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public func uppercased() -> String
    @_native public func lowercased() -> String
    @_native public func hasPrefix<Prefix: StringProtocol>(_ prefix: Prefix) -> Bool
    @_native public func hasSuffix<Suffix: StringProtocol>(_ suffix: Suffix) -> Bool
    @_native("stringContains") public func contains<T: StringProtocol>(_ other: T) -> Bool
    @_native public var description: String { get }
    @_native public func filter(_ isIncluded: (Character) -> Bool) -> String
    @_native public var first: Character? { get }
    @_native public var last: Character? { get }
    @_native("stringContainsCharacter") public func contains(_ element: Character) -> Bool
    @_native public func map<U>(_ transform: (Character) -> U) -> [U]
    @_native public func compactMap<U>(_ transform: (Character) -> U?) -> [U]
    @_native public func forEach(_ body: (Character) -> Void)
    @_native public func contains(where predicate: (Character) -> Bool) -> Bool
    @_native public func allSatisfy(_ predicate: (Character) -> Bool) -> Bool
    @_native public func first(where predicate: (Character) -> Bool) -> Character?
    @_native public func sorted() -> [Character]
    @_native public func enumerated() -> [(offset: Int, element: Character)]
    @_native public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Character) -> R) -> R
    @_native public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, Character) -> Void) -> R
    @_native public func sorted(by areInIncreasingOrder: (Character, Character) -> Bool) -> [Character]
    @_native public func min() -> Character?
    @_native public func max() -> Character?
    @_native public func prefix(_ maxLength: Int) -> Substring
    @_native public func suffix(_ maxLength: Int) -> Substring
    @_native public func dropFirst(_ k: Int = 1) -> Substring
    @_native public func dropLast(_ k: Int = 1) -> Substring

    // Indices: StringProtocol's (StringFoundation.swift); a substring's are its base's.
}

/// A `Character` is a one-grapheme string at run time.
extension Character {
    @_native public init(_ text: String)
    @_native public var isLetter: Bool { get }
    @_native public var isNumber: Bool { get }
    @_native public var isWholeNumber: Bool { get }
    @_native public var isWhitespace: Bool { get }
    @_native public var isUppercase: Bool { get }
    @_native public var isLowercase: Bool { get }
    @_native public var isPunctuation: Bool { get }
    @_native public var isASCII: Bool { get }
    @_native public var wholeNumberValue: Int? { get }
    @_native public var isHexDigit: Bool { get }
    @_native public var hexDigitValue: Int? { get }
    @_native public var isSymbol: Bool { get }
    @_native public var isMathSymbol: Bool { get }
    @_native public var isCurrencySymbol: Bool { get }
    @_native public var isCased: Bool { get }
    @_native public var isNewline: Bool { get }
    @_native public func uppercased() -> String
    @_native public func lowercased() -> String
    @_native public var description: String { get }
}

extension Optional {
    @_native public func map<U>(_ transform: (Wrapped) -> U) -> U?
    @_native public func flatMap<U>(_ transform: (Wrapped) -> U?) -> U?
}

/// A set is hash-indexed at run time and iterated in insertion order (Swift's order is unspecified).
extension Set {
    @_native public init(_ elements: [Element])
    /// `Set("hello")`, `Set(1...3)`, `Set(words[1...])`: any sequence's elements.
    @_native("setFromSequence") public init<S: Sequence>(_ elements: S) where S.Element == Element
    @_native public init()
    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public func contains(_ element: Element) -> Bool
    @_native public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)
    @_native public mutating func remove(_ member: Element) -> Element?
    @_native public mutating func removeAll()
    @_native public func union(_ other: Set<Element>) -> Set<Element>
    @_native public func intersection(_ other: Set<Element>) -> Set<Element>
    @_native public func subtracting(_ other: Set<Element>) -> Set<Element>
    @_native public func symmetricDifference(_ other: Set<Element>) -> Set<Element>
    @_native public mutating func formUnion(_ other: Set<Element>)
    @_native public mutating func subtract(_ other: Set<Element>)
    @_native public func isSubset(of other: Set<Element>) -> Bool
    @_native public func isSuperset(of other: Set<Element>) -> Bool
    @_native public func isDisjoint(with other: Set<Element>) -> Bool
    @_native public func sorted() -> [Element]
    @_native public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]
    @_native public func map<U>(_ transform: (Element) -> U) -> [U]
    @_native public func filter(_ isIncluded: (Element) -> Bool) -> Set<Element>
    @_native public func forEach(_ body: (Element) -> Void)
    @_native public func contains(where predicate: (Element) -> Bool) -> Bool
    @_native public func allSatisfy(_ predicate: (Element) -> Bool) -> Bool
    @_native public func min() -> Element?
    @_native public func max() -> Element?
    @_native public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Element) -> R) -> R
    public func randomElement() -> Element? { Array(self).randomElement() }
}

extension Bool {
    @_native public var description: String { get }
    /// "true" and "false" exactly; anything else is nil.
    @_native public init?(_ description: String)
}

extension Int {
    @_native public static var max: Int { get }
    @_native public static var min: Int { get }
    // `@_native("key")`: the overloads of `init(_:)` and `random(in:)` each need their own native.
    @_native("intFromDouble") public init(_ value: Double)
    @_native("intFromString") public init?(_ text: String)
    @_native("intFromString") public init?(_ text: Substring)
    @_native("intFromStringRadix") public init?(_ text: String, radix: Int)
    @_native("intFromStringRadix") public init?(_ text: Substring, radix: Int)
    @_native public init?(exactly value: Double)
    @_native public var description: String { get }
    @_native public func isMultiple(of other: Int) -> Bool
    @_native("intRandom") public static func random(in range: Range<Int>) -> Int
    @_native("intRandomClosed") public static func random(in range: ClosedRange<Int>) -> Int
}

extension Double {
    // `@_native("key")`: the overloads of `init(_:)` each need their own native.
    @_native("doubleFromInt") public init(_ value: Int)
    @_native public var isNaN: Bool { get }
    @_native public var isFinite: Bool { get }
    @_native public var isInfinite: Bool { get }
    @_native("doubleFromString") public init?(_ text: String)
    @_native("doubleFromString") public init?(_ text: Substring)
    @_native public func rounded() -> Double
    @_native public func truncatingRemainder(dividingBy other: Double) -> Double
    @_native public var description: String { get }
}

extension Range {
    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public var lowerBound: Bound { get }
    @_native public func contains(_ element: Int) -> Bool
    @_native public func _reversedElements() -> [Any]
    @_native public func map<U>(_ transform: (Int) throws -> U) rethrows -> [U]
    @_native public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> [Int]
    @_native public func forEach(_ body: (Int) throws -> Void) rethrows
    @_native public var upperBound: Bound { get }
}

// A range is its own SubSequence, as in Swift: `(5..<9).dropFirst()` is the Range `6..<9`.
extension Range where Bound == Int {
    public var first: Int? { isEmpty ? nil : lowerBound }
    public var last: Int? { isEmpty ? nil : upperBound - 1 }
    public func min() -> Int? { first }
    public func max() -> Int? { last }
    // Clamped by comparison: the global min/max are hidden here by the members of the same names.
    public func dropFirst(_ k: Int = 1) -> Range<Int> { (k < count ? lowerBound + k : upperBound)..<upperBound }
    public func dropLast(_ k: Int = 1) -> Range<Int> { lowerBound..<(k < count ? upperBound - k : lowerBound) }
    public func prefix(_ maxLength: Int) -> Range<Int> { lowerBound..<(maxLength < count ? lowerBound + maxLength : upperBound) }
    public func suffix(_ maxLength: Int) -> Range<Int> { (maxLength < count ? upperBound - maxLength : lowerBound)..<upperBound }
}

extension ClosedRange {
    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public var lowerBound: Bound { get }
    @_native public func contains(_ element: Int) -> Bool
    @_native public func _reversedElements() -> [Any]
    @_native public func map<U>(_ transform: (Int) throws -> U) rethrows -> [U]
    @_native public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> [Int]
    @_native public func forEach(_ body: (Int) throws -> Void) rethrows
    @_native public var upperBound: Bound { get }
}

extension Array {
    // `@_native("key")`: the overloads of `init(_:)` (here, ArraySlice.swift, Lazy.swift, Foundation.swift) each
    // need their own native, and the checker asks for some by key (Checker+CollectionExtensionReceivers).
    @_native("arrayFromArray") public init(_ elements: [Element])
    @_native("arrayFromString") public init(_ text: String)
    @_native("arrayFromString") public init(_ text: Substring)
    @_native("arrayFromRange") public init(_ range: Range<Element>)
    @_native("arrayFromClosedRange") public init(_ range: ClosedRange<Element>)
    @_native("arrayFromSet") public init(_ set: Set<Element>)
    @_native public init(repeating repeatedValue: Element, count: Int)

    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public var first: Element? { get }
    @_native public var last: Element? { get }
    @_native public func forEach(_ body: (Element) throws -> Void) rethrows
    @_native public func map<U>(_ transform: (Element) throws -> U) rethrows -> [U]
    @_native public func compactMap<U>(_ transform: (Element) throws -> U?) rethrows -> [U]
    @_native public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]
    @_native public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool
    @_native public func first(where predicate: (Element) throws -> Bool) rethrows -> Element?
    /// Swift's is a lazy `EnumeratedSequence`; as an array of pairs it serves `for (i, x) in` and `map` alike.
    @_native public func enumerated() -> [(offset: Int, element: Element)]
    @_native public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]
    @_native public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Element) throws -> R) rethrows -> R
    @_native public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, Element) -> Void) -> R
    @_native public func joined(separator: String = "") -> String
    @_native public var indices: Range<Int> { get }
    @_native public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool
    @_native public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?
    @_native public func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?
    @_native public func last(where predicate: (Element) throws -> Bool) rethrows -> Element?
    @_native public func contains(_ element: Element) -> Bool
    @_native public func firstIndex(of element: Element) -> Int?
    @_native public func lastIndex(of element: Element) -> Int?
    @_native public func sorted() -> [Element]
    @_native public func min() -> Element?
    @_native public func max() -> Element?
    @_native public func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
    @_native public func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
    public func count(where predicate: (Element) throws -> Bool) rethrows -> Int { try filter(predicate).count }
    @_native public func _prefix(_ maxLength: Int) -> [Element]
    @_native public func _suffix(_ maxLength: Int) -> [Element]
    @_native public func _dropFirst(_ k: Int) -> [Element]
    @_native public func _dropLast(_ k: Int) -> [Element]
    @_native public func flatMap<U>(_ transform: (Element) throws -> [U]) rethrows -> [U]
    @_native public func shuffled() -> [Element]
    @_native public func randomElement() -> Element?
    @_native public mutating func popLast() -> Element?
    @_native public mutating func removeAll(where shouldBeRemoved: (Element) -> Bool)
    @_native public mutating func swapAt(_ i: Int, _ j: Int)
    @_native public mutating func sort()
    @_native public mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool)
    @_native public mutating func shuffle()
    @_native public mutating func append(_ newElement: Element)
    @_native public mutating func append(contentsOf newElements: [Element])
    @_native public mutating func insert(_ newElement: Element, at i: Int)
    @_native public mutating func remove(at index: Int) -> Element
    @_native public mutating func removeFirst() -> Element
    @_native public mutating func removeLast() -> Element
    @_native public mutating func removeFirst(_ k: Int)
    @_native public mutating func removeLast(_ k: Int)
    @_native public mutating func removeAll()
}

extension Dictionary {
    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public var keys: [Key] { get }
    @_native public var values: [Value] { get }
    @_native public mutating func removeValue(forKey key: Key) -> Value?
    @_native public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T]
    @_native public init(uniqueKeysWithValues keysAndValues: [(Key, Value)])
    /// Declared with `[Value]` so that inference binds the element; the checker makes the result `[Key: [Value]]`.
    @_native public init(grouping values: [Value], by keyForValue: (Value) -> Key)
    @_native public func compactMapValues<T>(_ transform: (Value) -> T?) -> [Key: T]
    @_native public mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) -> Value)
    @_native public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, (key: Key, value: Value)) -> Void) -> R
    /// The elements as `Sequence` gives them, `(key:value:)` pairs in the dictionary's order; the members below,
    /// which Swift's `Dictionary` has from `Sequence`, are written on top of it.
    @_native public var _elements: [(key: Key, value: Value)] { get }
    public func map<T>(_ transform: ((key: Key, value: Value)) throws -> T) rethrows -> [T] { try _elements.map(transform) }
    public func compactMap<T>(_ transform: ((key: Key, value: Value)) throws -> T?) rethrows -> [T] { try _elements.compactMap(transform) }
    public func forEach(_ body: ((key: Key, value: Value)) throws -> Void) rethrows { try _elements.forEach(body) }
    public func sorted(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) throws -> Bool) rethrows -> [(key: Key, value: Value)] {
        try _elements.sorted(by: areInIncreasingOrder)
    }
    public func first(where predicate: ((key: Key, value: Value)) throws -> Bool) rethrows -> (key: Key, value: Value)? {
        try _elements.first(where: predicate)
    }
    public func contains(where predicate: ((key: Key, value: Value)) throws -> Bool) rethrows -> Bool { try _elements.contains(where: predicate) }
    public func min(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) throws -> Bool) rethrows -> (key: Key, value: Value)? {
        try _elements.min(by: areInIncreasingOrder)
    }
    public func max(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) throws -> Bool) rethrows -> (key: Key, value: Value)? {
        try _elements.max(by: areInIncreasingOrder)
    }
    public func allSatisfy(_ predicate: ((key: Key, value: Value)) throws -> Bool) rethrows -> Bool { try _elements.allSatisfy(predicate) }
    public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, (key: Key, value: Value)) throws -> R) rethrows -> R {
        try _elements.reduce(initialResult, nextPartialResult)
    }
    public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value] {
        var kept: [Key: Value] = [:]
        for element in _elements where try isIncluded(element) { kept[element.key] = element.value }
        return kept
    }
}
