// ReuseLab prelude: Double, CGFloat and Float, three types as swiftc sees them (a CGFloat converts to and from
// a Double implicitly, a Float never). All three are doubles at run time; a Float is rounded to single
// precision where it is made. Natives in Run/Natives+FloatingPoint.swift.

extension Double {
    // `@_native("key")` in this file: overloads of one Swift name (`init(_:)`, `min`, `max`, `abs`) with different
    // natives, or one native shared across Double, CGFloat and Float.
    @_native("floatingPointConverted") public init(_ value: Double)
    @_native("floatingPointConverted") public init(_ value: CGFloat)
    @_native("floatingPointConverted") public init(_ value: Float)
    @_native public static var pi: Double { get }
    @_native public static var zero: Double { get }
    @_native public static var infinity: Double { get }
    @_native public static var nan: Double { get }
    @_native public static var greatestFiniteMagnitude: Double { get }
    @_native public static var leastNonzeroMagnitude: Double { get }
    @_native public static var leastNormalMagnitude: Double { get }
    @_native public func squareRoot() -> Double
}

extension CGFloat {
    @_native("doubleFromInt") public init(_ value: Int)
    @_native("floatingPointConverted") public init(_ value: Double)
    @_native("floatingPointConverted") public init(_ value: CGFloat)
    @_native("floatingPointConverted") public init(_ value: Float)
    @_native public static var pi: CGFloat { get }
    @_native public static var zero: CGFloat { get }
    @_native public static var infinity: CGFloat { get }
    @_native public static var nan: CGFloat { get }
    @_native public static var greatestFiniteMagnitude: CGFloat { get }
    @_native public static var leastNonzeroMagnitude: CGFloat { get }
    @_native public static var leastNormalMagnitude: CGFloat { get }
    @_native public var isNaN: Bool { get }
    @_native public var isFinite: Bool { get }
    @_native public var isInfinite: Bool { get }
    @_native public func rounded() -> CGFloat
    @_native public func squareRoot() -> CGFloat
    @_native public func truncatingRemainder(dividingBy other: CGFloat) -> CGFloat
    @_native public var description: String { get }
}

extension Float {
    @_native("floatFromInt") public init(_ value: Int)
    @_native("floatFromDouble") public init(_ value: Double)
    @_native("floatFromDouble") public init(_ value: CGFloat)
    @_native("floatFromDouble") public init(_ value: Float)
    @_native("floatFromString") public init?(_ text: String)
    @_native public static var pi: Float { get }
    @_native public static var zero: Float { get }
    @_native public static var infinity: Float { get }
    @_native public static var nan: Float { get }
    @_native public static var greatestFiniteMagnitude: Float { get }
    @_native public static var leastNonzeroMagnitude: Float { get }
    @_native public static var leastNormalMagnitude: Float { get }
    @_native public var isNaN: Bool { get }
    @_native public var isFinite: Bool { get }
    @_native public var isInfinite: Bool { get }
    @_native public func rounded() -> Float
    @_native public func squareRoot() -> Float
    @_native public func truncatingRemainder(dividingBy other: Float) -> Float
    @_native public var description: String { get }
}

extension Int {
    @_native("intFromDouble") public init(_ value: CGFloat)
    @_native("intFromDouble") public init(_ value: Float)
}

// After `min(_:_:)`/`max(_:_:)`/`abs(_:)` of Int (Swift.swift), which literals prefer; Double's come before
// CGFloat's, so that `max(c, d)` of a CGFloat and a Double is a Double, as swiftc makes it.
@_native("floatingPointMin") public func min(_ a: Double, _ b: Double) -> Double
@_native("floatingPointMax") public func max(_ a: Double, _ b: Double) -> Double
@_native("floatingPointAbs") public func abs(_ a: Double) -> Double
@_native("floatingPointMin") public func min(_ a: CGFloat, _ b: CGFloat) -> CGFloat
@_native("floatingPointMax") public func max(_ a: CGFloat, _ b: CGFloat) -> CGFloat
@_native("floatingPointAbs") public func abs(_ a: CGFloat) -> CGFloat
@_native("floatingPointMin") public func min(_ a: Float, _ b: Float) -> Float
@_native("floatingPointMax") public func max(_ a: Float, _ b: Float) -> Float
@_native("floatingPointAbs") public func abs(_ a: Float) -> Float

// Foundation's math (from the C library on every platform). Double's are the natives; CGFloat's go through them.
@_native public func sqrt(_ x: Double) -> Double
@_native public func pow(_ x: Double, _ y: Double) -> Double
@_native public func sin(_ x: Double) -> Double
@_native public func cos(_ x: Double) -> Double
@_native public func floor(_ x: Double) -> Double
@_native public func ceil(_ x: Double) -> Double
public func sqrt(_ x: CGFloat) -> CGFloat { return CGFloat(sqrt(Double(x))) }
public func pow(_ x: CGFloat, _ y: CGFloat) -> CGFloat { return CGFloat(pow(Double(x), Double(y))) }
public func sin(_ x: CGFloat) -> CGFloat { return CGFloat(sin(Double(x))) }
public func cos(_ x: CGFloat) -> CGFloat { return CGFloat(cos(Double(x))) }
public func floor(_ x: CGFloat) -> CGFloat { return CGFloat(floor(Double(x))) }
public func ceil(_ x: CGFloat) -> CGFloat { return CGFloat(ceil(Double(x))) }
// Foundation's `round`: halves away from zero, as `rounded()`.
public func round(_ x: Double) -> Double { return x.rounded() }
public func round(_ x: CGFloat) -> CGFloat { return x.rounded() }

// `stride(from: 0.0, to: 1.0, by: 0.1)`: after Int's (Swift.swift), which literals prefer. The i-th value is
// `start + i * step`, as Swift's floating-point strides compute it (no running sum), so `0.30000000000000004`
// prints as Swift prints it; Double's come before CGFloat's as `min`/`max` do.
@_native("floatingStrideTo") public func stride(from start: Double, to end: Double, by step: Double) -> [Double]
@_native("floatingStrideThrough") public func stride(from start: Double, through end: Double, by step: Double) -> [Double]
@_native("floatingStrideTo") public func stride(from start: CGFloat, to end: CGFloat, by step: CGFloat) -> [CGFloat]
@_native("floatingStrideThrough") public func stride(from start: CGFloat, through end: CGFloat, by step: CGFloat) -> [CGFloat]
