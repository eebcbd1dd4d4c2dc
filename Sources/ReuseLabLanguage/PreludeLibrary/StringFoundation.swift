// ReuseLab prelude: StringProtocol, and what Foundation adds to strings and substrings, as view-model code uses it to clean up
// and search text (`line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }`,
// `title.localizedCaseInsensitiveContains(query)`). Each member asks Foundation's own (Run/Natives+StringFoundation.swift),
// in the `en_US` locale a script's formatters use.

/// A set of characters by Foundation's categories (`.whitespaces`, `.decimalDigits`…) or by the characters given.
public struct CharacterSet: Hashable {
    public var _categories: [String]
    public var _characters: String
    public var _inverted: Bool

    public init(_categories: [String], _characters: String, _inverted: Bool) {
        self._categories = _categories
        self._characters = _characters
        self._inverted = _inverted
    }
    public init() { self.init(_categories: [], _characters: "", _inverted: false) }
    public init(charactersIn string: String) { self.init(_categories: [], _characters: string, _inverted: false) }

    public static var whitespaces: CharacterSet { CharacterSet(_categories: ["whitespaces"], _characters: "", _inverted: false) }
    public static var whitespacesAndNewlines: CharacterSet {
        CharacterSet(_categories: ["whitespacesAndNewlines"], _characters: "", _inverted: false)
    }
    public static var newlines: CharacterSet { CharacterSet(_categories: ["newlines"], _characters: "", _inverted: false) }
    public static var decimalDigits: CharacterSet { CharacterSet(_categories: ["decimalDigits"], _characters: "", _inverted: false) }
    public static var letters: CharacterSet { CharacterSet(_categories: ["letters"], _characters: "", _inverted: false) }
    public static var lowercaseLetters: CharacterSet { CharacterSet(_categories: ["lowercaseLetters"], _characters: "", _inverted: false) }
    public static var uppercaseLetters: CharacterSet { CharacterSet(_categories: ["uppercaseLetters"], _characters: "", _inverted: false) }
    public static var alphanumerics: CharacterSet { CharacterSet(_categories: ["alphanumerics"], _characters: "", _inverted: false) }
    public static var punctuationCharacters: CharacterSet {
        CharacterSet(_categories: ["punctuationCharacters"], _characters: "", _inverted: false)
    }
    public static var symbols: CharacterSet { CharacterSet(_categories: ["symbols"], _characters: "", _inverted: false) }

    public var inverted: CharacterSet { CharacterSet(_categories: _categories, _characters: _characters, _inverted: !_inverted) }
    public func union(_ other: CharacterSet) -> CharacterSet {
        CharacterSet(_categories: _categories + other._categories, _characters: _characters + other._characters, _inverted: false)
    }
    public mutating func insert(charactersIn string: String) { _characters += string }
}

/// The order `compare(_:)` and its relatives report.
public enum ComparisonResult: Int {
    case orderedAscending = -1
    case orderedSame = 0
    case orderedDescending = 1
}

/// What `String` and `Substring` have in common, as Swift declares it: generic code says `<S: StringProtocol>` or
/// `some StringProtocol`, and each member below is written once for both. At run time the receiver is the
/// text (a substring also knows where it starts in its base, so `range(of:)` gives the base's indices).
public protocol StringProtocol: Hashable, Comparable, CustomStringConvertible {}
extension String: StringProtocol {}
extension Substring: StringProtocol {}

extension String {
    /// `title.replacingCharacters(in: hit, with: "…")`: the range is the string's own indices.
    @_native public func replacingCharacters(in range: Range<String.Index>, with replacement: String) -> String
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension String {
    /// Options of `range(of:options:)`, Foundation's `NSString.CompareOptions`.
    public struct CompareOptions: OptionSet {
        public var rawValue: Int
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
        public static let caseInsensitive: String.CompareOptions = String.CompareOptions(rawValue: 1)
        public static let literal: String.CompareOptions = String.CompareOptions(rawValue: 2)
        public static let backwards: String.CompareOptions = String.CompareOptions(rawValue: 4)
        public static let anchored: String.CompareOptions = String.CompareOptions(rawValue: 8)
        public static let numeric: String.CompareOptions = String.CompareOptions(rawValue: 64)
        public static let diacriticInsensitive: String.CompareOptions = String.CompareOptions(rawValue: 128)
        public static let widthInsensitive: String.CompareOptions = String.CompareOptions(rawValue: 256)
        public static let forcedOrdering: String.CompareOptions = String.CompareOptions(rawValue: 512)
    }
}

/// Indices (Run/Natives+StringIndex.swift): a `String.Index` counts the Characters before it in the base string,
/// so a substring's indices are its base's (`body.startIndex` is where it was cut), as in Swift.
extension StringProtocol {
    @_native public var startIndex: String.Index { get }
    @_native public var endIndex: String.Index { get }
    @_native public var indices: [String.Index] { get }
    @_native public func index(after i: String.Index) -> String.Index
    @_native public func index(before i: String.Index) -> String.Index
    @_native public func index(_ i: String.Index, offsetBy distance: Int) -> String.Index
    @_native public func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?
    @_native public func distance(from start: String.Index, to end: String.Index) -> Int
    @_native public func firstIndex(of element: Character) -> String.Index?
    @_native public func lastIndex(of element: Character) -> String.Index?
    @_native public func firstIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index?
}

extension StringProtocol {
    /// The receiver's text as a `String`, for the members below that hand it to a native.
    @_native public var _text: String { get }
    // The collection members generic code reaches for; `String` and `Substring` have their own too.
    @_native public var count: Int { get }
    @_native public var isEmpty: Bool { get }
    @_native public func lowercased() -> String
    @_native public func uppercased() -> String
    @_native public func hasPrefix<Prefix: StringProtocol>(_ prefix: Prefix) -> Bool
    @_native public func hasSuffix<Suffix: StringProtocol>(_ suffix: Suffix) -> Bool
    @_native public func contains<T: StringProtocol>(_ other: T) -> Bool
    @_native public var first: Character? { get }
    @_native public var last: Character? { get }
    @_native public func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]
    @_native public func components(separatedBy separator: String) -> [String]
    @_native public func replacingOccurrences(of target: String, with replacement: String) -> String
    @_native public func map<U>(_ transform: (Character) -> U) -> [U]
    @_native public func contains(where predicate: (Character) -> Bool) -> Bool
    @_native public func allSatisfy(_ predicate: (Character) -> Bool) -> Bool
    @_native public func first(where predicate: (Character) -> Bool) -> Character?
    @_native public func prefix(_ maxLength: Int) -> Substring
    @_native public func suffix(_ maxLength: Int) -> Substring
    @_native public func dropFirst(_ k: Int = 1) -> Substring
    @_native public func dropLast(_ k: Int = 1) -> Substring
    /// The leading characters that pass, and what is left after them: substrings of the receiver's base.
    @_native public func prefix(while predicate: (Character) throws -> Bool) rethrows -> Substring
    @_native public func drop(while predicate: (Character) throws -> Bool) rethrows -> Substring

    public func trimmingCharacters(in set: CharacterSet) -> String {
        _trimming(_text, set._categories, set._characters, set._inverted)
    }
    public func components(separatedBy separator: CharacterSet) -> [String] {
        _components(_text, separator._categories, separator._characters, separator._inverted)
    }
    /// Where `aString` first occurs (last, with `.backwards`), in the indices of the receiver's base string.
    public func range(of aString: String, options: String.CompareOptions = []) -> Range<String.Index>? {
        _range(of: aString, options.rawValue)
    }
    @_native public func _range(of aString: String, _ options: Int) -> Range<String.Index>?
    @_native public func localizedCaseInsensitiveContains(_ other: String) -> Bool
    @_native public func localizedStandardContains(_ other: String) -> Bool
    public func compare(_ other: String) -> ComparisonResult { _comparing(_text, other, "compare") }
    public func caseInsensitiveCompare(_ other: String) -> ComparisonResult { _comparing(_text, other, "caseInsensitive") }
    public func localizedCaseInsensitiveCompare(_ other: String) -> ComparisonResult {
        _comparing(_text, other, "localizedCaseInsensitive")
    }
    public func localizedStandardCompare(_ other: String) -> ComparisonResult { _comparing(_text, other, "localizedStandard") }
    @_native public var capitalized: String { get }
    public var localizedCapitalized: String { capitalized }
    public var localizedLowercase: String { lowercased() }
    public var localizedUppercase: String { uppercased() }
    @_native public func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String
}

@_native public func _trimming(_ text: String, _ categories: [String], _ characters: String, _ inverted: Bool) -> String
@_native public func _components(_ text: String, _ categories: [String], _ characters: String, _ inverted: Bool) -> [String]
@_native public func _compareStrings(_ text: String, _ other: String, _ mode: String) -> Int
public func _comparing(_ text: String, _ other: String, _ mode: String) -> ComparisonResult {
    ComparisonResult(rawValue: _compareStrings(text, other, mode)) ?? .orderedSame
}

/// Foundation's range of UTF-16 offsets, as text APIs built on NSString take it (attributed strings, text views,
/// regular expressions). `NSRange(range, in: text)` and `Range(nsRange, in: text)` convert from and to a
/// string's own indices.
public struct _NSRange: Hashable, CustomStringConvertible {
    public var location: Int
    public var length: Int
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
    public init<S: StringProtocol>(_ range: Range<String.Index>, in string: S) {
        let lower = string._utf16Offset(of: range.lowerBound)
        self.init(location: lower, length: string._utf16Offset(of: range.upperBound) - lower)
    }
    public var upperBound: Int { location + length }
    public var description: String { "{\(location), \(length)}" }
}

public typealias NSRange = _NSRange
// `Int.max`, written out: a global's value is checked at load, and `Int.max` would declare `Int`'s members at every start.
public let NSNotFound: Int = 9223372036854775807
public func NSMakeRange(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }

extension StringProtocol {
    /// The UTF-16 offset of one of the base's indices from the receiver's start.
    @_native public func _utf16Offset(of index: String.Index) -> Int
    /// The base's index at a UTF-16 offset from the receiver's start; nil past the end or inside a Character.
    @_native public func _index(utf16Offset offset: Int) -> String.Index?
}

extension Range where Bound == String.Index {
    public init?<S: StringProtocol>(_ range: NSRange, in string: S) {
        guard let lower = string._index(utf16Offset: range.location), let upper = string._index(utf16Offset: range.upperBound) else {
            return nil
        }
        self = lower..<upper
    }
}
