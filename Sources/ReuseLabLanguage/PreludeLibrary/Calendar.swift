// ReuseLab prelude: `Calendar`, `DateComponents` and `ISO8601DateFormatter`, as cell code uses them to word a
// date for a subtitle ("posted 3 days ago", "Today, 9:41"). Each asks Foundation's own Gregorian calendar and
// formatter (Run/Natives+Calendar.swift). What ReuseLab fixes, as for the other formatters: `Calendar.current`
// is Gregorian in UTC and `en_US`, and "today" (`isDateInToday`) is the day of the script clock (see `Date`),
// so a script prints the same on every machine and on every day.

/// A point in time broken into the calendar's units; each unit is `nil` unless it was asked for or set.
public struct DateComponents: Hashable, CustomStringConvertible {
    public var era: Int?
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int?
    public var minute: Int?
    public var second: Int?
    public var nanosecond: Int?
    public var weekday: Int?
    public var weekdayOrdinal: Int?
    public var quarter: Int?
    public var weekOfMonth: Int?
    public var weekOfYear: Int?
    public var yearForWeekOfYear: Int?
    public var isLeapMonth: Bool?

    public init(
        era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
        second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil,
        weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil
    ) {
        self.era = era
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.weekday = weekday
        self.weekdayOrdinal = weekdayOrdinal
        self.quarter = quarter
        self.weekOfMonth = weekOfMonth
        self.weekOfYear = weekOfYear
        self.yearForWeekOfYear = yearForWeekOfYear
        self.isLeapMonth = nil
    }

    /// The units in Foundation's order, `nil` where unset (what the natives take and give).
    public var _units: [Int?] {
        [era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter, weekOfMonth, weekOfYear,
            yearForWeekOfYear, isLeapMonth.map { $0 ? 1 : 0 }]
    }
    public init(_units u: [Int?]) {
        self.init(
            era: u[0], year: u[1], month: u[2], day: u[3], hour: u[4], minute: u[5], second: u[6], nanosecond: u[7],
            weekday: u[8], weekdayOrdinal: u[9], quarter: u[10], weekOfMonth: u[11], weekOfYear: u[12],
            yearForWeekOfYear: u[13])
        isLeapMonth = u[14].map { $0 != 0 }
    }
    public var description: String { _dateComponentsDescription(_units) }
}

public struct Calendar: Hashable {
    public enum Identifier: Hashable {
        case gregorian
        case iso8601
    }

    public enum Component: Hashable {
        case era
        case year
        case month
        case day
        case hour
        case minute
        case second
        case nanosecond
        case weekday
        case weekdayOrdinal
        case quarter
        case weekOfMonth
        case weekOfYear
        case yearForWeekOfYear
        case calendar
        case timeZone
        case isLeapMonth
    }

    public let identifier: Calendar.Identifier
    public var timeZone: TimeZone = TimeZone(identifier: "UTC")!
    public var locale: Locale? = Locale(identifier: "en_US")
    public var firstWeekday: Int = 1

    public init(identifier: Calendar.Identifier) { self.identifier = identifier }

    /// ReuseLab's fixed calendar: Gregorian, in UTC and `en_US`, whatever the machine's settings.
    public static var current: Calendar { Calendar(identifier: .gregorian) }
    public static var autoupdatingCurrent: Calendar { Calendar(identifier: .gregorian) }

    private var _setup: [String] { [identifier == .iso8601 ? "iso8601" : "gregorian", timeZone.identifier, locale?.identifier ?? "en_US", String(firstWeekday)] }
    private func _names(_ components: Set<Calendar.Component>) -> [String] { components.map { "\($0)" } }

    public func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents {
        DateComponents(_units: _calendarComponents(_setup, _names(components), date.timeIntervalSince1970))
    }
    public func dateComponents(_ components: Set<Calendar.Component>, from start: Date, to end: Date) -> DateComponents {
        DateComponents(_units: _calendarDifference(_setup, _names(components), start.timeIntervalSince1970, end.timeIntervalSince1970))
    }
    public func component(_ component: Calendar.Component, from date: Date) -> Int {
        _calendarComponents(_setup, ["\(component)"], date.timeIntervalSince1970).compactMap { $0 }.first ?? 0
    }
    public func date(from components: DateComponents) -> Date? {
        _calendarDate(_setup, components._units).map { Date(timeIntervalSince1970: $0) }
    }
    public func date(byAdding components: DateComponents, to date: Date) -> Date? {
        _calendarAdding(_setup, components._units, date.timeIntervalSince1970).map { Date(timeIntervalSince1970: $0) }
    }
    public func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date? {
        var units: [Int?] = DateComponents()._units
        guard let at = _calendarUnitIndex("\(component)") else { return nil }
        units[at] = value
        return _calendarAdding(_setup, units, date.timeIntervalSince1970).map { Date(timeIntervalSince1970: $0) }
    }
    public func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date) -> Date? {
        _calendarSettingTime(_setup, hour, minute, second, date.timeIntervalSince1970).map { Date(timeIntervalSince1970: $0) }
    }
    public func startOfDay(for date: Date) -> Date { Date(timeIntervalSince1970: _calendarStartOfDay(_setup, date.timeIntervalSince1970)) }
    public func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool { startOfDay(for: date1) == startOfDay(for: date2) }
    public func isDate(_ date1: Date, equalTo date2: Date, toGranularity component: Calendar.Component) -> Bool {
        _calendarSame(_setup, "\(component)", date1.timeIntervalSince1970, date2.timeIntervalSince1970)
    }
    /// Against the script clock's day (see `Date`), not the machine's.
    public func isDateInToday(_ date: Date) -> Bool { isDate(date, inSameDayAs: Date()) }
    public func isDateInYesterday(_ date: Date) -> Bool {
        isDate(date, inSameDayAs: Date().addingTimeInterval(-86400))
    }
    public func isDateInTomorrow(_ date: Date) -> Bool { isDate(date, inSameDayAs: Date().addingTimeInterval(86400)) }
    public func isDateInWeekend(_ date: Date) -> Bool {
        let weekday = component(.weekday, from: date)
        return weekday == 1 || weekday == 7
    }
    public var monthSymbols: [String] { _calendarSymbols(_setup, "monthSymbols") }
    public var shortMonthSymbols: [String] { _calendarSymbols(_setup, "shortMonthSymbols") }
    public var weekdaySymbols: [String] { _calendarSymbols(_setup, "weekdaySymbols") }
    public var shortWeekdaySymbols: [String] { _calendarSymbols(_setup, "shortWeekdaySymbols") }
}

/// Foundation's ISO 8601 formatter (`2026-01-01T09:41:00Z`), in UTC unless told otherwise.
public class ISO8601DateFormatter {
    public struct Options: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let withYear: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 1)
        public static let withMonth: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 2)
        public static let withWeekOfYear: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 4)
        public static let withDay: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 16)
        public static let withTime: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 32)
        public static let withTimeZone: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 64)
        public static let withSpaceBetweenDateAndTime: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 128)
        public static let withDashSeparatorInDate: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 256)
        public static let withColonSeparatorInTime: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 512)
        public static let withColonSeparatorInTimeZone: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 1024)
        public static let withFractionalSeconds: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 2048)
        public static let withFullDate: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 275)
        public static let withFullTime: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 1632)
        public static let withInternetDateTime: ISO8601DateFormatter.Options = ISO8601DateFormatter.Options(rawValue: 1907)
    }

    public init() {}
    public var formatOptions: ISO8601DateFormatter.Options = .withInternetDateTime
    public var timeZone: TimeZone! = TimeZone(identifier: "UTC")

    public func string(from date: Date) -> String {
        _iso8601String(formatOptions.rawValue, timeZone?.identifier ?? "UTC", date.timeIntervalSince1970)
    }
    public func date(from string: String) -> Date? {
        _iso8601Date(formatOptions.rawValue, timeZone?.identifier ?? "UTC", string).map { Date(timeIntervalSince1970: $0) }
    }
    public static func string(from date: Date, timeZone: TimeZone, formatOptions: ISO8601DateFormatter.Options = []) -> String {
        _iso8601String(formatOptions.rawValue, timeZone.identifier, date.timeIntervalSince1970)
    }
}

@_native public func _dateComponentsDescription(_ units: [Int?]) -> String
@_native public func _calendarUnitIndex(_ name: String) -> Int?
@_native public func _calendarComponents(_ setup: [String], _ names: [String], _ seconds: Double) -> [Int?]
@_native public func _calendarDifference(_ setup: [String], _ names: [String], _ start: Double, _ end: Double) -> [Int?]
@_native public func _calendarDate(_ setup: [String], _ units: [Int?]) -> Double?
@_native public func _calendarAdding(_ setup: [String], _ units: [Int?], _ seconds: Double) -> Double?
@_native public func _calendarSettingTime(_ setup: [String], _ hour: Int, _ minute: Int, _ second: Int, _ seconds: Double) -> Double?
@_native public func _calendarStartOfDay(_ setup: [String], _ seconds: Double) -> Double
@_native public func _calendarSame(_ setup: [String], _ name: String, _ first: Double, _ second: Double) -> Bool
@_native public func _calendarSymbols(_ setup: [String], _ name: String) -> [String]
@_native public func _iso8601String(_ options: Int, _ timeZone: String, _ seconds: Double) -> String
@_native public func _iso8601Date(_ options: Int, _ timeZone: String, _ text: String) -> Double?
