import Foundation

/// The natives under Foundation's string members (PreludeLibrary/StringFoundation.swift): each asks the
/// host's Foundation, in the `en_US` locale a script's formatters use, so the results are Foundation's.
extension Interpreter {
    func registerStringFoundationNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func characterSet(_ c: NativeCall) throws -> CharacterSet {
            var set = CharacterSet(charactersIn: try c.string("characters"))
            for category in try c.array("categories") {
                set.formUnion(Self.characterSets[try category.checkedString()] ?? CharacterSet())
            }
            return try c.bool("inverted") ? set.inverted : set
        }
        d("_trimming(_:_:_:_:)") { _, c in .string(try c.string("text").trimmingCharacters(in: try characterSet(c))) }
        d("_components(_:_:_:_:)") { _, c in
            .array(try c.string("text").components(separatedBy: try characterSet(c)).map { .string($0) })
        }
        d("stringLocalizedCaseInsensitiveContains") { _, c in
            .bool(try c.receiver.checkedString().range(of: try c.string("other"), options: .caseInsensitive, locale: Self.locale) != nil)
        }
        d("stringLocalizedStandardContains") { _, c in
            let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
            return .bool(try c.receiver.checkedString().range(of: try c.string("other"), options: options, locale: Self.locale) != nil)
        }
        d("get stringCapitalized") { _, c in .string(try c.receiver.checkedString().capitalized(with: Self.locale)) }
        d("_compareStrings(_:_:_:)") { _, c in
            let (text, other) = (try c.string("text"), try c.string("other"))
            let result: ComparisonResult
            switch try c.string("mode") {
            case "caseInsensitive": result = text.caseInsensitiveCompare(other)
            case "localizedCaseInsensitive": result = text.compare(other, options: .caseInsensitive, locale: Self.locale)
            case "localizedStandard":
                result = text.compare(
                    other, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], locale: Self.locale)
            default: result = text.compare(other)
            }
            return .int(result.rawValue)
        }
        d("stringPadding") { i, c in
            let length = try c.int("newLength")
            try i.ensureRoom(forBytes: max(0, length) * 4, loc: c.loc)
            let pad = try c.string("padString")
            // Foundation raises an Objective-C exception for an empty pad or a start past it; ReuseLab keeps the text.
            guard !pad.isEmpty, try c.int("padIndex") < pad.count, try c.int("padIndex") >= 0 else {
                return .string(try c.receiver.checkedString())
            }
            return .string(try c.receiver.checkedString().padding(toLength: length, withPad: pad, startingAt: try c.int("padIndex")))
        }
    }

    private static let locale = Locale(identifier: "en_US")

    private static let characterSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "decimalDigits": .decimalDigits, "letters": .letters, "lowercaseLetters": .lowercaseLetters,
        "uppercaseLetters": .uppercaseLetters, "alphanumerics": .alphanumerics,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols,
    ]
}
