/// Operators applied to the wrong operands (swiftc's `cannot_apply_binop_to_args`, `cannot_apply_unop_to_arg`).
extension Diagnostics {
    static func operatorMustBeStatic(_ name: String, _ owner: String) -> Message {
        error("operator '\(name)' declared in type '\(owner)' must be 'static'")
    }

    static func unaryOperatorOperandMismatch(_ op: String, _ operand: SType) -> Message {
        error("unary operator '\(op)' cannot be applied to an operand of type \(quoted(operand))")
    }

    static func unaryMinusOperandMismatch(_ type: String) -> Message {
        error("unary operator '-' cannot be applied to an operand of type '\(type)'")
    }

    static func binaryOperatorOperandsMismatch(_ op: String, _ left: SType, _ right: SType) -> Message {
        error("binary operator '\(op)' cannot be applied to operands of type \(quoted(left)) and \(quoted(right))")
    }

    /// `%` and `%=` exist for integers only; swiftc's unavailable declarations name the floating-point spelling.
    static func floatingPointRemainderUnavailable(compound: Bool) -> Message {
        compound
            ? error("'%=' is unavailable: For floating point numbers use formTruncatingRemainder instead")
                .withLibraryNote(explicitlyUnavailableHere("%="), at: "Swift.%=")
            : error("'%' is unavailable: For floating point numbers use truncatingRemainder instead")
                .withLibraryNote(explicitlyUnavailableHere("%"), at: "Swift.%")
    }
    /// CoreGraphics declares CGFloat's, in Foundation on Linux (where the oracle finds it).
    static func cgFloatRemainderUnavailable(compound: Bool) -> Message {
        compound
            ? error("'%=' is unavailable: Use formTruncatingRemainder instead")
                .withLibraryNote(explicitlyUnavailableHere("%="), at: "Foundation.%=")
            : error("'%' is unavailable: Use truncatingRemainder instead")
                .withLibraryNote(explicitlyUnavailableHere("%"), at: "Foundation.%")
    }

    static func nilCoalescingOperandsMismatch(_ type: SType, _ type2: SType) -> Message {
        error("binary operator '??' cannot be applied to operands of type \(quoted(type)) and \(quoted(type2))")
    }
}
