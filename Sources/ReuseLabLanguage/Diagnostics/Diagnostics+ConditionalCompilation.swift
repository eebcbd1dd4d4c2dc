/// `#if` conditions swiftc rejects (`unsupported_platform_condition_*`, `invalid_conditional_compilation_*`).
extension Diagnostics {
    static func integerCondition(_ text: String) -> Message {
        error("'\(text)' is not a valid conditional compilation expression, use '\(text == "0" ? "false" : "true")'")
    }
    static var expectedLogicalOperator: Message { error("expected '&&' or '||' expression") }
    static var invalidConditionalCompilation: Message { error("invalid conditional compilation expression") }
    /// `what` is swiftc's: `a single unlabeled argument for the version comparison (>= or <= X.Y)` and the like.
    static func conditionRequires(_ name: String, _ what: String) -> Message {
        error("'\(name)' requires \(what)")
    }
    static func invalidVersion(_ name: String, _ version: String) -> Message {
        error("'\(name)' version check has invalid version '\(version)'")
    }
}
