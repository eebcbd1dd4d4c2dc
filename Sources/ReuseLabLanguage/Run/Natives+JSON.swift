import Foundation

/// Natives of `PreludeLibrary/JSON.swift`. Decoding walks the requested type as the synthesized `init(from:)`
/// would (each stored property under its key, optionals left nil when the key is missing), encoding walks the
/// value as the synthesized `encode(to:)` would; a failure becomes the `DecodingError` Foundation throws, with its
/// coding path and debug description word for word.
extension Interpreter {
    func registerJSONNatives() {
        natives["Data._byteCount(_:)"] = { _, c in .int(try c.string("text").utf8.count) }
        for key in ["String.init(data:encoding:)", "String.init(decoding:as:)"] {
            natives[key] = { _, c in
                guard case .structValue(let data) = try c.arg("data").unerased, let text = data.fields.first else { return .none }
                return text
            }
        }
        natives["get CodingKey.stringValue"] = { i, c in .string(i.codingKeyName(c.receiver)) }
        natives["get CodingKey.intValue"] = { _, c in
            if case .structValue(let s) = c.receiver.unerased, s.decl.name == "_PathKey", s.fields.count == 3 { return s.fields[2] }
            guard case .enumValue(let key) = c.receiver.unerased, case .int(let raw)? = key.caseDecl.rawValue else { return .none }
            return .int(raw)
        }
        natives["JSONDecoder._decode(_:_:_:)"] = { i, c in
            guard case .type(var type) = try c.arg("type").unerased else { return .none }
            type = type.substituting(c.bindings)
            let options = Set(try c.array("options").compactMap { $0.unerased.plainSubstring.asString })
            var decoder = JSONValueDecoder(interpreter: i, options: options)
            guard let document = JSONReader.read(try c.string("json")) else {
                return i.decodingError(.dataCorrupted, type: nil, path: [], debug: "The given data was not valid JSON.")
            }
            do {
                // Erased with its type, so that `as! T` knows a decoded collection's element types.
                return .erased(try decoder.decode(document, as: type, path: []), type)
            } catch let failure as JSONDecodingFailure {
                return i.decodingError(failure.kind, type: failure.type, path: failure.path, debug: failure.debug, key: failure.key)
            }
        }
        natives["JSONEncoder._encode(_:_:)"] = { i, c in
            let options = Set(try c.array("options").compactMap { $0.unerased.plainSubstring.asString })
            let encoder = JSONValueEncoder(interpreter: i, options: options)
            do {
                let document = try encoder.encode(try c.arg("value"), path: [])
                let writer = JSONWriter(
                    pretty: options.contains("prettyPrinted"), sortedKeys: options.contains("sortedKeys"),
                    escapeSlashes: !options.contains("withoutEscapingSlashes"))
                return .string(writer.write(document))
            } catch let failure as JSONEncodingFailure {
                return i.encodingError(failure)
            }
        }
    }

    /// A `CodingKeys` case's key: its `String` raw value, else its name.
    func codingKeyName(_ key: Value) -> String {
        switch key.unerased {
        case .enumValue(let e):
            if case .string(let raw)? = e.caseDecl.rawValue { return raw }
            return e.caseDecl.name
        case .structValue(let s) where s.decl.name == "_PathKey" && s.fields.count == 3:
            return s.fields[1].asString ?? ""
        default: return ""
        }
    }

    /// A key of an error's coding path: `_PathKey` of the prelude.
    func pathKeyValue(_ key: JSONPathKey) -> Value {
        guard let decl = world.types["_PathKey"] else { return .none }
        switch key {
        case .key(let name, let owner): return .structValue(StructValue(decl: decl, fields: [.string(owner), .string(name), .none]))
        case .index(let i): return .structValue(StructValue(decl: decl, fields: [.string("_CodingKey"), .string("Index \(i)"), .int(i)]))
        }
    }

    private func errorContext(_ owner: NominalDecl?, path: [JSONPathKey], debug: String) -> Value {
        guard let decl = owner?.nestedTypes["Context"] else { return .none }
        return .structValue(StructValue(decl: decl, fields: [.array(path.map(pathKeyValue)), .string(debug), .none]))
    }

    func decodingError(
        _ kind: JSONDecodingFailure.Kind, type: SType?, path: [JSONPathKey], debug: String, key: JSONPathKey? = nil
    ) -> Value {
        guard let decl = world.types["DecodingError"], let caseDecl = decl.cases[kind.rawValue] else { return .none }
        let context = errorContext(decl, path: path, debug: debug)
        let payload: [Value]
        switch kind {
        case .typeMismatch, .valueNotFound: payload = [.type(type ?? .any), context]
        case .keyNotFound: payload = [key.map(pathKeyValue) ?? .none, context]
        case .dataCorrupted: payload = [context]
        }
        return .enumValue(EnumValue(decl: decl, caseDecl: caseDecl, payload: payload))
    }

    func encodingError(_ failure: JSONEncodingFailure) -> Value {
        guard let decl = world.types["EncodingError"], let caseDecl = decl.cases["invalidValue"] else { return .none }
        let context = errorContext(decl, path: failure.path, debug: failure.debug)
        return .enumValue(EnumValue(decl: decl, caseDecl: caseDecl, payload: [.erased(failure.value, world.double), context]))
    }
}

enum JSONPathKey {
    /// A property's key, and the type its `CodingKeys` would be (`CodingKeys`).
    case key(String, owner: String)
    case index(Int)
}

/// Thrown and caught on the interpreter's own thread, never sent across threads: `Error` asks for `Sendable`, which
/// the checked types and values it carries are not.
struct JSONDecodingFailure: Error, @unchecked Sendable {
    enum Kind: String { case typeMismatch, valueNotFound, keyNotFound, dataCorrupted }
    let kind: Kind
    var type: SType?
    let path: [JSONPathKey]
    let debug: String
    var key: JSONPathKey?
}

/// Thrown and caught on the interpreter's own thread, as `JSONDecodingFailure` is.
struct JSONEncodingFailure: Error, @unchecked Sendable {
    let value: Value
    let path: [JSONPathKey]
    let debug: String
}

/// The keys a synthesized conformance codes: each `CodingKeys` case (its raw value or name) with the property it
/// names, or every stored property under its own name. `let` properties with an initial value are encoded but
/// never decoded.
private func codedProperties(of decl: NominalDecl) -> [(key: String, property: VarDecl)] {
    let stored = decl.storedProperties.filter { !$0.isStatic }
    guard let keys = decl.nestedTypes["CodingKeys"], keys.kind == .enumType else { return stored.map { ($0.name, $0) } }
    return keys.caseOrder.compactMap { c in
        guard let p = stored.first(where: { $0.name == c.name }) else { return nil }
        if case .string(let raw)? = c.rawValue { return (raw, p) }
        return (c.name, p)
    }
}

/// `imageURL` → `image_url`, as `.convertToSnakeCase` writes a key (a run of capitals is one word).
func snakeCased(_ key: String) -> String {
    let chars = Array(key)
    var words: [String] = []
    var word = ""
    for (i, ch) in chars.enumerated() {
        let startsWord =
            ch.isUppercase && !word.isEmpty
            && (chars[i - 1].isLowercase || (i + 1 < chars.count && chars[i + 1].isLowercase))
        if startsWord {
            words.append(word)
            word = ""
        }
        word.append(ch)
    }
    if !word.isEmpty { words.append(word) }
    return words.map { $0.lowercased() }.joined(separator: "_")
}

/// `image_url` → `imageUrl`, as `.convertFromSnakeCase` reads a key (leading and trailing underscores kept).
func camelCased(_ key: String) -> String {
    guard key.contains("_") else { return key }
    let core = key.drop { $0 == "_" }
    let leading = key.prefix(key.count - core.count)
    let trimmed = String(core.reversed().drop { $0 == "_" }.reversed())
    let trailing = core.suffix(core.count - trimmed.count)
    let parts = trimmed.split(separator: "_")
    guard let first = parts.first else { return key }
    let rest = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    return leading + ([String(first)] + rest).joined() + trailing
}

struct JSONValueDecoder {
    let interpreter: Interpreter
    let options: Set<String>
    var world: TypeWorld { interpreter.world }

    /// What Foundation names a JSON value a decode did not expect.
    private func found(_ json: JSONText) -> String {
        switch json {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    var keyedType: SType { .dictionary(world.string, .any) }
    private var unkeyedType: SType { .array(.any) }

    func mismatch(_ type: SType, _ json: JSONText, _ path: [JSONPathKey], spelled: String? = nil) -> JSONDecodingFailure {
        JSONDecodingFailure(
            kind: .typeMismatch, type: type, path: path,
            debug: "Expected to decode \(spelled ?? type.description) but found \(found(json)) instead.")
    }

    func missing(_ type: SType, _ path: [JSONPathKey], what: String) -> JSONDecodingFailure {
        JSONDecodingFailure(kind: .valueNotFound, type: type, path: path, debug: "Cannot get \(what) -- found null value instead")
    }

    private func corrupted(_ path: [JSONPathKey], _ debug: String) -> JSONDecodingFailure {
        JSONDecodingFailure(kind: .dataCorrupted, path: path, debug: debug)
    }

    mutating func decode(_ json: JSONText, as type: SType, path: [JSONPathKey]) throws -> Value {
        try interpreter.enterCall(interpreter.lastLoc)
        defer { interpreter.leaveCall() }
        switch type {
        case .optional(let wrapped):
            if case .null = json { return .none }
            return try decode(json, as: wrapped, path: path)
        case .array(let element):
            if case .null = json { throw missing(unkeyedType, path, what: "unkeyed decoding container") }
            guard case .array(let elements) = json else { throw mismatch(unkeyedType, json, path, spelled: "Array<Any>") }
            var values: [Value] = []
            for (i, e) in elements.enumerated() { values.append(try decode(e, as: element, path: path + [.index(i)])) }
            return .array(values)
        case .dictionary(let keyType, let valueType):
            if case .null = json { throw missing(keyedType, path, what: "keyed decoding container") }
            guard case .object(let members) = json else {
                throw mismatch(keyedType, json, path, spelled: "Dictionary<String, Any>")
            }
            var entries: [DictionaryKey: Value] = [:]
            var order: [DictionaryKey] = []
            for m in members {
                let key: DictionaryKey
                if case .nominal(let d, _) = keyType, d === world.intType {
                    guard let i = Int(m.key) else { continue }
                    key = .int(i)
                } else {
                    key = .string(m.key)
                }
                let value = try decode(m.value, as: valueType, path: path + [.key(m.key, owner: "_CodingKey")])
                if entries.updateValue(value, forKey: key) == nil { order.append(key) }
            }
            return .dictionary(entries, order: order)
        case .nominal(let decl, let args):
            return try decodeNominal(json, decl, args, type: type, path: path)
        default:
            throw corrupted(path, "ReuseLab cannot decode a value of type \(type) yet.")
        }
    }

    private mutating func decodeScalar(_ json: JSONText, _ type: SType, _ path: [JSONPathKey]) throws -> Value {
        guard case .nominal(let d, _) = type else { return .none }
        if case .null = json { throw missing(type, path, what: "value of type \(type)") }
        if d === world.stringType {
            guard case .string(let s) = json else { throw mismatch(type, json, path) }
            return .string(s)
        }
        if d === world.boolType {
            guard case .bool(let b) = json else { throw mismatch(type, json, path) }
            return .bool(b)
        }
        guard case .number(let text) = json else { throw mismatch(type, json, path) }
        if world.isFloatingPoint(d) { return .double(Double(text) ?? 0) }
        // An integer written with a fraction or an exponent is read if it is whole and fits; anything else is
        // a number Foundation refuses as not valid JSON for an `Int`.
        if let i = Int(text) { return .int(i) }
        if let d = Double(text), d.rounded() == d, abs(d) < 9.2e18 { return .int(Int(d)) }
        throw corrupted([], "The given data was not valid JSON.")
    }

    private mutating func decodeNominal(
        _ json: JSONText, _ decl: NominalDecl, _ args: [SType], type: SType, path: [JSONPathKey]
    ) throws -> Value {
        // A set is coded as an array of its elements, as Foundation codes it (and as `encode` writes one).
        if decl === world.setDecl, let element = args.first {
            guard case .array(let values) = try decode(json, as: .array(element), path: path) else { return .none }
            return interpreter.makeSet(values)
        }
        if decl.kind == .builtin { return try decodeScalar(json, type, path) }
        switch decl.fromPrelude ? decl.name : "" {
        case "Date" where options.contains("iso8601"):
            let text = try decodeScalar(json, world.string, path).asString ?? ""
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw corrupted(path, "Expected date string to be ISO8601-formatted.")
            }
            return .structValue(StructValue(decl: decl, fields: [.double(date.timeIntervalSince1970)]))
        case "Date":
            var seconds = try decodeScalar(json, world.double, path).asDouble ?? 0
            if options.contains("secondsSince1970") {
            } else if options.contains("millisecondsSince1970") {
                seconds /= 1000
            } else {
                seconds += 978_307_200
            }
            return .structValue(StructValue(decl: decl, fields: [.double(seconds)]))
        case "URL":
            let text = try decodeScalar(json, world.string, path).asString ?? ""
            guard let url = Foundation.URL(string: text) else { throw corrupted(path, "Invalid URL string.") }
            return .structValue(StructValue(decl: decl, fields: [.string(url.absoluteString)]))
        case "UUID":
            let text = try decodeScalar(json, world.string, path).asString ?? ""
            guard let uuid = Foundation.UUID(uuidString: text) else {
                throw corrupted(path, "Attempted to decode UUID from invalid UUID string.")
            }
            return .structValue(StructValue(decl: decl, fields: [.string(uuid.uuidString)]))
        default: break
        }
        if decl.kind == .enumType, decl.writtenDecodingInitializer == nil {
            guard let rawType = decl.rawType else {
                throw corrupted(path, "ReuseLab cannot decode an enum without raw values (\(decl.name)) yet.")
            }
            let raw = try decodeScalar(json, rawType, path)
            let match = decl.caseOrder.first { c in
                switch (c.rawValue ?? .string(c.name), raw) {
                case (.string(let a), .string(let b)): return a == b
                case (.int(let a), .int(let b)): return a == b
                case (.double(let a), .double(let b)): return a == b
                default: return false
                }
            }
            guard let match else {
                let rawText = raw.asString ?? raw.asInt.map(String.init) ?? raw.asDouble.map { "\($0)" } ?? ""
                throw corrupted(path, "Cannot initialize \(decl.name) from invalid \(rawType) value \(rawText)")
            }
            return .enumValue(EnumValue(decl: decl, caseDecl: match, payload: []))
        }
        if let written = decl.writtenDecodingInitializer {
            return try interpreter.decodeWithWrittenInitializer(written, type: type, json: json, path: path, options: options)
        }
        // A class is decoded as the synthesized `init(from:)` of a root class decodes it; one with a superclass
        // would decode the superclass's properties too, which is not done yet.
        let rootClass = decl.kind == .classType && decl.superclass == nil
        guard decl.kind == .structType || rootClass else {
            throw corrupted(path, "ReuseLab cannot decode a value of type \(decl.name) yet.")
        }
        if case .null = json { throw missing(keyedType, path, what: "keyed decoding container") }
        guard case .object(var members) = json else { throw mismatch(keyedType, json, path, spelled: "Dictionary<String, Any>") }
        if options.contains("snakeCaseKeys") { members = members.map { (camelCased($0.key), $0.value) } }
        let object = JSONText.object(members)
        let bindings = Dictionary(zip(decl.genericParams.map { ObjectIdentifier($0) }, args), uniquingKeysWith: { a, _ in a })
        var fields: [Value] = []
        for p in decl.storedProperties {
            if p.isLazy {
                fields.append(Value.lazyUnset)
            } else if p.initialValue != nil {
                fields.append(try interpreter.initialValue(of: p))
            } else {
                fields.append(.none)
            }
        }
        for (key, p) in codedProperties(of: decl) where !(p.isLet && p.initialValue != nil) {
            guard let slot = decl.storedProperties.firstIndex(where: { $0 === p }) else { continue }
            let propertyType = p.type.substituting(bindings)
            guard let member = object.member(key) else {
                if case .optional = propertyType {
                    fields[slot] = .none
                    continue
                }
                throw JSONDecodingFailure(
                    kind: .keyNotFound, path: path,
                    debug: "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").",
                    key: .key(key, owner: "CodingKeys"))
            }
            fields[slot] = try decode(member, as: propertyType, path: path + [.key(key, owner: "CodingKeys")])
        }
        guard rootClass else { return .structValue(StructValue(decl: decl, fields: fields)) }
        let instance = try interpreter.allocate(decl)
        for (slot, p) in decl.storedProperties.enumerated() where instance.fields.indices.contains(p.fieldIndex) {
            instance.fields[p.fieldIndex] = fields[slot]
        }
        return .object(instance)
    }
}

struct JSONValueEncoder {
    let interpreter: Interpreter
    let options: Set<String>

    /// A number as Foundation writes it: `4.5`, `3` for `3.0`, `1e-07`.
    private func number(_ d: Double, _ path: [JSONPathKey]) throws -> JSONText {
        guard d.isFinite else {
            throw JSONEncodingFailure(
                value: .double(d), path: path, debug: "Unable to encode Double.\(d.isNaN ? "nan" : "inf") directly in JSON.")
        }
        let text = d.description
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    func encode(_ value: Value, path: [JSONPathKey]) throws -> JSONText {
        try interpreter.enterCall(interpreter.lastLoc)
        defer { interpreter.leaveCall() }
        var plain = value
        while case .erased(let inner, _) = plain { plain = inner }
        switch plain.plainSubstring {
        case .none, .presentNil: return .null
        case .int(let i): return .number(String(i))
        case .double(let d): return try number(d, path)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .array(let elements):
            return .array(try elements.enumerated().map { try encode($0.element, path: path + [.index($0.offset)]) })
        case .set(let storage):
            return .array(try storage.elements.enumerated().map { try encode($0.element, path: path + [.index($0.offset)]) })
        case .dictionary(let entries, let order):
            var members: [(key: String, value: JSONText)] = []
            for key in order {
                let name: String
                switch key {
                case .int(let i): name = String(i)
                case .string(let s): name = s
                case .bool(let b): name = String(b)
                case .value: continue
                }
                members.append((name, try encode(entries[key] ?? .none, path: path + [.key(name, owner: "_CodingKey")])))
            }
            return .object(members)
        case .enumValue(let e):
            if let written = e.decl.writtenEncodingMethod {
                return try interpreter.encodeWithWrittenMethod(written, value: plain, path: path, options: options)
            }
            if let raw = e.caseDecl.rawValue { return try encode(raw, path: path) }
            // Swift's synthesized form for an enum without raw values (`{"text": {"_0": …}}`) is not written yet.
            throw JSONEncodingFailure(
                value: plain, path: path, debug: "ReuseLab cannot encode an enum without raw values (\(e.decl.name)) yet.")
        case .structValue(let s):
            if let written = s.decl.writtenEncodingMethod {
                return try interpreter.encodeWithWrittenMethod(written, value: plain, path: path, options: options)
            }
            if s.decl.fromPrelude {
                switch s.decl.name {
                case "Date" where options.contains("iso8601"):
                    let seconds = s.fields.first?.asDouble ?? 0
                    return .string(ISO8601DateFormatter().string(from: Foundation.Date(timeIntervalSince1970: seconds)))
                case "Date":
                    var seconds = s.fields.first?.asDouble ?? 0
                    if options.contains("millisecondsSince1970") {
                        seconds *= 1000
                    } else if !options.contains("secondsSince1970") {
                        seconds -= 978_307_200
                    }
                    return try number(seconds, path)
                case "URL", "UUID": return try encode(s.fields.first ?? .none, path: path)
                default: break
                }
            }
            return try encodeProperties(of: s.decl, fields: s.fields, path: path)
        case .object(let instance):
            if let written = instance.decl.writtenEncodingMethod {
                return try interpreter.encodeWithWrittenMethod(written, value: plain, path: path, options: options)
            }
            return try encodeProperties(of: instance.decl, fields: instance.fields, path: path)
        default:
            return .null
        }
    }

    private func encodeProperties(of decl: NominalDecl, fields: [Value], path: [JSONPathKey]) throws -> JSONText {
        var members: [(key: String, value: JSONText)] = []
        for (key, p) in codedProperties(of: decl) {
            let index = decl.isClass ? p.fieldIndex : decl.storedProperties.firstIndex { $0 === p } ?? -1
            guard fields.indices.contains(index) else { continue }
            let field = fields[index]
            // The synthesized `encode(to:)` leaves out an optional that is nil (`encodeIfPresent`).
            if case .optional = p.type, field.unerased.isNone { continue }
            let name = options.contains("snakeCaseKeys") ? snakeCased(key) : key
            members.append((name, try encode(field, path: path + [.key(name, owner: "CodingKeys")])))
        }
        return .object(members)
    }
}

extension Value {
    var asString: String? {
        if case .string(let s) = unerased.plainSubstring { return s }
        return nil
    }
    var asInt: Int? {
        if case .int(let i) = unerased { return i }
        return nil
    }
    var asDouble: Double? {
        switch unerased {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return nil
        }
    }
}
