/// Statements and patterns: `guard`, `break`/`continue` and labels, `for`-`in`, `if let`, `switch`.
extension Diagnostics {
    static var typeAnnotationMissing: Message { error("type annotation missing in pattern") }

    static func optionalPatternOnNonOptional(_ type: SType) -> Message {
        error("'?' pattern cannot match values of type \(quoted(type))")
    }

    static var breakOutsideLoop: Message { error("'break' is only allowed inside a loop, if, do, or switch") }

    static var continueOutsideLoop: Message { error("'continue' is only allowed inside a loop") }

    static func conditionalBindingNeedsOptional(_ type: SType) -> Message {
        error("initializer for conditional binding must have Optional type, not \(quoted(type))")
    }

    static func forInNeedsSequence(_ sequence: SType) -> Message {
        error("for-in loop requires \(quoted(sequence)) to conform to 'Sequence'")
    }
    static func sequenceElementMismatch(_ element: SType, _ annotated: SType) -> Message {
        error("cannot convert sequence element type \(quoted(element)) to expected type \(quoted(annotated))")
    }

    static func emptySwitchCase(isDefault: Bool) -> Message {
        error("'\(isDefault ? "default" : "case")' label in a 'switch' must have at least one executable statement")
    }

    static var switchNotExhaustive: Message { error("switch must be exhaustive") }

    static func tuplePatternWrongLength(_ elements: String) -> Message {
        error("tuple pattern has the wrong length for tuple type '(\(elements))'")
    }

    static func expressionPatternMismatch(_ type: SType, _ type2: SType) -> Message {
        error("expression pattern of type \(quoted(type)) cannot match values of type \(quoted(type2))")
    }
}

/// Leaving a `defer`, and tuple patterns that do not fit (swiftc's `jump_out_of_defer`, `tuple_pattern_*`).
extension Diagnostics {
    static func jumpOutOfDefer(_ keyword: String) -> Message {
        error("'\(keyword)' cannot transfer control out of a defer statement")
    }
    static func loopPatternMismatch(_ type: SType) -> Message {
        error("pattern cannot match values of type \(quoted(type))")
    }
    static func tuplePatternLength(_ type: SType) -> Message {
        error("tuple pattern has the wrong length for tuple type \(quoted(type))")
    }
    static func loopTuplePatternOnNonTuple(_ type: SType) -> Message {
        error("tuple pattern cannot match values of non-tuple type \(quoted(type))")
    }
    static func tuplePatternOnNonTuple(_ type: SType) -> Message {
        error("tuple pattern cannot match values of the non-tuple type \(quoted(type))")
    }
}
