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
        // StringProtocol's members serve a String and a Substring alike: the receiver's text.
        func text(_ c: NativeCall) throws -> String { try c.receiver.checkedString() }
        d("get StringProtocol._text") { _, c in .string(try text(c)) }
        // The collection members generic code reaches for run String's own natives (registered before these).
        for member in [
            "get count", "get isEmpty", "lowercased()", "uppercased()", "hasPrefix(_:)", "hasSuffix(_:)", "get first", "get last",
            "split(separator:maxSplits:omittingEmptySubsequences:)", "components(separatedBy:)", "replacingOccurrences(of:with:)",
            "map(_:)", "contains(where:)", "allSatisfy(_:)", "first(where:)", "prefix(_:)", "suffix(_:)", "dropFirst(_:)",
            "dropLast(_:)",
        ] {
            let (getter, name) = member.hasPrefix("get ") ? ("get ", String(member.dropFirst(4))) : ("", member)
            natives[getter + "StringProtocol." + name] = natives[getter + "String." + name]
        }
        natives["StringProtocol.contains(_:)"] = natives["stringContains"]
        /// How many leading characters pass the predicate.
        func leadingCount(_ i: Interpreter, _ c: NativeCall) throws -> (text: String, count: Int) {
            let text = try text(c)
            var count = 0
            for ch in text {
                guard try i.callValue(try c.arg("predicate"), [.string(String(ch))], loc: c.loc).checkedBool() else { break }
                count += 1
            }
            return (text, count)
        }
        d("StringProtocol.prefix(while:)") { i, c in
            let (text, count) = try leadingCount(i, c)
            return .substring(String(text.prefix(count)), start: c.receiver.substringStart)
        }
        d("StringProtocol.drop(while:)") { i, c in
            let (text, count) = try leadingCount(i, c)
            return .substring(String(text.dropFirst(count)), start: c.receiver.substringStart + count)
        }
        // Foundation finds the range; its bounds become Character counts from the base's start.
        d("StringProtocol._range(of:_:)") { _, c in
            let (text, target) = (try text(c), try c.string("aString"))
            let options = String.CompareOptions(rawValue: UInt(max(0, try c.int("options"))))
            guard let found = text.range(of: target, options: options, locale: nil) else { return .none }
            let start = c.receiver.substringStart
            let lower = text.distance(from: text.startIndex, to: found.lowerBound)
            return .range(start + lower, start + lower + text[found].count)
        }
        // NSRange's UTF-16 offsets, counted from the receiver's start, and back to the base's Character indices.
        d("StringProtocol._utf16Offset(of:)") { i, c in
            let (characters, start, index) = (Array(try text(c)), c.receiver.substringStart, try c.int("index"))
            guard index >= start, index - start <= characters.count else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(characters[..<(index - start)].reduce(0) { $0 + $1.utf16.count })
        }
        d("StringProtocol._index(utf16Offset:)") { _, c in
            var remaining = try c.int("offset")
            var index = c.receiver.substringStart
            for ch in try text(c) where remaining > 0 {
                remaining -= ch.utf16.count
                index += 1
            }
            return remaining == 0 ? .int(index) : .none
        }
        d("String.replacingCharacters(in:with:)") { i, c in
            var characters = Array(try text(c))
            guard case .range(let lo, let hi) = try c.arg("range") else { return .none }
            guard lo >= 0, hi <= characters.count, lo <= hi else { throw i.fatal(Diagnostics.stringIndexRangeOutOfBounds, at: c.loc) }
            characters.replaceSubrange(lo..<hi, with: Array(try c.string("replacement")))
            let result = String(characters)
            try i.ensureRoom(forBytes: result.utf8.count, loc: c.loc)
            return .string(result)
        }
        d("StringProtocol.localizedCaseInsensitiveContains(_:)") { _, c in
            .bool(try c.receiver.checkedString().range(of: try c.string("other"), options: .caseInsensitive, locale: Self.locale) != nil)
        }
        d("StringProtocol.localizedStandardContains(_:)") { _, c in
            let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
            return .bool(try c.receiver.checkedString().range(of: try c.string("other"), options: options, locale: Self.locale) != nil)
        }
        d("get StringProtocol.capitalized") { _, c in .string(try c.receiver.checkedString().capitalized(with: Self.locale)) }
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
        d("StringProtocol.padding(toLength:withPad:startingAt:)") { i, c in
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
