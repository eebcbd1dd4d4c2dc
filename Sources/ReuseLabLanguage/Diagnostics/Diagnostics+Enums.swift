/// Enums: raw values, `indirect`, and `case` outside an enum.
extension Diagnostics {
    static func recursiveEnumNotIndirect(_ name: String) -> Message {
        error("recursive enum '\(name)' is not marked 'indirect'")
    }

    static let enumCaseOutsideEnum = error("enum 'case' is not allowed outside of an enum")

    static let rawValueWithoutRawType = error("enum case cannot have a raw value if the enum does not have a raw type")

    static let rawValueNotLiteral = error("raw value for enum case must be a literal")

    static let rawValueNotUnique = error("raw value for enum case is not unique")
    static let rawValuePreviouslyUsed = note("raw value previously used here")
    static let rawValueAutoIncrementedFromHere = note("raw value auto-incremented from here")
    static let rawValueAutoIncrementedFromZero = note("raw value implicitly auto-incremented from zero")
}
