import Foundation

/// The natives under the prelude's `Calendar`, `DateComponents` and `ISO8601DateFormatter`
/// (PreludeLibrary/Calendar.swift). Each call sets up Foundation's own calendar from the script's (identifier,
/// time zone, locale, first weekday) and asks it, so the arithmetic and the texts are Foundation's.
extension Interpreter {
    func registerCalendarNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func calendar(_ c: NativeCall) throws -> Calendar {
            let setup = try c.array("setup").map { try $0.checkedString() }
            var cal = Calendar(identifier: setup.first == "iso8601" ? .iso8601 : .gregorian)
            cal.timeZone = setup.count > 1 ? TimeZone(identifier: setup[1]) ?? Self.utc : Self.utc
            cal.locale = Locale(identifier: setup.count > 2 ? setup[2] : "en_US")
            if setup.count > 3, let first = Int(setup[3]), (1...7).contains(first) { cal.firstWeekday = first }
            return cal
        }
        func components(_ c: NativeCall) throws -> Set<Calendar.Component> {
            Set(try c.array("names").compactMap { Self.units.firstIndex(of: try $0.checkedString()).map { Self.components[$0] } })
        }
        func date(_ c: NativeCall, _ name: String) throws -> Date { Date(timeIntervalSince1970: try c.double(name)) }
        func seconds(_ date: Date?) -> Value { date.map { .double($0.timeIntervalSince1970) } ?? .none }

        d("_dateComponentsDescription(_:)") { _, c in .string(Self.dateComponents(try c.array("units")).description) }
        d("_calendarUnitIndex(_:)") { _, c in Self.units.firstIndex(of: try c.string("name")).map { .int($0) } ?? .none }
        d("_calendarComponents(_:_:_:)") { _, c in
            Self.units(of: try calendar(c).dateComponents(try components(c), from: try date(c, "seconds")))
        }
        d("_calendarDifference(_:_:_:_:)") { _, c in
            Self.units(of: try calendar(c).dateComponents(try components(c), from: try date(c, "start"), to: try date(c, "end")))
        }
        d("_calendarDate(_:_:)") { _, c in seconds(try calendar(c).date(from: Self.dateComponents(try c.array("units")))) }
        d("_calendarAdding(_:_:_:)") { _, c in
            seconds(try calendar(c).date(byAdding: Self.dateComponents(try c.array("units")), to: try date(c, "seconds")))
        }
        d("_calendarSettingTime(_:_:_:_:_:)") { _, c in
            let (h, m, s) = (try c.int("hour"), try c.int("minute"), try c.int("second"))
            // Foundation answers nil for a time no day has; out-of-range numbers never reach it.
            guard (0...23).contains(h), (0...59).contains(m), (0...59).contains(s) else { return .none }
            return seconds(try calendar(c).date(bySettingHour: h, minute: m, second: s, of: try date(c, "seconds")))
        }
        d("_calendarStartOfDay(_:_:)") { _, c in .double(try calendar(c).startOfDay(for: try date(c, "seconds")).timeIntervalSince1970) }
        d("_calendarSame(_:_:_:_:)") { _, c in
            guard let at = Self.units.firstIndex(of: try c.string("name")) else { return .bool(false) }
            return .bool(try calendar(c).isDate(try date(c, "first"), equalTo: try date(c, "second"), toGranularity: Self.components[at]))
        }
        d("_calendarSymbols(_:_:)") { _, c in
            let cal = try calendar(c)
            let symbols: [String]
            switch try c.string("name") {
            case "monthSymbols": symbols = cal.monthSymbols
            case "shortMonthSymbols": symbols = cal.shortMonthSymbols
            case "weekdaySymbols": symbols = cal.weekdaySymbols
            default: symbols = cal.shortWeekdaySymbols
            }
            return .array(symbols.map { .string($0) })
        }
        func iso(_ c: NativeCall) throws -> ISO8601DateFormatter {
            let f = ISO8601DateFormatter()
            f.formatOptions = ISO8601DateFormatter.Options(rawValue: UInt(max(0, try c.int("options"))))
            f.timeZone = TimeZone(identifier: try c.string("timeZone")) ?? Self.utc
            return f
        }
        d("_iso8601String(_:_:_:)") { _, c in .string(try iso(c).string(from: try date(c, "seconds"))) }
        d("_iso8601Date(_:_:_:)") { _, c in seconds(try iso(c).date(from: try c.string("text"))) }
    }

    private static let utc = TimeZone(identifier: "UTC")!

    /// The units of the prelude's `DateComponents._units`, in its order (`isLeapMonth` last).
    private static let units = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal", "quarter",
        "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "isLeapMonth",
    ]
    private static let components: [Calendar.Component] = [
        .era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday, .weekdayOrdinal, .quarter,
        .weekOfMonth, .weekOfYear, .yearForWeekOfYear, .isLeapMonth,
    ]

    private static func dateComponents(_ units: [Value]) -> DateComponents {
        func unit(_ n: Int) -> Int? {
            guard n < units.count, case .int(let v) = units[n].unerased else { return nil }
            return v
        }
        var dc = DateComponents(
            era: unit(0), year: unit(1), month: unit(2), day: unit(3), hour: unit(4), minute: unit(5), second: unit(6),
            nanosecond: unit(7), weekday: unit(8), weekdayOrdinal: unit(9), quarter: unit(10), weekOfMonth: unit(11),
            weekOfYear: unit(12), yearForWeekOfYear: unit(13))
        dc.isLeapMonth = unit(14).map { $0 != 0 }
        return dc
    }

    private static func units(of dc: DateComponents) -> Value {
        let values: [Int?] = [
            dc.era, dc.year, dc.month, dc.day, dc.hour, dc.minute, dc.second, dc.nanosecond, dc.weekday, dc.weekdayOrdinal,
            dc.quarter, dc.weekOfMonth, dc.weekOfYear, dc.yearForWeekOfYear, dc.isLeapMonth.map { $0 ? 1 : 0 },
        ]
        return .array(values.map { $0.map { .int($0) } ?? .none })
    }
}
