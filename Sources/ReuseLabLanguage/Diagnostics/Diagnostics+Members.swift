/// Names and members that cannot be found or used where they are written (swiftc's `cannot_find_in_scope`,
/// `could_not_find_value_member`, `instance_member_use_on_type`, `optional_base_not_unwrapped`).
extension Diagnostics {
    static func cannotInferContextualBase(_ name: String) -> Message {
        error("cannot infer contextual base in reference to member '\(name)'")
    }

    /// `let mode = .dark`, `[.dark]`: the member is the whole value, and nothing gives it a type.
    static func memberWithoutContextualType(_ name: String) -> Message {
        error("reference to member '\(name)' cannot be resolved without a contextual type")
    }

    static func enumCaseHasNoAssociatedValues(_ name: String) -> Message {
        error("enum case '\(name)' has no associated values")
    }

    static func instanceMemberOnType(_ name: String, _ type: SType) -> Message {
        error("instance member '\(name)' cannot be used on type \(quoted(type))")
    }

    static func typeHasNoMemberInit(_ name: String) -> Message {
        error("type '\(name)' has no member 'init'")
    }

    static var selfOutsideType: Message { error("cannot find 'self' in scope; did you mean to use it in a type or extension context?") }

    static func cannotFindInScope(_ name: String) -> Message {
        error("cannot find '\(name)' in scope")
    }

    static func valueHasNoSubscripts(_ type: SType) -> Message {
        error("value of type \(quoted(type)) has no subscripts")
    }

    static func ambiguousUse(_ name: String) -> Message {
        error("ambiguous use of '\(name)'")
    }

    static func enumCaseAsInstanceMember(_ name: String) -> Message {
        error("enum case '\(name)' cannot be used as an instance member")
    }

    static func tupleHasNoMember(_ type: SType, _ name: String) -> Message {
        error("value of tuple type \(quoted(type)) has no member '\(name)'")
    }

    static func optionalMustBeUnwrapped(_ type: SType, _ name: String, _ wrapped: SType) -> Message {
        error(
            "value of optional type \(quoted(type)) must be unwrapped to refer to member '\(name)' of wrapped base type \(quoted(wrapped))",
            notesHere: [
                NoteHere(note: chainOptional(name), fixIt: FixIt(change: .insert("?"))),
                NoteHere(note: forceUnwrapOptional, fixIt: FixIt(change: .insert("!"))),
            ])
    }
    static func chainOptional(_ member: String) -> Message {
        note("chain the optional using '?' to access member '\(member)' only for non-'nil' base values")
    }

    static func staticMemberOnInstance(_ name: String, _ type: SType) -> Message {
        error("static member '\(name)' cannot be used on instance of type \(quoted(type))")
    }

    static func valueHasNoMember(_ type: SType, _ name: String) -> Message {
        error("value of type \(quoted(type)) has no member '\(name)'")
    }

    static func memberShadowsGlobalFunction(_ name: String, _ kind: String, _ global: String, _ scriptModuleName: String) -> Message {
        error(
            "use of '\(name)' refers to \(kind) rather than global function '\(global)' in module '\(scriptModuleName)'",
            notesHere: [
                NoteHere(note: useModuleQualifier(scriptModuleName), fixIt: FixIt(change: .insert("\(scriptModuleName).")))
            ])
    }
    static func useModuleQualifier(_ module: String) -> Message {
        note("use '\(module).' to reference the global function in module '\(module)'")
    }

    static func ambiguousOperator(_ op: String) -> Message {
        error("ambiguous use of operator '\(op)'")
    }

    static func cannotFindLabel(_ name: String) -> Message {
        error("cannot find label '\(name)' in scope")
    }

    static var cannotFindSelf: Message { error("cannot find 'self' in scope") }

    static func typeHasNoMember(_ type: SType, _ name: String) -> Message {
        error("type \(quoted(type)) has no member '\(name)'")
    }

    static func notAMemberType(_ name: String, _ base: String) -> Message {
        error("'\(name)' is not a member type of '\(base)'")
    }

    static func notAMemberTypeOfDeclaration(_ name: String, _ kind: String, _ base: String) -> Message {
        error("'\(name)' is not a member type of \(kind) '\(base)'")
    }

    static var cannotFindSelfType: Message { error("cannot find type 'Self' in scope") }
}

/// The "not found" messages that the UIKit boundary may replace (see `Checker+Unsimulated.swift`).
extension Diagnostics {
    static func cannotFindTypeInScope(_ name: String) -> Message {
        error("cannot find type '\(name)' in scope")
    }

    /// `Card` named in a member of a type whose conformance cannot infer it (no member witnesses the requirement).
    static func invalidAssociatedTypeReference(_ name: String, _ type: String) -> Message {
        error("reference to invalid associated type '\(name)' of type '\(type)'")
    }
}
