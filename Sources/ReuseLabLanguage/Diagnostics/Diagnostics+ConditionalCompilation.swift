/// `#if` conditions swiftc rejects (`unsupported_platform_condition_*`, `invalid_conditional_compilation_*`).
extension Diagnostics {
    static func integerCondition(_ text: String) -> Message {
        error("'\(text)' is not a valid conditional compilation expression, use '\(text == "0" ? "false" : "true")'")
    }
    static var expectedLogicalOperator: Message { error("expected '&&' or '||' expression") }
    static var invalidConditionalCompilation: Message { error("invalid conditional compilation expression") }
    /// `os()`, `canImport()`: what the condition `name` lacks, in swiftc's words.
    static func conditionRequires(_ name: String, _ what: ConditionArgument) -> Message {
        error("'\(name)' requires \(what.rawValue)")
    }
    enum ConditionArgument: String {
        case operatingSystem = "a single unlabeled argument for the operating system"
        case architecture = "a single unlabeled argument for the architecture"
        case environment = "a single unlabeled argument for the environment"
        case moduleName = "a module name"
        case versionComparison = "a single unlabeled argument for the version comparison (>= or <= a version)"
    }
    static func invalidVersion(_ name: String, _ version: String) -> Message {
        error("'\(name)' version check has invalid version '\(version)'")
    }
}
