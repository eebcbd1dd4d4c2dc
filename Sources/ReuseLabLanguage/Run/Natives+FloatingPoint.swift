import Foundation

/// `Double`, `CGFloat` and `Float` (`PreludeLibrary/FloatingPoint.swift`): one `Value.double` at run time.
/// A `Float` is rounded to single precision wherever one is made, so `Float(0.1)` holds the double nearest
/// to the float nearest to 0.1 and prints `0.1`, as Swift's `Float` does.
extension Interpreter {
    func registerFloatingPointNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func single(_ x: Double) -> Value { .double(Double(Float(x))) }
        d("floatingPointConverted") { _, c in .double(try c.double("value")) }
        d("floatFromDouble") { _, c in single(try c.double("value")) }
        d("floatFromInt") { _, c in single(Double(try c.int("value"))) }
        d("floatFromString") { _, c in Float(try c.string("text")).map { .double(Double($0)) } ?? .none }
        d("get Double.pi", "get CGFloat.pi") { _, _ in .double(Double.pi) }
        d("sqrt(_:)") { _, c in .double(Foundation.sqrt(try c.double("x"))) }
        d("pow(_:_:)") { _, c in .double(Foundation.pow(try c.double("x"), try c.double("y"))) }
        d("sin(_:)") { _, c in .double(Foundation.sin(try c.double("x"))) }
        d("cos(_:)") { _, c in .double(Foundation.cos(try c.double("x"))) }
        d("floor(_:)") { _, c in .double(Foundation.floor(try c.double("x"))) }
        d("ceil(_:)") { _, c in .double(Foundation.ceil(try c.double("x"))) }
        d("get Float.pi") { _, _ in single(Double(Float.pi)) }
        d("get Double.zero", "get CGFloat.zero", "get Float.zero") { _, _ in .double(0) }
        d("get Double.infinity", "get CGFloat.infinity", "get Float.infinity") { _, _ in .double(Double.infinity) }
        d("get Double.nan", "get CGFloat.nan", "get Float.nan") { _, _ in .double(Double.nan) }
        d("get Double.greatestFiniteMagnitude", "get CGFloat.greatestFiniteMagnitude") { _, _ in .double(Double.greatestFiniteMagnitude) }
        d("get Double.leastNonzeroMagnitude", "get CGFloat.leastNonzeroMagnitude") { _, _ in .double(Double.leastNonzeroMagnitude) }
        d("get Double.leastNormalMagnitude", "get CGFloat.leastNormalMagnitude") { _, _ in .double(Double.leastNormalMagnitude) }
        d("get Float.greatestFiniteMagnitude") { _, _ in .double(Double(Float.greatestFiniteMagnitude)) }
        d("get Float.leastNonzeroMagnitude") { _, _ in .double(Double(Float.leastNonzeroMagnitude)) }
        d("get Float.leastNormalMagnitude") { _, _ in .double(Double(Float.leastNormalMagnitude)) }
        d("Double.squareRoot()", "CGFloat.squareRoot()") { _, c in .double((try c.receiver.checkedDouble()).squareRoot()) }
        d("Float.squareRoot()") { _, c in single(Double(Float((try c.receiver.checkedDouble())).squareRoot())) }
        d("Float.truncatingRemainder(dividingBy:)") { _, c in
            single(Double(Float((try c.receiver.checkedDouble())).truncatingRemainder(dividingBy: Float(try c.double("other")))))
        }
        d("get Float.description") { _, c in .string(String(Float((try c.receiver.checkedDouble())))) }
        d("floatingPointMin") { _, c in .double(Swift.min(try c.double("a"), try c.double("b"))) }
        d("floatingPointMax") { _, c in .double(Swift.max(try c.double("a"), try c.double("b"))) }
        d("floatingPointAbs") { _, c in .double(Swift.abs(try c.double("a"))) }
    }
}

extension Value {
    /// A `Float`'s value after an operation: the double rounded to the nearest single-precision number.
    var singlePrecision: Value {
        if case .double(let d) = self { return .double(Double(Float(d))) }
        return self
    }
}
