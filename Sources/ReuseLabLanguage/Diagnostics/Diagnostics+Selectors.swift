/// ReuseLab's boundary around `#selector` (its own words, not swiftc's): what target–action does not cover yet.
extension Diagnostics {
    static let selectorUnsupported = error("'#selector' is not supported in ReuseLab yet")
    static let selectorArgumentUnsupported = error("this '#selector' argument is not supported in ReuseLab yet")
}

/// swiftc's `expr_selector_not_objc`.
extension Diagnostics {
    static func selectorNotExposed(isStatic: Bool, _ name: String) -> Message {
        error("argument of '#selector' refers to \(isStatic ? "static method" : "instance method") '\(name)' that is not exposed to Objective-C")
    }
    static let selectorAccessorUnsupported = error("'#selector(getter:)' is not supported in ReuseLab yet")
}
