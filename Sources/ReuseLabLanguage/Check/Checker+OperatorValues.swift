import SwiftSyntax

/// An operator named as a function value: `reduce(0, +)`, `sorted(by: <)`. Its operand types come from the
/// function type the context expects, and it becomes the closure `{ $0 op $1 }`.
extension Checker {
    func checkOperatorReference(_ op: String, _ ref: DeclReferenceExprSyntax, expected: SType?) -> Expr {
        let l = loc(ref)
        guard let binop = BinaryOp(rawValue: op), let expected, case .function(let expectedParams, _) = expected else {
            error(Diagnostics.ambiguousOperator(op), at: ref)
            return errorExpr(ref)
        }
        // `zip(a, b).map(*)`: where a function of one pair is expected, the operator takes the pair's two values.
        let takesPair: Bool
        let params: [SType]
        switch expectedParams {
        case let two where two.count == 2:
            (takesPair, params) = (false, two)
        case let one where one.count == 1:
            guard case .tuple(let elements, _) = one[0], elements.count == 2 else { fallthrough }
            (takesPair, params) = (true, elements)
        default:
            error(Diagnostics.ambiguousOperator(op), at: ref)
            return errorExpr(ref)
        }
        let resultType: SType
        switch binop {
        case .add, .subtract, .multiply, .divide, .remainder:
            resultType = arithmeticResult(binop, params[0], params[1], node: ref)
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            guard comparable(params[0], params[1], equality: binop == .equal || binop == .notEqual) else {
                error(Diagnostics.binaryOperatorOperandsMismatch(op, params[0], params[1]), at: ref)
                return errorExpr(ref)
            }
            resultType = world.bool
        case .identical, .notIdentical:
            resultType = world.bool
        }
        if resultType.isError { return errorExpr(ref) }
        let operands: [Expr]
        if takesPair {
            let pair = Expr(.variable(.local(hops: 0, index: 0)), expectedParams[0], l)
            operands = params.indices.map { Expr(.tupleElement(pair, $0), params[$0], l) }
        } else {
            operands = params.indices.map { Expr(.variable(.local(hops: 0, index: $0)), params[$0], l) }
        }
        let body = Expr(.binary(binop, operands[0], operands[1]), resultType, l)
        let closure = Closure(
            paramCount: expectedParams.count, body: [Stmt(.ret(body), l)], frameSize: expectedParams.count, isSingleExpression: true)
        return Expr(.closure(closure), .function(expectedParams, resultType), l)
    }
}
