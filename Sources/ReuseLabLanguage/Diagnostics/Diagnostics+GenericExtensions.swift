/// Generic code: constrained extensions whose requirements a type does not meet (swiftc's words), and
/// ReuseLab's own boundary around what its generics do not cover yet.
extension Diagnostics {
    /// `referencing instance method 'count(of:)' on 'Array'` or `property 'titles'`: how swiftc opens the message.
    static func extensionRequirementConform(_ member: String, _ type: SType, _ proto: String) -> Message {
        error("\(member) requires that \(quoted(type)) conform to '\(proto)'")
    }

    static func extensionRequirementInherit(_ member: String, _ type: SType, _ bound: SType) -> Message {
        error("\(member) requires that \(quoted(type)) inherit from \(quoted(bound))")
    }

    static func extensionRequirementSameType(_ member: String, _ type: SType, _ fixed: SType) -> Message {
        extensionRequirementSameTypeSpelled(member, quoted(type), fixed)
    }

    /// `'Scores.Item' (aka 'Int')`: a conformer's associated type, named as its type alias spells it.
    static func extensionRequirementSameTypeSpelled(_ member: String, _ type: String, _ fixed: SType) -> Message {
        error("\(member) requires the types \(type) and \(quoted(fixed)) be equivalent")
    }

    /// ReuseLab declares `extension Sequence`/`Collection` members on arrays only.
    static func collectionExtensionOnType(_ protocolName: String, _ type: SType) -> Message {
        error("'extension \(protocolName)' members on '\(type.description)' are not supported in ReuseLab yet")
    }
}

/// Generic type aliases (`typealias Handler<T> = (T) -> Void`).
extension Diagnostics {
    static func genericTypealiasArgumentCount(_ name: String, got: Int, expected: Int) -> Message {
        error(
            "generic type '\(name)' specialized with too \(got > expected ? "many" : "few") type parameters (got \(got), but expected \(expected))"
        )
    }

    static func genericTypealiasDeclaredHere(_ name: String) -> Message {
        note("generic type alias '\(name)' declared here")
    }

    static func genericTypealiasConform(_ name: String, _ type: SType, _ proto: String) -> Message {
        error("type \(quoted(type)) does not conform to protocol '\(proto)'")
    }

    static func genericTypealiasInherit(_ name: String, _ type: SType, _ bound: SType) -> Message {
        error("'\(name)' requires that \(quoted(type)) inherit from \(quoted(bound))")
    }

    /// `let p: Pair = (1, 2)`: swiftc infers the alias's arguments; ReuseLab does not yet.
    static func genericTypealiasWithoutArguments(_ name: String) -> Message {
        error("generic type alias '\(name)' without its arguments is not supported in ReuseLab yet")
    }
}

/// Key paths as values.
extension Diagnostics {
    /// A key path literal with no root type and no context giving one.
    static var keyPathValueUnsupported: Message { error("'key paths as values' is not supported in ReuseLab yet") }

    static func keyPathArgumentNotKeyPath(_ type: SType) -> Message {
        error("cannot convert value of type \(quoted(type)) to expected argument type 'KeyPath'")
    }

    static func keyPathRootMismatch(_ keyPath: SType, _ base: SType) -> Message {
        error("key path of type \(quoted(keyPath)) cannot be applied to a base of type \(quoted(base))")
    }

    static func keyPathReadOnly(_ written: String) -> Message {
        error("cannot assign through subscript: '\(written)' is a read-only key path")
    }
}

/// Generic subscripts (`subscript<T>(key: String) -> T?`).
extension Diagnostics {
    static var genericSubscriptUnsupported: Message { error("'subscript' with generic parameters is not supported in ReuseLab yet") }
}

/// Pieces of swiftc's messages that name a declaration or a type the way it quotes them.
extension Diagnostics {
    /// `referencing instance method 'f()' on 'Array'`: how swiftc opens a message about a constrained member.
    static func referencingMember(_ kind: String, _ name: String, on extended: String?) -> String {
        "referencing \(kind) '\(name)'" + (extended.map { " on '\($0)'" } ?? "")
    }
    /// `property 'titles'`, `instance method 'f()'`.
    static func describedDeclaration(_ kind: String, _ name: String) -> String { "\(kind) '\(name)'" }
    /// `'NibReusable'`, or `'Cell' (aka 'A & B')` when the alias stands for something else.
    static func quotedAlias(_ written: String, meaning: String?) -> String {
        "'\(written)'" + (meaning.map { " (aka '\($0)')" } ?? "")
    }
    /// An argument label in `missing argument for parameter 'x' in call`.
    static func quotedLabel(_ label: String) -> String { "'\(label)'" }
}
