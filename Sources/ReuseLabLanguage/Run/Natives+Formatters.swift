import Foundation

/// The natives under the prelude's `NumberFormatter` and `DateFormatter` (PreludeLibrary/Formatters.swift).
/// Each script formatter keeps one of Foundation's own in its instance, made on first use in the `en_US`
/// locale (and UTC), and every property the script sets is set on it in the same order: the text, and the
/// quirks of which property wins, are Foundation's.
extension Interpreter {
    func registerFormatterNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func numbers(_ c: NativeCall) -> NumberFormatter? { hostFormatter(c.receiver, make: NumberFormatter.init) }
        func dates(_ c: NativeCall) -> DateFormatter? {
            hostFormatter(c.receiver) {
                let f = DateFormatter()
                f.timeZone = TimeZone(identifier: "UTC")
                return f
            }
        }

        d("NumberFormatter._setStyle(_:)") { _, c in
            let style = try c.arg("style").enumCaseName
            numbers(c)?.numberStyle = Self.numberStyles[style] ?? .none
            return .void
        }
        d("DateFormatter._setLocale(_:)", "NumberFormatter._setLocale(_:)") { _, c in
            let locale = Locale(identifier: try c.string("identifier"))
            if case .object(let o) = c.receiver, let host = o.native as? DateFormatter {
                host.locale = locale
            } else {
                numbers(c)?.locale = locale
            }
            return .void
        }
        d("NumberFormatter._integer(_:)") { _, c in
            guard let f = numbers(c) else { return .int(0) }
            switch try c.string("name") {
            case "minimumFractionDigits": return .int(f.minimumFractionDigits)
            case "maximumFractionDigits": return .int(f.maximumFractionDigits)
            case "minimumIntegerDigits": return .int(f.minimumIntegerDigits)
            case "usesGroupingSeparator": return .int(f.usesGroupingSeparator ? 1 : 0)
            default: return .int(0)
            }
        }
        d("NumberFormatter._setInteger(_:_:)") { _, c in
            guard let f = numbers(c) else { return .void }
            let value = try c.int("value")
            switch try c.string("name") {
            case "minimumFractionDigits": f.minimumFractionDigits = value
            case "maximumFractionDigits": f.maximumFractionDigits = value
            case "minimumIntegerDigits": f.minimumIntegerDigits = value
            case "usesGroupingSeparator": f.usesGroupingSeparator = value != 0
            default: break
            }
            return .void
        }
        d("NumberFormatter._text(_:)") { _, c in
            guard let f = numbers(c) else { return .string("") }
            return .string(try c.string("name") == "currencyCode" ? f.currencyCode : f.currencySymbol)
        }
        d("NumberFormatter._setText(_:_:)") { _, c in
            let value = try c.string("value")
            if try c.string("name") == "currencyCode" { numbers(c)?.currencyCode = value } else { numbers(c)?.currencySymbol = value }
            return .void
        }
        d("NumberFormatter._format(_:)") { _, c in
            let value = try c.double("value")
            return numbers(c)?.string(from: NSNumber(value: value)).map { .string($0) } ?? .none
        }
        d("NumberFormatter._parse(_:)") { _, c in
            numbers(c)?.number(from: try c.string("text")).map { .double($0.doubleValue) } ?? .none
        }

        d("DateFormatter._dateFormat()") { _, c in .string(dates(c)?.dateFormat ?? "") }
        d("DateFormatter._setDateFormat(_:)") { _, c in
            dates(c)?.dateFormat = try c.string("format")
            return .void
        }
        d("DateFormatter._setStyles(_:_:)") { _, c in
            let (date, time) = (try c.arg("date").enumCaseName, try c.arg("time").enumCaseName)
            dates(c)?.dateStyle = Self.dateStyles[date] ?? .none
            dates(c)?.timeStyle = Self.dateStyles[time] ?? .none
            return .void
        }
        d("DateFormatter._setTimeZone(_:)") { _, c in
            dates(c)?.timeZone = TimeZone(identifier: try c.string("identifier"))
            return .void
        }
        d("DateFormatter._format(_:)") { _, c in
            .string(dates(c)?.string(from: Date(timeIntervalSince1970: try c.double("seconds"))) ?? "")
        }
        d("DateFormatter._parse(_:)") { _, c in
            dates(c)?.date(from: try c.string("text")).map { .double($0.timeIntervalSince1970) } ?? .none
        }

        d("Date._formatted(_:_:_:)") { _, c in
            let (date, time) = (try c.arg("date").enumCaseName, try c.arg("time").enumCaseName)
            var style = Foundation.Date.FormatStyle(
                date: Self.formatDateStyles[date] ?? .numeric, time: Self.formatTimeStyles[time] ?? .shortened)
            style.locale = Locale(identifier: "en_US")
            style.timeZone = TimeZone(identifier: "UTC") ?? style.timeZone
            return .string(Foundation.Date(timeIntervalSince1970: try c.double("seconds")).formatted(style))
        }

        d("TimeZone._known(_:)") { _, c in
            let name = try c.string("identifier")
            return (TimeZone(identifier: name) ?? TimeZone(abbreviation: name)).map { .string($0.identifier) } ?? .none
        }
        d("TimeZone._forOffset(_:)") { _, c in TimeZone(secondsFromGMT: try c.int("seconds")).map { .string($0.identifier) } ?? .none }
        d("TimeZone._offset(_:)") { _, c in .int(TimeZone(identifier: try c.string("identifier"))?.secondsFromGMT() ?? 0) }
    }

    /// The Foundation formatter behind a script's formatter, made in `en_US` the first time it is needed.
    private func hostFormatter<F: Formatter>(_ receiver: Value, make: () -> F) -> F? {
        guard case .object(let o) = receiver.unerased else { return nil }
        if let existing = o.native as? F { return existing }
        let made = make()
        if let numbers = made as? NumberFormatter { numbers.locale = Locale(identifier: "en_US") }
        if let dates = made as? DateFormatter { dates.locale = Locale(identifier: "en_US") }
        o.native = made
        return made
    }

    private static let numberStyles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]
    private static let formatDateStyles: [String: Foundation.Date.FormatStyle.DateStyle] = [
        "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
    ]
    private static let formatTimeStyles: [String: Foundation.Date.FormatStyle.TimeStyle] = [
        "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
    ]
    private static let dateStyles: [String: DateFormatter.Style] = [
        "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]
}

extension Value {
    /// The case of an enum value without payload (`.decimal`), or "" for any other value.
    fileprivate var enumCaseName: String {
        if case .enumValue(let e) = unerased { return e.caseDecl.name }
        return ""
    }
}
