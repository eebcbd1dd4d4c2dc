/// Initializers, construction, `self.init` and `super` (swiftc's `init_*`, `super_*`, `self_before_selfinit`).
extension Diagnostics {
    /// `Any()`, `P()`, `let x: Any = .init()`: an existential has no initializers to call.
    static func existentialCannotBeConstructed(_ type: SType) -> Message {
        error("\(quoted(type)) cannot be constructed because it has no accessible initializers")
    }

    static func noAccessibleInitializers(_ name: String) -> Message {
        error("'\(name)' cannot be constructed because it has no accessible initializers")
    }

    static var superInRootClass: Message { error("'super' members cannot be referenced in a root class") }

    static var superInitOutsideInitializer: Message { error("'super.init' cannot be called outside of an initializer") }

    static var selfInitOutsideInitializer: Message { error("'self.init' cannot be called outside of an initializer") }

    static func inheritsFromItself(_ name: String) -> Message {
        error("'\(name)' inherits from itself")
    }

    static func protocolRefinesItself(_ name: String) -> Message {
        error("protocol '\(name)' refines itself")
    }

    static var superOutsideClass: Message { error("'super' cannot be used outside of class members") }

    static func metatypeConstructionNeedsRequired(_ owner: String) -> Message {
        error("constructing an object of class type '\(owner)' with a metatype value must use a 'required' initializer")
    }

    static var selfInitNotOnAllPaths: Message { error("'self.init' isn't called on all paths before returning from initializer") }

    static func deinitInCopyableType(_ kind: String, _ name: String) -> Message {
        error("deinitializer cannot be declared in \(kind) '\(name)' that conforms to 'Copyable'")
    }
    /// At the type's name (fix-it: `: ~Copyable`).
    static func considerNoncopyable(_ kind: String, _ name: String) -> Message {
        note("consider adding '~Copyable' to \(kind) '\(name)'")
    }

    /// At the initializer a metatype construction picked.
    static func selectedNonRequiredInitializer(_ name: String) -> Message {
        note("selected non-required initializer '\(name)'")
    }
    /// At the class whose initializer Swift synthesized.
    static func selectedImplicitInitializer(_ name: String) -> Message {
        note("selected implicit initializer '\(name)'")
    }

    static func typeAliasReferencesItself(_ name: String) -> Message {
        error("type alias '\(name)' references itself")
    }
}

/// A type whose stored properties leave it without initializers (swiftc's `class_without_init`,
/// `note_no_in_class_init_1`, `enum_stored_property`).
extension Diagnostics {
    static func classHasNoInitializers(_ name: String) -> Message {
        error("class '\(name)' has no initializers")
    }

    static func storedPropertyPreventsSynthesizedInitializers(_ name: String) -> Message {
        note("stored property '\(name)' without initial value prevents synthesized initializers")
    }

    static var enumStoredProperty: Message { error("enums must not contain stored properties") }
}
