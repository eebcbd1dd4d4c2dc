import Foundation

/// `Double`, `CGFloat` and `Float` (`PreludeLibrary/FloatingPoint.swift`): one `Value.double` at run time.
/// A `Float` is rounded to single precision wherever one is made, so `Float(0.1)` holds the double nearest
/// to the float nearest to 0.1 and prints `0.1`, as Swift's `Float` does.
extension Interpreter {
    func registerFloatingPointNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        func single(_ x: Double) -> Value { .double(Double(Float(x))) }
        d("floatingPointConverted") { _, c in .double(try c.double("value")) }
        d("floatFromDouble") { _, c in single(try c.double("value")) }
        d("floatFromInt") { _, c in single(Double(try c.int("value"))) }
        d("floatFromString") { _, c in Float(try c.string("text")).map { .double(Double($0)) } ?? .none }
        d("get floatingPointPi") { _, _ in .double(Double.pi) }
        d("get floatPi") { _, _ in single(Double(Float.pi)) }
        d("get floatingPointZero") { _, _ in .double(0) }
        d("get floatingPointInfinity") { _, _ in .double(Double.infinity) }
        d("floatingPointSquareRoot") { _, c in .double((try c.receiver.checkedDouble()).squareRoot()) }
        d("floatSquareRoot") { _, c in single(Double(Float((try c.receiver.checkedDouble())).squareRoot())) }
        d("floatTruncatingRemainder") { _, c in
            single(Double(Float((try c.receiver.checkedDouble())).truncatingRemainder(dividingBy: Float(try c.double("other")))))
        }
        d("get floatDescription") { _, c in .string(String(Float((try c.receiver.checkedDouble())))) }
        d("floatingPointMin") { _, c in .double(Swift.min(try c.double("a"), try c.double("b"))) }
        d("floatingPointMax") { _, c in .double(Swift.max(try c.double("a"), try c.double("b"))) }
        d("floatingPointAbs") { _, c in .double(Swift.abs(try c.double("a"))) }
    }
}
