/// Values of the wrong type and literals without one (swiftc's `cannot_convert_*`, `unresolved_nil_literal`,
/// collection literals, integer overflow, `!` and `?` on non-optionals).
extension Diagnostics {
    static var nilRequiresContextualType: Message { error("'nil' requires a contextual type") }

    static func cannotConvertToTuplePattern(_ type: SType, _ holes: String) -> Message {
        error("cannot convert value of type \(quoted(type)) to specified type '(\(holes))'")
    }

    /// `if let (a, b) = optionalValue` whose value holds no tuple of that length.
    static func cannotAssignToOptionalTuplePattern(_ type: SType, _ holes: String) -> Message {
        error("cannot assign value of type \(quoted(type)) to type 'Optional<(\(holes))>'")
    }

    /// Under `cannotAssignToOptionalTuplePattern`: what the optional holds against the pattern's tuple.
    static func optionalPayloadsMustBeEqual(_ wrapped: SType, _ holes: String) -> Message {
        note("arguments to generic parameter 'Wrapped' (\(quoted(wrapped)) and '(\(holes))') are expected to be equal")
    }

    static func cannotConvertClosureResult(_ type: SType, _ expected: SType) -> Message {
        error("cannot convert value of type \(quoted(type)) to closure result type \(quoted(expected))")
    }

    static func integerLiteralOverflows(_ literal: String) -> Message {
        error("integer literal '\(literal)' overflows when stored into 'Int'")
    }

    static func forceUnwrapOfNonOptional(_ type: SType) -> Message {
        error("cannot force unwrap value of non-optional type \(quoted(type))")
    }

    static func optionalChainingOnNonOptional(_ type: SType) -> Message {
        error("cannot use optional chaining on non-optional value of type \(quoted(type))")
    }

    static func ternaryResultsMismatch(_ type: String, _ type2: String) -> Message {
        error("result values in '? :' expression have mismatching types '\(type)' and '\(type2)'")
    }

    static var heterogeneousCollectionLiteral: Message {
        error(
            "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional")
    }

    static var emptyCollectionLiteral: Message { error("empty collection literal requires an explicit type") }

    static func cannotConvertElement(_ type: SType, _ elementType: SType) -> Message {
        error("cannot convert value of type \(quoted(type)) to expected element type \(quoted(elementType))")
    }

    static func memberChainResultMismatch(_ name: String, _ type: SType, _ type2: SType, _ chainType: SType) -> Message {
        error("member '\(name)' in \(quoted(type)) produces result of type \(quoted(type2)), but context expects \(quoted(chainType))")
    }

    static func intRawValueMismatch(_ rawType: String) -> Message {
        error("cannot convert value of type 'Int' to raw type '\(rawType)'")
    }

    static func stringRawValueMismatch(_ rawType: String) -> Message {
        error("cannot convert value of type 'String' to raw type '\(rawType)'")
    }
}

/// A value that does not fit its context's type (swiftc's `cannot_convert_initializer_value`,
/// `cannot_convert_argument_value_nil`, `optional_not_unwrapped`, `no_candidates_match_result_type`).
extension Diagnostics {
    static func nilNotCompatible(_ type: SType) -> Message {
        error("'nil' is not compatible with expected type \(quoted(type))")
    }
    static func nilNotCompatibleWithArgument(_ type: SType) -> Message {
        error("'nil' is not compatible with expected argument type \(quoted(type))")
    }
    static func optionalNotUnwrapped(_ type: SType, _ wrapped: SType) -> Message {
        error(
            "value of optional type \(quoted(type)) must be unwrapped to a value of type \(quoted(wrapped))",
            notesHere: [
                NoteHere(note: coalesceOptional, fixIt: FixIt(change: .insert(" ?? <#default value#>"))),
                NoteHere(note: forceUnwrapOptional, fixIt: FixIt(change: .insert("!"))),
            ])
    }
    static var coalesceOptional: Message { note("coalesce using '??' to provide a default when the optional value contains 'nil'") }
    static var forceUnwrapOptional: Message { note("force-unwrap using '!' to abort execution if the optional value contains 'nil'") }
    static func cannotConvertToSpecified(_ from: SType, _ to: SType) -> Message {
        error("cannot convert value of type \(quoted(from)) to specified type \(quoted(to))")
    }
    static func cannotConvertArgumentType(_ from: SType, _ to: SType) -> Message {
        error("cannot convert value of type \(quoted(from)) to expected argument type \(quoted(to))")
    }
    static func noCandidatesProduceResult(_ name: String, _ type: String) -> Message {
        error("no '\(name)' candidates produce the expected contextual result type '\(type)'")
    }
}
