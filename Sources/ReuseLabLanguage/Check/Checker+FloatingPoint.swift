/// `Double`, `CGFloat` and `Float` as swiftc sees them: three types, a number literal taking whichever its
/// context or the other operand names (`let y: CGFloat = 30 * 44`, `1.5 * width`), and the one implicit
/// conversion Swift 5.5 added, between `CGFloat` and `Double` (`TypeWorld.isCGFloatDoubleConversion`): a
/// `Double` passed, assigned or returned where a `CGFloat` is expected and back, and a mixed `c * d` computed
/// as a `Double`. A `Float` never converts implicitly. At run time all three are `Value.double`; a `Float`
/// is rounded to single precision where it is made, so that it prints as Swift prints it.
extension Checker {
    /// The floating-point type a number literal should become here, if the context names one.
    func expectedFloatingPoint(_ expected: SType?) -> NominalDecl? {
        guard case .nominal(let d, _)? = expected?.unwrappedFully, world.isFloatingPoint(d) else { return nil }
        return d
    }

    /// A number literal made a value of the floating-point type `d`.
    func floatingLiteral(_ value: Double, as d: NominalDecl, at loc: SourceLoc) -> Expr {
        Expr(.doubleLiteral(d === world.floatType ? Double(Float(value)) : value), .nominal(d, []), loc)
    }

    /// A literal operand takes the other operand's floating-point type: `2 * width`, `1.5 * height` with
    /// `height: CGFloat` (swiftc types the literal, not a conversion).
    func numberLiteral(_ e: Expr, adopting other: SType) -> Expr {
        guard case .nominal(let d, _) = other, world.isFloatingPoint(d), !world.sameType(e.type, other) else { return e }
        switch e.kind {
        case .intLiteral(let v): return floatingLiteral(Double(v), as: d, at: e.loc)
        case .doubleLiteral(let v): return floatingLiteral(v, as: d, at: e.loc)
        default: return e
        }
    }

    /// `CGFloat?` given for `Double?`: the payload would convert, but not inside an optional, so swiftc does not
    /// suggest unwrapping.
    func isBridgedOptional(_ payload: SType, _ to: SType) -> Bool {
        guard let target = to.optionalPayload else { return false }
        return world.isCGFloatDoubleConversion(payload, target)
    }

    /// The result of `a op b` for two floating-point operands: their type when they agree, `Double` when one
    /// is a `CGFloat` and the other a `Double`; nil otherwise.
    func floatingPointArithmeticResult(_ a: SType, _ b: SType) -> SType? {
        guard case .nominal(let x, _) = a, case .nominal(let y, _) = b, world.isFloatingPoint(x), world.isFloatingPoint(y)
        else { return nil }
        if x === y { return a }
        return world.isCGFloatDoubleConversion(a, b) ? world.double : nil
    }
}
