/// Assignment and mutation of what cannot change (swiftc's `cannot_assign_*`, `cannot_pass_rvalue_inout*`,
/// `cannot_use_mutating_member_on_rvalue`).
extension Diagnostics {
    static var discardOutsidePattern: Message { error("'_' can only appear in a pattern or on the left side of an assignment") }

    static var selfUsedBeforeSelfInit: Message { error("'self' used before 'self.init' call or assignment to 'self'") }

    static func inoutNeedsAmpersand(_ type: SType) -> Message {
        error("passing value of type \(quoted(type)) to an inout parameter requires explicit '&'")
    }

    static var mutatingMemberOnImmutableSelf: Message { error("cannot use mutating member on immutable value: 'self' is immutable") }

    static var cannotAssignThroughOptionalChain: Message { error("cannot assign through '?' here") }

    static var cannotAssignToExpression: Message { error("cannot assign to this expression") }

    static func cannotAssignTo(_ assignmentKind: String, _ reason: String) -> Message {
        error("cannot assign to \(assignmentKind): \(reason)")
    }

    /// `x += 1` where `x` cannot change.
    static func mutatingOperatorOnImmutable(_ reason: String) -> Message {
        error("left side of mutating operator isn't mutable: \(reason)")
    }

    static func cannotAssignToProperty(_ reason: String) -> Message {
        error("cannot assign to property: \(reason)")
    }

    static func mutatingMemberOnImmutableValue(_ type: SType) -> Message {
        error("cannot use mutating member on immutable value of type \(quoted(type))")
    }

    static func mutatingMemberOnImmutableBecause(_ reason: String) -> Message {
        error("cannot use mutating member on immutable value: \(reason)")
    }

    /// Why a place cannot change, as swiftc ends its mutability errors (`cannot assign to property: REASON`).
    static var selfIsImmutable: String { "'self' is immutable" }
    static func isLetConstant(_ name: String) -> String { "'\(name)' is a 'let' constant" }
    static func isGetOnlyProperty(_ name: String) -> String { "'\(name)' is a get-only property" }
    static func isNotAVariable(_ name: String) -> String { "'\(name)' is not a variable" }
    /// A wrapper's projection without a setter (`$points`).
    static func isImmutable(_ name: String) -> String { "'\(name)' is immutable" }
    static func returnsImmutableValue(_ function: String) -> String { "'\(function)' returns immutable value" }

    /// Under a change to a `let` constant, at its `let` (fix-it: `var`).
    static var changeLetToVar: Message { note("change 'let' to 'var' to make it mutable") }

    /// Under a change to `self` in a struct's non-mutating method, at its `func` (fix-it: `mutating `).
    static var markMethodMutating: Message { note("mark method 'mutating' to make 'self' mutable") }

    /// Under a change to `self` in a value type's explicit `get` or `nonmutating set`, at that keyword
    /// (`kind` is `getter` or `setter`; fix-it: `mutating`).
    static func markAccessorMutating(_ kind: String) -> Message { note("mark \(kind) 'mutating' to make 'self' mutable") }

    /// `xs[0] = 1` where `xs` (or the `self` holding it) cannot change.
    static func cannotAssignThroughSubscript(_ reason: String) -> Message {
        error("cannot assign through subscript: \(reason)")
    }

    static var subscriptIsGetOnly: Message { error("cannot assign through subscript: subscript is get-only") }

    static func cannotAssignValue(_ type: SType, _ target: SType) -> Message {
        error("cannot assign value of type \(quoted(type)) to type \(quoted(target))")
    }
}

extension Diagnostics {
    static func cannotAssignToSubscript(_ from: SType, _ element: SType) -> Message {
        error("cannot assign value of type \(quoted(from)) to subscript of type \(quoted(element))")
    }
    /// Raised, empty, where an operand already failed: it keeps the expression failed without a second message.
    static var followOnError: Message { error("") }
}
