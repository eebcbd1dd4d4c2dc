/// Natives of `PreludeLibrary/Coders.swift`: a model that writes its own `init(from:)` or `encode(to:)` is given a
/// decoder or encoder over the JSON value it stands for, and reads or writes its members through their containers;
/// what it decodes or encodes under a key goes back through the walkers of `Natives+JSON.swift`.
final class JSONDecodingNode {
    let json: JSONText
    let path: [JSONPathKey]
    let options: Set<String>
    init(json: JSONText, path: [JSONPathKey], options: Set<String>) {
        self.json = json
        self.path = path
        self.options = options
    }

    /// The member under `key` (read as `.convertFromSnakeCase` reads the document's keys).
    func member(_ key: String) -> JSONText? {
        guard case .object(let members) = json else { return nil }
        let snake = options.contains("snakeCaseKeys")
        return members.last { (snake ? camelCased($0.key) : $0.key) == key }?.value
    }
}

/// What a written `encode(to:)` has written so far: the members of an object (a nested container is an output of
/// its own), or one value.
final class JSONEncodingOutput {
    let path: [JSONPathKey]
    let options: Set<String>
    var members: [(key: String, value: JSONText?, nested: JSONEncodingOutput?)] = []
    var single: JSONText?
    init(path: [JSONPathKey], options: Set<String>) {
        self.path = path
        self.options = options
    }

    var document: JSONText {
        if let single { return single }
        return .object(members.map { ($0.key, $0.nested?.document ?? $0.value ?? .null) })
    }

    func put(_ key: String, _ value: JSONText?, nested: JSONEncodingOutput? = nil) {
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i] = (key, value, nested)
        } else {
            members.append((key, value, nested))
        }
    }
}

extension NominalDecl {
    /// The learner's own `init(from:)`: decoding calls it instead of reading the properties itself.
    var writtenDecodingInitializer: FuncDecl? {
        guard !fromPrelude else { return nil }
        return initializers.first { $0.params.count == 1 && $0.params[0].label == "from" }
    }

    /// The learner's own `encode(to:)`.
    var writtenEncodingMethod: FuncDecl? {
        guard !fromPrelude else { return nil }
        return methods["encode"]?.first { !$0.isStatic && $0.params.count == 1 && $0.params[0].label == "to" }
    }
}

extension Interpreter {
    func registerCoderNatives() {
        func node(_ c: NativeCall, _ name: String = "node") throws -> JSONDecodingNode? {
            guard case .opaque(let box) = try c.arg(name).unerased else { return nil }
            return box as? JSONDecodingNode
        }
        func output(_ c: NativeCall, _ name: String = "output") throws -> JSONEncodingOutput? {
            guard case .opaque(let box) = try c.arg(name).unerased else { return nil }
            return box as? JSONEncodingOutput
        }
        func requested(_ c: NativeCall) throws -> SType {
            guard case .type(let type) = try c.arg("type").unerased else { return .any }
            return type.substituting(c.bindings)
        }
        natives["_JSONDecoding._path(_:)"] = { i, c in .array((try node(c)?.path ?? []).map(i.pathKeyValue)) }
        natives["_JSONEncoding._path(_:)"] = { i, c in .array((try output(c)?.path ?? []).map(i.pathKeyValue)) }
        natives["_JSONDecoding._keyedFailure(_:)"] = { i, c in
            guard let node = try node(c) else { return .none }
            let decoder = JSONValueDecoder(interpreter: i, options: node.options)
            switch node.json {
            case .object: return .none
            case .null:
                let failure = decoder.missing(decoder.keyedType, node.path, what: "keyed decoding container")
                return i.decodingError(failure.kind, type: failure.type, path: failure.path, debug: failure.debug)
            default:
                let failure = decoder.mismatch(decoder.keyedType, node.json, node.path, spelled: "Dictionary<String, Any>")
                _ = decoder
                return i.decodingError(failure.kind, type: failure.type, path: failure.path, debug: failure.debug)
            }
        }
        natives["KeyedDecodingContainer._contains(_:_:)"] = { _, c in
            .bool(try node(c)?.member(try c.string("key")) != nil)
        }
        natives["KeyedDecodingContainer._member(_:_:_:_:_:)"] = { i, c in
            guard let node = try node(c) else { return .none }
            let key = try c.string("key")
            let keyType = try c.string("keyType")
            let ifPresent = try c.bool("ifPresent")
            var type = try requested(c)
            guard let member = node.member(key) else {
                if ifPresent { return .none }
                return i.decodingError(
                    .keyNotFound, type: nil, path: node.path,
                    debug: "No value associated with key \(keyType)(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").",
                    key: .key(key, owner: keyType))
            }
            if ifPresent {
                if case .null = member { return .none }
                if case .optional(let wrapped) = type { type = wrapped }
            }
            var decoder = JSONValueDecoder(interpreter: i, options: node.options)
            do {
                return .erased(try decoder.decode(member, as: type, path: node.path + [.key(key, owner: keyType)]), type)
            } catch let failure as JSONDecodingFailure {
                return i.decodingError(failure.kind, type: failure.type, path: failure.path, debug: failure.debug, key: failure.key)
            }
        }
        natives["KeyedDecodingContainer._nested(_:_:_:)"] = { i, c in
            guard let node = try node(c) else { return .none }
            let key = try c.string("key")
            let keyType = try c.string("keyType")
            guard let member = node.member(key) else {
                return i.decodingError(
                    .keyNotFound, type: nil, path: node.path,
                    debug: "No value associated with key \(keyType)(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").",
                    key: .key(key, owner: keyType))
            }
            let nested = JSONDecodingNode(json: member, path: node.path + [.key(key, owner: keyType)], options: node.options)
            if case .object = member { return .opaque(nested) }
            let decoder = JSONValueDecoder(interpreter: i, options: node.options)
            let failure = decoder.mismatch(decoder.keyedType, member, nested.path, spelled: "Dictionary<String, Any>")
            _ = decoder
            return i.decodingError(failure.kind, type: failure.type, path: failure.path, debug: failure.debug)
        }
        natives["_JSONSingleValueDecoding._isNull(_:)"] = { _, c in
            guard let node = try node(c), case .null = node.json else { return .bool(false) }
            return .bool(true)
        }
        // `_failure` decodes and gives the error, or nil; `_value` then gives the value (decoded again: one scalar).
        natives["_JSONSingleValueDecoding._failure(_:_:)"] = { i, c in
            guard let node = try node(c) else { return .none }
            var decoder = JSONValueDecoder(interpreter: i, options: node.options)
            do {
                _ = try decoder.decode(node.json, as: try requested(c), path: node.path)
                return .none
            } catch let failure as JSONDecodingFailure {
                return i.decodingError(failure.kind, type: failure.type, path: failure.path, debug: failure.debug, key: failure.key)
            }
        }
        natives["_JSONSingleValueDecoding._value(_:_:)"] = { i, c in
            guard let node = try node(c) else { return .none }
            var decoder = JSONValueDecoder(interpreter: i, options: node.options)
            let type = try requested(c)
            return (try? decoder.decode(node.json, as: type, path: node.path)) ?? .none
        }
        natives["KeyedEncodingContainer._write(_:_:_:)"] = { i, c in
            guard let output = try output(c) else { return .none }
            let key = try c.optionalString("key")
            let encoder = JSONValueEncoder(interpreter: i, options: output.options)
            let name = key.map { output.options.contains("snakeCaseKeys") ? snakeCased($0) : $0 }
            do {
                let document = try encoder.encode(
                    try c.arg("value"), path: output.path + (name.map { [.key($0, owner: "CodingKeys")] } ?? []))
                if let name { output.put(name, document) } else { output.single = document }
                return .none
            } catch let failure as JSONEncodingFailure {
                return i.encodingError(failure)
            }
        }
        natives["KeyedEncodingContainer._nested(_:_:)"] = { _, c in
            guard let output = try output(c) else { return .none }
            let key = try c.string("key")
            let name = output.options.contains("snakeCaseKeys") ? snakeCased(key) : key
            let nested = JSONEncodingOutput(path: output.path + [.key(name, owner: "CodingKeys")], options: output.options)
            output.put(name, nil, nested: nested)
            return .opaque(nested)
        }
    }

    /// Runs the learner's `init(from:)` with a decoder over `json`; an error it throws leaves through the decode.
    func decodeWithWrittenInitializer(
        _ initializer: FuncDecl, type: SType, json: JSONText, path: [JSONPathKey], options: Set<String>
    ) throws -> Value {
        guard let decl = world.types["_JSONDecoding"], let field = decl.properties(named: "_node")?.first?.fieldIndex else { return .none }
        let decoder = try allocate(decl)
        decoder.fields[field] = .opaque(JSONDecodingNode(json: json, path: path, options: options))
        return try construct(type, with: initializer, args: [.object(decoder)], bindings: [:], loc: callbackSite, caller: nil)
    }

    /// Runs the learner's `encode(to:)` with an encoder, and gives what it wrote.
    func encodeWithWrittenMethod(_ method: FuncDecl, value: Value, path: [JSONPathKey], options: Set<String>) throws -> JSONText {
        guard let decl = world.types["_JSONEncoding"], let field = decl.properties(named: "_output")?.first?.fieldIndex else {
            return .null
        }
        let output = JSONEncodingOutput(path: path, options: options)
        let encoder = try allocate(decl)
        encoder.fields[field] = .opaque(output)
        _ = try call(method, receiver: value, args: [.object(encoder)], bindings: [:], loc: callbackSite, caller: nil)
        return output.document
    }
}
