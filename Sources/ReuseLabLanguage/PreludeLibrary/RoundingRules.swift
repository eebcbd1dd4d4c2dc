// ReuseLab prelude: `rounded(_:)` and `round(_:)` with Swift's rounding rules (`price.rounded(.toNearestOrEven)`,
// `(x * 100).rounded(.down)`), for Double, CGFloat and Float alike (each a double at run time).

public enum FloatingPointRoundingRule {
    case toNearestOrAwayFromZero
    case toNearestOrEven
    case up
    case down
    case towardZero
    case awayFromZero
}

/// The rule as the native's number: its position in the list above.
public func _roundingRuleNumber(_ rule: FloatingPointRoundingRule) -> Int {
    switch rule {
    case .toNearestOrAwayFromZero: return 0
    case .toNearestOrEven: return 1
    case .up: return 2
    case .down: return 3
    case .towardZero: return 4
    case .awayFromZero: return 5
    }
}

extension Double {
    public func rounded(_ rule: FloatingPointRoundingRule) -> Double { _rounded(_roundingRuleNumber(rule)) }
    public mutating func round(_ rule: FloatingPointRoundingRule) { self = rounded(rule) }
    public mutating func round() { self = rounded() }
    @_native public func _rounded(_ rule: Int) -> Double
}

extension CGFloat {
    public func rounded(_ rule: FloatingPointRoundingRule) -> CGFloat { _rounded(_roundingRuleNumber(rule)) }
    public mutating func round(_ rule: FloatingPointRoundingRule) { self = rounded(rule) }
    public mutating func round() { self = rounded() }
    @_native public func _rounded(_ rule: Int) -> CGFloat
}

extension Float {
    public func rounded(_ rule: FloatingPointRoundingRule) -> Float { _rounded(_roundingRuleNumber(rule)) }
    public mutating func round(_ rule: FloatingPointRoundingRule) { self = rounded(rule) }
    public mutating func round() { self = rounded() }
    @_native public func _rounded(_ rule: Int) -> Float
}
