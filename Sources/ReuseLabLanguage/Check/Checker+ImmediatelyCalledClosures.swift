import SwiftSyntax

/// `{ … }()`: a closure called where it is written (`lazy var label: UILabel = { … }()`,
/// `Int(text) ?? { throw ParseError.empty(text) }()`). As in swiftc, its result takes the type the context
/// expects, and it may throw: the error leaves through the call, which then needs `try` like any throwing call.
extension Checker {
    func checkImmediatelyCalledClosure(_ closure: ClosureExprSyntax, call: FunctionCallExprSyntax, expected: SType?) -> Expr {
        let result = expected.flatMap { e -> SType? in e.isError || e.containsParams ? nil : e }
        context.closureMayThrow = true
        let value = checkClosure(closure, expected: result.map { .function([], $0) })
        let made = callValue(value, args: [], call: call)
        if case .closure(let c) = value.kind, c.isThrowing { requireTry(forThrowingCallAt: call) }
        return made
    }
}
