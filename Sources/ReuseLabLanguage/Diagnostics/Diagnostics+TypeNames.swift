/// A type's name where a value is expected, and coercions between types (swiftc's `expected_member_name`,
/// `cannot_coerce`, with their notes).
extension Diagnostics {
    static var typeNameNotAValue: Message { error("expected member name or initializer call after type name") }
    static var addArgumentsToConstruct: Message { note("add arguments after the type to construct a value of the type") }
    static var useDotSelf: Message { note("use '.self' to reference the type object") }

    static func notConvertibleByCoercion(_ from: SType, _ to: SType) -> Message {
        error("\(quoted(from)) is not convertible to \(quoted(to))")
    }
    static var useForcedDowncast: Message { note("did you mean to use 'as!' to force downcast?") }

    static func cannotCoerce(_ from: SType, _ to: SType) -> Message {
        error("cannot convert value of type \(quoted(from)) to type \(quoted(to)) in coercion")
    }
}
