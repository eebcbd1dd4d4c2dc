/// `return` and its absence (swiftc's `missing_return_*`, `return_invalid_outside_func`, `return_non_failable_init`).
extension Diagnostics {
    static func missingReturn(_ kindDescription: String, _ resultType: SType) -> Message {
        error("missing return in \(kindDescription) expected to return \(quoted(resultType))")
    }

    static func missingReturnInGetter(_ type: SType) -> Message {
        error("missing return in getter expected to return \(quoted(type))")
    }

    static func returnOutOfBranchExpression(_ keyword: String) -> Message {
        error("cannot use 'return' to transfer control out of '\(keyword)' expression")
    }

    static var onlyNilReturnInInitializer: Message { error("'nil' is the only return value permitted in an initializer") }

    static var nilReturnInNonFailableInitializer: Message { error("only a failable initializer can return 'nil'") }

    /// Under `return nil` in a non-failable initializer, at its `init` (fix-it: `?`).
    static func makeInitializerFailable(_ initializer: String) -> Message {
        note("use 'init?' to make the initializer '\(initializer)' failable")
    }

    static func missingReturnInLocalFunction(_ resultType: SType) -> Message {
        error("missing return in local function expected to return \(quoted(resultType))")
    }

    static var guardFallsThrough: Message {
        error("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope")
    }

    static var returnOutsideFunction: Message { error("return invalid outside of a func") }

    static var nonVoidReturnMissingValue: Message { error("non-void function should return a value") }

    static var valueReturnedFromVoidFunction: Message { error("unexpected non-void return value in void function") }

    static func missingReturnInSubscript(_ resultType: SType) -> Message {
        error("missing return in subscript expected to return \(quoted(resultType))")
    }
}

extension Diagnostics {
    static func cannotConvertReturn(_ from: SType, _ to: SType) -> Message {
        error("cannot convert return expression of type \(quoted(from)) to return type \(quoted(to))")
    }
}
