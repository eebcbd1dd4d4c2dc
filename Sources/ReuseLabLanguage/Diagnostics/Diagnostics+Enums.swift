/// Enums: raw values, `indirect`, and `case` outside an enum.
extension Diagnostics {
    static func recursiveEnumNotIndirect(_ name: String) -> Message {
        error("recursive enum '\(name)' is not marked 'indirect'")
    }

    static var enumCaseOutsideEnum: Message { error("enum 'case' is not allowed outside of an enum") }

    static var rawValueWithoutRawType: Message { error("enum case cannot have a raw value if the enum does not have a raw type") }

    static var rawValueNotLiteral: Message { error("raw value for enum case must be a literal") }

    static var rawValueNotUnique: Message { error("raw value for enum case is not unique") }
    static var rawValuePreviouslyUsed: Message { note("raw value previously used here") }
    static var rawValueAutoIncrementedFromHere: Message { note("raw value auto-incremented from here") }
    static var rawValueAutoIncrementedFromZero: Message { note("raw value implicitly auto-incremented from zero") }
}
