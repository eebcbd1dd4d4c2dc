/// `@autoclosure` parameters (`assert`, `precondition`, the learner's own): the checker wraps each
/// argument in `.autoclosure`, evaluated in the caller's frame only when the callee calls it.
extension Interpreter {
    /// An `@autoclosure` argument's value: the function is called; a default value (written as the plain
    /// value in the declaration) is already the value.
    func autoclosureValue(_ v: Value, loc: SourceLoc) throws -> Value {
        if case .function = v { return try callValue(v, [], loc: loc) }
        return v
    }
}
