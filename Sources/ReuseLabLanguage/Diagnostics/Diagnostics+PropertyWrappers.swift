/// Property wrappers: swiftc's words for a wrapper used wrongly, and what ReuseLab does not run yet.
extension Diagnostics {
    static func propertyWrapperWithoutWrappedValue(_ wrapper: String) -> Message {
        var message = error("property wrapper type '\(wrapper)' does not contain a non-static property named 'wrappedValue'")
        message.group = "PropertyWrappers"
        return message
    }

    /// `@Upper var name` where `Upper` is a plain struct, without `@propertyWrapper`.
    static func typeCannotBeAttribute(_ kind: String, _ name: String) -> Message {
        error("\(kind) '\(name)' cannot be used as an attribute")
    }

    static var propertyWrapperOnLet: Message { error("property wrapper can only be applied to a 'var'") }

    /// `@Clamped var brightness = 4` at the top level of a script.
    static var propertyWrapperInTopLevelCode: Message { error("property wrappers are not yet supported in top-level code") }

    static var propertyWrapperOnComputed: Message { error("property wrapper cannot be applied to a computed property") }

    /// `@Clampd var volume = 3`: no type of that name (a misspelling, or a module's wrapper without its `import`).
    static func unknownAttribute(_ name: String) -> Message { error("unknown attribute '\(name)'") }

    /// `@Box var a = 1, b = 2`, `@Box var (a, b) = (1, 2)`.
    static var propertyWrapperOnSeveralVariables: Message { error("property wrapper can only apply to a single variable") }

    /// `@Clamped var volume: Int` given its value by an initializer: Swift makes the wrapper from the first assignment.
    static func propertyWrapperWithoutInitialValueUnsupported(_ wrapper: String) -> Message {
        error("property wrapper '@\(wrapper)' without an initial value is not supported in ReuseLab yet")
    }
}

/// `@Clamped lazy var volume = 3`, `@Box weak var cell: Cell?`: swiftc's words, at the variable's name.
extension Diagnostics {
    static func propertyWrapperCannotAlsoBe(_ name: String, _ modifier: String) -> Message {
        error("property '\(name)' with a wrapper cannot also be \(modifier)")
    }
}

/// `@Uppercased @Trimmed var name`, where `Uppercased.wrappedValue` is a `String` rather than generic.
extension Diagnostics {
    static func composedWrapperMismatch(_ inner: SType, _ outer: String, _ wrapped: SType) -> Message {
        error("composed wrapper type \(quoted(inner)) does not match type of '\(outer).wrappedValue', which is \(quoted(wrapped))")
    }
}
