/// Properties and subscripts: `lazy`, observers, accessors, `weak`/`unowned`, class properties, `deinit`.
extension Diagnostics {
    static func recursiveValueType(_ name: String) -> Message {
        error("value type '\(name)' cannot have a stored property that recursively contains it")
    }

    static var storedPropertyInExtension: Message { error("extensions must not contain stored properties") }

    static func classPropertyOutsideClass(inProtocol: Bool) -> Message {
        let what = inProtocol ? "requirement fulfilled by either a static or class property" : "static property"
        return error("class properties are only allowed within classes; use 'static' to declare a \(what)")
    }

    static var classStoredPropertyUnsupported: Message { error("class stored properties not supported in classes; did you mean 'static'?") }

    static var protocolPropertyNeedsAccessors: Message { error("property in protocol must have explicit { get } or { get set } specifier") }

    static var computedLet: Message { error("'let' declarations cannot be computed properties") }

    static var lazyLet: Message { error("'lazy' cannot be used on a let") }

    static var observedLet: Message { error("'let' declarations cannot be observing properties") }

    static var lazyGlobal: Message { error("'lazy' cannot be used on an already-lazy global") }

    static func weakNeedsOptional(_ type: String) -> Message {
        error("'weak' variable should have optional type '\(type)?'")
    }

    static var subscriptNeedsAccessors: Message { error("expected '{' in subscript to specify getter and setter implementation") }

    static var noMatchingSubscript: Message { error("no exact matches in call to subscript") }
}
