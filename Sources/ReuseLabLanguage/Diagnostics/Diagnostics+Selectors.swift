/// ReuseLab's boundary around `#selector` (its own words, not swiftc's): what target–action does not cover yet.
extension Diagnostics {
    static var selectorUnsupported: Message { error("'#selector' is not supported in ReuseLab yet") }
    static var selectorArgumentUnsupported: Message { error("this '#selector' argument is not supported in ReuseLab yet") }
}

/// swiftc's words about `#selector(getter:)` and `#selector(setter:)`.
extension Diagnostics {
    static func selectorPropertyNotExposed(_ v: VarDecl) -> Message {
        error("argument of '#selector' refers to \(v.isLet ? "let" : "var") '\(v.name)' that is not exposed to Objective-C")
    }
    static func selectorPropertyNotSettable(_ v: VarDecl) -> Message {
        error("argument of '#selector(setter:)' refers to non-settable \(v.isLet ? "let" : "var") '\(v.name)'")
    }
    static func selectorMethodAsProperty(_ fn: FuncDecl, accessor: String) -> Message {
        error(
            "cannot reference \(fn.isStatic ? "static method" : "instance method") '\(selectorDisplayName(fn))' as a property; remove '\(accessor):'"
        )
    }
    static func selectorCannotReferToVariable(_ name: String) -> Message {
        error("argument of '#selector' cannot refer to variable '\(name)'")
    }
    /// swiftc's `expr_selector_not_objc`.
    static func selectorNotExposed(isStatic: Bool, _ name: String) -> Message {
        error(
            "argument of '#selector' refers to \(isStatic ? "static method" : "instance method") '\(name)' that is not exposed to Objective-C"
        )
    }
}
