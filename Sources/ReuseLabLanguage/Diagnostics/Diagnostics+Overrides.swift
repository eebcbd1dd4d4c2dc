/// Overriding, `final` and `required` (swiftc's `override_*`, `missing_override`, `required_initializer_missing`).
extension Diagnostics {
    static var initializerOverridesNothing: Message { error("initializer does not override a designated initializer from its superclass") }

    static func requiredInitializerNotProvided(_ name: String, _ superclass: String) -> Message {
        error("'required' initializer '\(name)' must be provided by subclass of '\(superclass)'")
    }

    static var requiredInitializerDeclaredInSuperclass: Message { note("'required' initializer is declared in superclass here") }

    static func cannotOverride(_ kind: String) -> Message {
        error("cannot override \(kind)")
    }

    static func overridesFinal(_ overriding: String, _ kind: String) -> Message {
        error("\(overriding) overrides a 'final' \(kind)")
    }

    static var overrideKeywordRequired: Message { error("overriding declaration requires an 'override' keyword") }

    /// At the superclass member an override error is about.
    static var overriddenDeclarationHere: Message { note("overridden declaration is here") }

    static func overridesNothing(_ kind: String, _ kind2: String) -> Message {
        error("\(kind) does not override any \(kind2) from its superclass")
    }
}
