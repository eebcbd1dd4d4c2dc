/// Generic parameters and their requirements (swiftc's `type_does_not_conform_*`, `unbound_generic_parameter`,
/// `cannot_specialize_non_generic_type`).
extension Diagnostics {
    /// Under "generic parameter 'T' could not be inferred", at the called function's name.
    static func inCallToFunction(_ name: String) -> Message { note("in call to function '\(name)'") }

    static func constrainedToNonProtocol(_ name: String, _ type: String) -> Message {
        error("type '\(name)' constrained to non-protocol, non-class type '\(type)'")
    }

    static var wrappedCouldNotBeInferred: Message { error("generic parameter 'Wrapped' could not be inferred") }

    static func genericParameterNotInferred(_ name: String) -> Message {
        error("generic parameter '\(name)' could not be inferred")
    }

    static func requiresConformance(_ kindDescription: String, _ name: String, _ type: SType, _ name2: String) -> Message {
        error("\(kindDescription) '\(name)' requires that \(quoted(type)) conform to '\(name2)'")
    }

    static func requiresInheritance(_ kind: String, _ name: String, _ type: SType, _ superclass: SType) -> Message {
        error("\(kind) '\(name)' requires that \(quoted(type)) inherit from \(quoted(superclass))")
    }

    static func nonProtocolInComposition(_ type: String) -> Message {
        error("non-protocol, non-class type '\(type)' cannot be used within a protocol-constrained type")
    }

    static func cannotSpecializeNonGeneric(_ name: String) -> Message {
        error("cannot specialize non-generic type '\(name)'")
    }

    static func wrongGenericArgumentCount(_ name: String, got: Int, expected: Int) -> Message {
        error(
            "generic type '\(name)' specialized with too \(got > expected ? "many" : "few") type parameters (got \(got), but expected \(expected))"
        )
    }
}

extension Diagnostics {
    static func dictionaryKeyNotHashable(_ name: String) -> Message {
        error("generic struct 'Dictionary' requires that '\(name)' conform to 'Hashable'")
            .withLibraryNote(whereParameterIs("Key", "'\(name)'"), at: "Swift.Dictionary")
    }
}

extension Diagnostics {
    /// `any P<Int>` of a protocol declared without `<…>` after its name.
    static func noPrimaryAssociatedTypes(_ name: String) -> Message {
        error("protocol '\(name)' does not have primary associated types that can be constrained")
    }
}
