/// swiftc's words about labelled statements, `break`/`continue` targets and `defer`, labels in tuple
/// patterns, and `lazy` in value types (the rest of the statement messages are in `Diagnostics+Statements.swift`).
extension Diagnostics {
    static var unlabeledBreakOutsideLoopOrSwitch: Message {
        error("unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do")
    }
    /// `continue sw` naming a labelled `switch` or `if` (swiftc accepts it for a labelled `do`, which starts over).
    static func continueCannotTarget(_ statement: String) -> Message { error("'continue' cannot be used with \(statement) statements") }
    static func labelReused(_ name: String) -> Message { error("label '\(name)' cannot be reused on an inner statement") }
    static func labelPreviouslyDeclared(_ name: String) -> Message { note("'\(name)' previously declared here") }
    static func leavesDefer(_ keyword: String) -> Message { error("'\(keyword)' cannot transfer control out of a defer statement") }
    static var labelOnUnsupportedStatement: Message { error("labels are only valid on loops, if, and switch statements") }
}

/// swiftc's words about labels in tuple patterns.
extension Diagnostics {
    static func tuplePatternLabelMustBe(_ written: String, _ expected: String) -> Message {
        error("tuple pattern element label '\(written)' must be '\(expected)'")
    }
    static func cannotConvertToSpecifiedType(_ from: SType, _ to: SType) -> Message {
        error("cannot convert value of type \(quoted(from)) to specified type \(quoted(to))")
    }
    static func patternCannotMatch(_ type: SType) -> Message { error("pattern cannot match values of type \(quoted(type))") }
}

/// swiftc's words about `lazy` in value types.
extension Diagnostics {
    static var mutatingGetterOnImmutableSelf: Message { error("cannot use mutating getter on immutable value: 'self' is immutable") }
}

extension Diagnostics {
    static func mutatingGetterOnImmutableValue(_ type: SType) -> Message {
        error("cannot use mutating getter on immutable value of type \(quoted(type))")
    }
    static func mutatingGetterOnImmutableBecause(_ reason: String) -> Message {
        error("cannot use mutating getter on immutable value: \(reason)")
    }
}
