/// swiftc's words about statements: labels, `break`/`continue`, `defer`, and ReuseLab's boundary for the
/// statement forms it does not run yet.
extension Diagnostics {
    static func cannotFindLabel(_ name: String) -> Message { error("cannot find label '\(name)' in scope") }
    static let unlabeledBreakOutsideLoopOrSwitch =
        error("unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do")
    static let breakOutsideStatement = error("'break' is only allowed inside a loop, if, do, or switch")
    static let continueOutsideLoop = error("'continue' is only allowed inside a loop")
    /// `continue sw` naming a labelled `switch` or `if` (swiftc accepts it for a labelled `do`, which starts over).
    static func continueCannotTarget(_ statement: String) -> Message { error("'continue' cannot be used with \(statement) statements") }
    static func labelReused(_ name: String) -> Message { error("label '\(name)' cannot be reused on an inner statement") }
    static func labelPreviouslyDeclared(_ name: String) -> Message { note("'\(name)' previously declared here") }
    static func leavesDefer(_ keyword: String) -> Message { error("'\(keyword)' cannot transfer control out of a defer statement") }
    static let labelOnUnsupportedStatement = error("labels are only valid on loops, if, and switch statements")
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
    static func cannotAssignValue(_ from: SType, to: SType) -> Message {
        error("cannot assign value of type \(quoted(from)) to type \(quoted(to))")
    }
}

/// swiftc's words about `lazy` in value types.
extension Diagnostics {
    static let mutatingGetterOnImmutableSelf = error("cannot use mutating getter on immutable value: 'self' is immutable")
}
