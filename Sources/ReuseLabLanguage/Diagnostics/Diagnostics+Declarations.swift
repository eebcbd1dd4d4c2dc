/// Declarations where they may not appear, or that clash (swiftc's `invalid_redecl`, `decl_only_valid_at_file_scope`,
/// inheritance, extensions, class members outside classes).
extension Diagnostics {
    static var declarationOnlyAtFileScope: Message { error("declaration is only valid at file scope") }

    static func invalidRedeclaration(_ name: String) -> Message {
        error("invalid redeclaration of '\(name)'")
    }

    static func cannotCallNonFunction(_ type: SType) -> Message {
        error("cannot call value of non-function type \(quoted(type))")
    }

    static func ownershipNeedsClass(_ keyword: String, _ type: SType) -> Message {
        error("'\(keyword)' may only be applied to class and class-bound protocol types, not \(quoted(type))")
    }

    static func inheritanceFromFinalClass(_ name: String) -> Message {
        error("inheritance from a final class '\(name)'")
    }

    static func inheritanceFromNonProtocol(_ type: String) -> Message {
        error("inheritance from non-protocol, non-class type '\(type)'")
    }

    static func extensionOnlyAddsConformances(_ name: String) -> Message {
        error("extension of '\(name)' may only add protocol conformances")
    }

    static func classMethodOutsideClass(inProtocol: Bool) -> Message {
        let what = inProtocol ? "requirement fulfilled by either a static or class method" : "static method"
        return error("class methods are only allowed within classes; use 'static' to declare a \(what)")
    }

    static var expectedFunctionBody: Message { error("expected '{' in body of function declaration") }

    static var implicitlyUnwrappedNotAllowedHere: Message { error("using '!' is not allowed here") }

    static func nonNominalExtension(_ name: String) -> Message {
        error("non-nominal type \(name) cannot be extended")
    }
}

/// Inheritance clauses (swiftc's `superclass_not_first`, `non_class_cannot_inherit_from_class`), and lookups
/// that find nothing or too much (`cannot_find_in_scope`, `ambiguous_decl_ref`).
extension Diagnostics {
    static func superclassNotFirst(_ name: String) -> Message {
        error("superclass '\(name)' must appear first in the inheritance clause")
    }
    static func nonClassInheritsFromClass(_ type: String, _ superclass: String) -> Message {
        error("non-class type '\(type)' cannot inherit from class '\(superclass)'")
    }
}
