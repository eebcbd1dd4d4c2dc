import Foundation

/// `Character` and strings as collections of `Character`s. A `Character` and a `Substring` are strings at
/// run time (`Value.string`): only the checker tells them apart. Collection members of a string run the
/// array natives on its characters, so they share their traps.
extension Interpreter {
    func registerCharacterNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        func character(_ c: NativeCall) -> Character? { c.receiver.asString.first }
        func property(_ key: String, _ test: @escaping (Character) -> Bool) {
            d("get " + key) { _, c in .bool(character(c).map(test) ?? false) }
        }
        /// The array native `key` run on the receiver's characters.
        func onCharacters(_ key: String, as arrayKey: String) {
            d(key) { i, c in
                guard let native = i.natives[arrayKey] else { return .none }
                let characters = Value.array(c.receiver.asString.map { .string(String($0)) })
                return try native(
                    i,
                    NativeCall(
                        receiver: characters, args: c.args, frame: c.frame, loc: c.loc, bindings: nil, parameters: c.parameters, key: c.key)
                )
            }
        }

        property("characterIsLetter", \.isLetter)
        property("characterIsNumber", \.isNumber)
        property("characterIsWholeNumber", \.isWholeNumber)
        property("characterIsWhitespace", \.isWhitespace)
        property("characterIsUppercase", \.isUppercase)
        property("characterIsLowercase", \.isLowercase)
        property("characterIsPunctuation", \.isPunctuation)
        property("characterIsASCII", \.isASCII)
        d("get characterWholeNumberValue") { _, c in character(c)?.wholeNumberValue.map { .int($0) } ?? .none }
        d("characterFromString") { i, c in
            let text = try c.string("text")
            guard text.count == 1 else {
                throw i.fatal(text.isEmpty ? Diagnostics.characterFromEmptyString : Diagnostics.characterFromManyGraphemes, at: c.loc)
            }
            return .string(text)
        }

        d("stringFromString") { _, c in .string(try c.string("value")) }
        d("arrayFromString") { _, c in iterableCharacters(try c.string("text")) }
        d("stringFromCharacters") { _, c in .string(try c.array("characters").map(\.asString).joined()) }
        // `append(_ c: Character)` and `append(contentsOf other: String)`: a Character is a String here.
        for (key, parameter) in [("stringAppendCharacter", "c"), ("stringAppendString", "other")] {
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
        d("stringFilter") { i, c in
            var kept = ""
            for ch in c.receiver.asString where try i.callValue(try c.arg("isIncluded"), [.string(String(ch))], loc: c.loc).asBool {
                kept.append(ch)
            }
            return .string(kept)
        }
        d("get stringFirst") { _, c in c.receiver.asString.first.map { .string(String($0)) } ?? .none }
        d("get stringLast") { _, c in c.receiver.asString.last.map { .string(String($0)) } ?? .none }
        d("stringContainsCharacter") { _, c in .bool(try c.string("element").first.map { c.receiver.asString.contains($0) } ?? false) }
        onCharacters("stringMap", as: "arrayMap")
        onCharacters("stringCompactMap", as: "arrayCompactMap")
        onCharacters("stringForEach", as: "arrayForEach")
        onCharacters("stringContainsWhere", as: "arrayContainsWhere")
        onCharacters("stringAllSatisfy", as: "arrayAllSatisfy")
        onCharacters("stringFirstWhere", as: "arrayFirstWhere")
        onCharacters("stringReversed", as: "arrayReversed")
        onCharacters("stringSorted", as: "arraySortedAscending")
        onCharacters("stringEnumerated", as: "arrayEnumerated")
        onCharacters("stringReduce", as: "arrayReduce")
        for (key, arrayKey) in [
            ("stringPrefix", "arrayPrefix"), ("stringSuffix", "arraySuffix"),
            ("stringDropFirst", "arrayDropFirst"), ("stringDropLast", "arrayDropLast"),
        ] {
            d(key) { i, c in
                guard let native = i.natives[arrayKey] else { return .none }
                let characters = Value.array(c.receiver.asString.map { .string(String($0)) })
                let slice = try native(
                    i,
                    NativeCall(
                        receiver: characters, args: c.args, frame: c.frame, loc: c.loc, bindings: nil, parameters: c.parameters, key: c.key)
                )
                return .string(slice.asArray.map(\.asString).joined())
            }
        }
    }

    /// What `for … in` walks: a string's characters, a slice's elements, or the value itself.
    func iterable(_ v: Value) -> Value {
        if let elements = sliceElements(v) { return elements }
        if case .set(let storage) = v { return .array(storage.elements) }
        guard case .string(let s) = v else { return v }
        return iterableCharacters(s)
    }
}

/// A string's characters as an array of one-character strings.
func iterableCharacters(_ s: String) -> Value { .array(s.map { .string(String($0)) }) }
