// ReuseLab prelude: what Foundation adds to strings and substrings, as view-model code uses it to clean up
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

extension String {
    public func trimmingCharacters(in set: CharacterSet) -> String {
        _trimming(self, set._categories, set._characters, set._inverted)
    }
    public func components(separatedBy separator: CharacterSet) -> [String] {
        _components(self, separator._categories, separator._characters, separator._inverted)
    }
    @_native("stringLocalizedCaseInsensitiveContains") public func localizedCaseInsensitiveContains(_ other: String) -> Bool
    @_native("stringLocalizedStandardContains") public func localizedStandardContains(_ other: String) -> Bool
    public func compare(_ other: String) -> ComparisonResult { _comparing(String(self), other, "compare") }
    public func caseInsensitiveCompare(_ other: String) -> ComparisonResult { _comparing(String(self), other, "caseInsensitive") }
    public func localizedCaseInsensitiveCompare(_ other: String) -> ComparisonResult {
        _comparing(String(self), other, "localizedCaseInsensitive")
    }
    public func localizedStandardCompare(_ other: String) -> ComparisonResult { _comparing(String(self), other, "localizedStandard") }
    @_native("stringCapitalized") public var capitalized: String { get }
    @_native("stringCapitalized") public var localizedCapitalized: String { get }
    public var localizedLowercase: String { lowercased() }
    public var localizedUppercase: String { uppercased() }
    @_native("stringPadding") public func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String
}

extension Substring {
    public func trimmingCharacters(in set: CharacterSet) -> String {
        _trimming(String(self), set._categories, set._characters, set._inverted)
    }
    public func components(separatedBy separator: CharacterSet) -> [String] {
        _components(String(self), separator._categories, separator._characters, separator._inverted)
    }
    @_native("stringLocalizedCaseInsensitiveContains") public func localizedCaseInsensitiveContains(_ other: String) -> Bool
    @_native("stringLocalizedStandardContains") public func localizedStandardContains(_ other: String) -> Bool
    public func compare(_ other: String) -> ComparisonResult { _comparing(String(self), other, "compare") }
    public func caseInsensitiveCompare(_ other: String) -> ComparisonResult { _comparing(String(self), other, "caseInsensitive") }
    public func localizedCaseInsensitiveCompare(_ other: String) -> ComparisonResult {
        _comparing(String(self), other, "localizedCaseInsensitive")
    }
    public func localizedStandardCompare(_ other: String) -> ComparisonResult { _comparing(String(self), other, "localizedStandard") }
    @_native("stringCapitalized") public var capitalized: String { get }
    @_native("stringCapitalized") public var localizedCapitalized: String { get }
    public var localizedLowercase: String { lowercased() }
    public var localizedUppercase: String { uppercased() }
}

@_native public func _trimming(_ text: String, _ categories: [String], _ characters: String, _ inverted: Bool) -> String
@_native public func _components(_ text: String, _ categories: [String], _ characters: String, _ inverted: Bool) -> [String]
@_native public func _compareStrings(_ text: String, _ other: String, _ mode: String) -> Int
public func _comparing(_ text: String, _ other: String, _ mode: String) -> ComparisonResult {
    ComparisonResult(rawValue: _compareStrings(text, other, mode)) ?? .orderedSame
}
