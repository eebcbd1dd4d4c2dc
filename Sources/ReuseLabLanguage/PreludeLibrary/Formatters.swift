// ReuseLab prelude: Foundation's number and date formatters, as cell configuration code uses them
// (`priceLabel.text = formatter.string(from: NSNumber(value: price))`). Each formatter drives one of
// Foundation's own behind it (Run/Natives+Formatters.swift), set property by property in the script's order,
// so the text is Foundation's. What ReuseLab fixes: a formatter starts in the `en_US` locale (an iPhone set
// to US English), a date formatter also in UTC, since a script's clock is UTC (see `Date`).

/// A number boxed for a formatter: `NSNumber(value: 3)`, `NSNumber(value: 2.5)`.
public class NSNumber: CustomStringConvertible {
    public let doubleValue: Double
    private let _isInteger: Bool
    public init(value: Int) {
        doubleValue = Double(value)
        _isInteger = true
    }
    public init(value: Double) {
        doubleValue = value
        _isInteger = false
    }
    public var intValue: Int { return Int(doubleValue) }
    public var description: String { return _isInteger ? String(intValue) : "\(doubleValue)" }
}

/// A locale by its identifier (`en_US`, `de_DE`, `en_US_POSIX`).
public struct Locale: Hashable, CustomStringConvertible {
    public let identifier: String
    public init(identifier: String) { self.identifier = identifier }
    /// ReuseLab's fixed locale: scripts print the same on every machine.
    public static var current: Locale { return Locale(identifier: "en_US") }
    public var description: String { return identifier }
}

/// A time zone by its identifier (`UTC`, `Europe/Paris`) or its offset from GMT.
public struct TimeZone: Hashable, CustomStringConvertible {
    public let identifier: String
    @_native private static func _known(_ identifier: String) -> String?
    @_native private static func _forOffset(_ seconds: Int) -> String?
    @_native private static func _offset(_ identifier: String) -> Int
    public init?(identifier: String) {
        guard let known = TimeZone._known(identifier) else { return nil }
        self.identifier = known
    }
    public init?(abbreviation: String) {
        guard let known = TimeZone._known(abbreviation) else { return nil }
        self.identifier = known
    }
    public init?(secondsFromGMT seconds: Int) {
        guard let known = TimeZone._forOffset(seconds) else { return nil }
        self.identifier = known
    }
    /// ReuseLab's fixed time zone, the script clock's: UTC.
    public static var current: TimeZone { return TimeZone(identifier: "UTC")! }
    public func secondsFromGMT() -> Int { return TimeZone._offset(identifier) }
    public var description: String { return identifier }
}

public class NumberFormatter {
    public enum Style {
        case none
        case decimal
        case currency
        case percent
        case scientific
        case spellOut
        case ordinal
        case currencyISOCode
        case currencyPlural
        case currencyAccounting
    }

    public init() {}

    public var numberStyle: NumberFormatter.Style = .none { didSet { _setStyle(numberStyle) } }
    public var locale: Locale! = Locale(identifier: "en_US") { didSet { _setLocale(locale?.identifier ?? "en_US") } }
    public var minimumFractionDigits: Int {
        get { return _integer("minimumFractionDigits") }
        set { _setInteger("minimumFractionDigits", newValue) }
    }
    public var maximumFractionDigits: Int {
        get { return _integer("maximumFractionDigits") }
        set { _setInteger("maximumFractionDigits", newValue) }
    }
    public var minimumIntegerDigits: Int {
        get { return _integer("minimumIntegerDigits") }
        set { _setInteger("minimumIntegerDigits", newValue) }
    }
    public var usesGroupingSeparator: Bool {
        get { return _integer("usesGroupingSeparator") != 0 }
        set { _setInteger("usesGroupingSeparator", newValue ? 1 : 0) }
    }
    public var currencyCode: String! {
        get { return _text("currencyCode") }
        set { _setText("currencyCode", newValue ?? "") }
    }
    public var currencySymbol: String! {
        get { return _text("currencySymbol") }
        set { _setText("currencySymbol", newValue ?? "") }
    }

    public func string(from number: NSNumber) -> String? { return _format(number.doubleValue) }
    /// `nil` for anything but a number, as Foundation's.
    public func string(for obj: Any?) -> String? {
        if let n = obj as? Int { return _format(Double(n)) }
        if let d = obj as? Double { return _format(d) }
        if let n = obj as? NSNumber { return _format(n.doubleValue) }
        return nil
    }
    public func number(from string: String) -> NSNumber? {
        guard let value = _parse(string) else { return nil }
        return NSNumber(value: value)
    }

    @_native private func _setStyle(_ style: NumberFormatter.Style)
    @_native private func _setLocale(_ identifier: String)
    @_native private func _integer(_ name: String) -> Int
    @_native private func _setInteger(_ name: String, _ value: Int)
    @_native private func _text(_ name: String) -> String
    @_native private func _setText(_ name: String, _ value: String)
    @_native private func _format(_ value: Double) -> String?
    @_native private func _parse(_ text: String) -> Double?
}

public class DateFormatter {
    public enum Style {
        case none
        case short
        case medium
        case long
        case full
    }

    public init() {}

    public var dateFormat: String! {
        get { return _dateFormat() }
        set { _setDateFormat(newValue ?? "") }
    }
    public var dateStyle: DateFormatter.Style = .none { didSet { _setStyles(dateStyle, timeStyle) } }
    public var timeStyle: DateFormatter.Style = .none { didSet { _setStyles(dateStyle, timeStyle) } }
    public var locale: Locale! = Locale(identifier: "en_US") { didSet { _setLocale(locale?.identifier ?? "en_US") } }
    public var timeZone: TimeZone! = TimeZone(identifier: "UTC") { didSet { _setTimeZone(timeZone?.identifier ?? "UTC") } }

    public func string(from date: Date) -> String { return _format(date.timeIntervalSince1970) }
    public func date(from string: String) -> Date? {
        guard let seconds = _parse(string) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    @_native private func _dateFormat() -> String
    @_native private func _setDateFormat(_ format: String)
    @_native private func _setStyles(_ date: DateFormatter.Style, _ time: DateFormatter.Style)
    @_native private func _setLocale(_ identifier: String)
    @_native private func _setTimeZone(_ identifier: String)
    @_native private func _format(_ seconds: Double) -> String
    @_native private func _parse(_ text: String) -> Double?
}

// `price.formatted()`, `count.formatted()`: Foundation's default number style (grouped, at most six fraction
// digits), in the `en_US` locale a script's formatters use. The styles it takes as arguments are not there yet.
extension Double {
    public func formatted() -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter.string(from: NSNumber(value: self)) ?? ""
    }
}
extension Int {
    public func formatted() -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter.string(from: NSNumber(value: self)) ?? ""
    }
}

// `date.formatted()` and `date.formatted(date: .abbreviated, time: .shortened)`: Foundation's date format styles,
// in the `en_US` locale and the UTC time zone a script's formatters use (an iPhone uses its own settings).
extension Date {
    public struct FormatStyle {
        public enum DateStyle {
            case omitted
            case numeric
            case abbreviated
            case long
            case complete
        }
        public enum TimeStyle {
            case omitted
            case shortened
            case standard
            case complete
        }
    }
    public func formatted() -> String { return Date._formatted(timeIntervalSince1970, .numeric, .shortened) }
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        return Date._formatted(timeIntervalSince1970, date, time)
    }
    @_native private static func _formatted(
        _ seconds: Double, _ date: Date.FormatStyle.DateStyle, _ time: Date.FormatStyle.TimeStyle
    ) -> String
}
