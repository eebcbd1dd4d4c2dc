/// `if` and `switch` used as expressions (swiftc's `if_expr_*`, `single_value_stmt_*`).
extension Diagnostics {
    static func branchesMismatch(_ a: SType, _ b: SType) -> Message {
        error("branches have mismatching types \(quoted(a)) and \(quoted(b))")
    }
    static func emptyBranch(_ keyword: String) -> Message {
        error("expected expression in branch of '\(keyword)' expression")
    }
    static var ifExpressionNeedsElse: Message { error("'if' must have an unconditional 'else' to be used as expression") }
    static func nonExpressionBranch(_ keyword: String) -> Message {
        error(
            "non-expression branch of '\(keyword)' expression may only end with a 'throw'"
                + (keyword == "switch" ? " or 'fallthrough'" : ""))
    }
}
