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
        d("get Float.pi") { _, _ in single(Double(Float.pi)) }
        d("get Double.zero", "get CGFloat.zero", "get Float.zero") { _, _ in .double(0) }
        d("get Double.infinity", "get CGFloat.infinity", "get Float.infinity") { _, _ in .double(Double.infinity) }
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
