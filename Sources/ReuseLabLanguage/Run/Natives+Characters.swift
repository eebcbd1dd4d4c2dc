import Foundation

/// `Character` and strings as collections of `Character`s. A `Character` and a `Substring` are strings at
/// run time (`Value.string`): only the checker tells them apart. Collection members of a string run the
/// array natives on its characters, so they share their traps.
extension Interpreter {
    func registerCharacterNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func character(_ c: NativeCall) throws -> Character? { try c.receiver.checkedString().first }
        // Given closures: a key path (`\.isLetter`), even where a function is expected, is made at run time, at every start.
        func property(_ key: String, _ test: @escaping (Character) -> Bool) {
            d("get " + key) { _, c in .bool(try character(c).map(test) ?? false) }
        }
        /// `String.member` and `Substring.member`: the array native `Array.member` run on the receiver's characters.
        func onCharacters(_ member: String) {
            let arrayKey = "Array." + member
            d("String." + member, "Substring." + member) { i, c in
                guard let native = i.natives[arrayKey] else { return .none }
                let characters = Value.array(try c.receiver.checkedString().map { .string(String($0)) })
                return try native(
                    i,
                    NativeCall(
                        receiver: characters, args: c.args, frame: c.frame, loc: c.loc, bindings: nil, parameters: c.parameters, key: c.key)
                )
            }
        }

        property("Character.isLetter") { $0.isLetter }
        property("Character.isNumber") { $0.isNumber }
        property("Character.isWholeNumber") { $0.isWholeNumber }
        property("Character.isWhitespace") { $0.isWhitespace }
        property("Character.isUppercase") { $0.isUppercase }
        property("Character.isLowercase") { $0.isLowercase }
        property("Character.isPunctuation") { $0.isPunctuation }
        property("Character.isASCII") { $0.isASCII }
        property("Character.isHexDigit") { $0.isHexDigit }
        property("Character.isSymbol") { $0.isSymbol }
        property("Character.isMathSymbol") { $0.isMathSymbol }
        property("Character.isCurrencySymbol") { $0.isCurrencySymbol }
        property("Character.isCased") { $0.isCased }
        property("Character.isNewline") { $0.isNewline }
        d("get Character.hexDigitValue") { _, c in try character(c)?.hexDigitValue.map { .int($0) } ?? .none }
        d("get Character.wholeNumberValue") { _, c in try character(c)?.wholeNumberValue.map { .int($0) } ?? .none }
        d("Character.init(_:)") { i, c in
            let text = try c.string("text")
            guard text.count == 1 else {
                throw i.fatal(text.isEmpty ? Diagnostics.characterFromEmptyString : Diagnostics.characterFromManyGraphemes, at: c.loc)
            }
            return .string(text)
        }

        d("stringFromString", "Substring.init(_:)") { _, c in .string(try c.string("value")) }
        d("arrayFromString") { _, c in iterableCharacters(try c.string("text")) }
        d("stringFromCharacters") { _, c in .string(try c.array("characters").map { try $0.checkedString() }.joined()) }
        // `append(_ c: Character)` and `append(contentsOf other: String)`: a Character is a String here.
        for (key, parameter) in [("String.append(_:)", "c"), ("String.append(contentsOf:)", "other")] {
            d(key) { _, c in
                let appended = try c.string(parameter)
                c.mutateSelf { value in
                    guard case .string(var text) = value else { return }
                    value = .void
                    text += appended
                    value = .string(text)
                }
                return .void
            }
        }
        d("String.filter(_:)", "Substring.filter(_:)") { i, c in
            var kept = ""
            for ch in try c.receiver.checkedString()
            where try i.callValue(try c.arg("isIncluded"), [.string(String(ch))], loc: c.loc).checkedBool() {
                kept.append(ch)
            }
            return .string(kept)
        }
        d("get String.first", "get Substring.first") { _, c in try c.receiver.checkedString().first.map { .string(String($0)) } ?? .none }
        d("get String.last", "get Substring.last") { _, c in try c.receiver.checkedString().last.map { .string(String($0)) } ?? .none }
        d("stringContainsCharacter") { _, c in
            .bool(try c.string("element").first.map { try c.receiver.checkedString().contains($0) } ?? false)
        }
        for member in [
            "map(_:)", "compactMap(_:)", "forEach(_:)", "contains(where:)", "allSatisfy(_:)", "first(where:)", "reversed()",
            "sorted()", "enumerated()", "reduce(_:_:)", "reduce(into:_:)", "sorted(by:)", "min()", "max()",
        ] {
            onCharacters(member)
        }
        // A reversed string's elements, which its `ReversedCollection` holds: the same as `reversed()`.
        natives["String._reversedElements()"] = natives["String.reversed()"]
        natives["Substring._reversedElements()"] = natives["Substring.reversed()"]
        // `prefix` and the like give a Substring: the array native's elements joined again, starting where
        // they start in the base (the ones that keep the end, `suffix` and `dropFirst`, move the start).
        for (member, arrayMember, keepsEnd) in [
            ("prefix(_:)", "_prefix(_:)", false), ("suffix(_:)", "_suffix(_:)", true), ("dropFirst(_:)", "_dropFirst(_:)", true),
            ("dropLast(_:)", "_dropLast(_:)", false),
        ] {
            let arrayKey = "Array." + arrayMember
            d("String." + member, "Substring." + member) { i, c in
                guard let native = i.natives[arrayKey] else { return .none }
                let characters = Value.array(try c.receiver.checkedString().map { .string(String($0)) })
                let slice = try native(
                    i,
                    NativeCall(
                        receiver: characters, args: c.args, frame: c.frame, loc: c.loc, bindings: nil, parameters: c.parameters, key: c.key)
                )
                let text = try slice.checkedArray().map { try $0.checkedString() }.joined()
                let start = c.receiver.substringStart
                return .substring(text, start: keepsEnd ? start + characters.arrayCount - text.count : start)
            }
        }
    }

    /// What `for … in` walks: a string's characters, a slice's elements, or the value itself.
    func iterable(_ v: Value) -> Value {
        if let elements = sliceElements(v) { return elements }
        if case .structValue(let s) = v, s.decl.fromPrelude, s.decl.name == "PartialRangeFrom" { return endlessAsRange(v) }
        if case .set(let storage) = v { return .array(storage.elements) }
        guard case .string(let s) = v.plainSubstring else { return v }
        return iterableCharacters(s)
    }
}

/// A string's characters as an array of one-character strings.
func iterableCharacters(_ s: String) -> Value { .array(s.map { .string(String($0)) }) }
