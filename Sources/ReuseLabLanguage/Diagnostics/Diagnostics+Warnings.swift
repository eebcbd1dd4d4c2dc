/// swiftc's warnings on the code learners write. They are shown, before the output, and never stop a run.
extension Diagnostics {
    static var classConstraintDeprecated: Message {
        warning(
            "using 'class' keyword to define a class-constrained protocol is deprecated; use 'AnyObject' instead", group: "deprecation")
    }

    static func optionalCoercedToAny(_ type: SType) -> Message {
        warning("expression implicitly coerced from \(quoted(type)) to 'Any'")
    }
    static func implicitlyUnwrappedCoercedToAny(_ type: SType) -> Message {
        warning("coercion of implicitly unwrappable value of type \(quoted(type)) to 'Any' does not unwrap optional")
    }
    /// `"\(name)"` with `name` optional: the text reads `Optional("…")`.
    static var optionalInterpolated: Message {
        warning(
            "string interpolation produces a debug description for an optional value; did you mean to make this explicit?")
    }
    static var useStringDescribing: Message { note("use 'String(describing:)' to silence this warning") }
    static var provideDefaultValue: Message { note("provide a default value to avoid this warning") }
    static var forceUnwrapValue: Message { note("force-unwrap the value to avoid this warning") }
    static var castToAnyToSilence: Message { note("explicitly cast to 'Any' with 'as Any' to silence this warning") }

    /// `kind` is `property` or `variable`.
    static func weakReferenceFreedAtOnce(_ kind: String, _ name: String, ownership: String) -> Message {
        warning("instance will be immediately deallocated because \(kind) '\(name)' is '\(ownership)'")
    }
    static var strongReferenceRequired: Message { note("a strong reference is required to prevent the instance from being deallocated") }
    static func declaredHere(_ name: String) -> Message { note("'\(name)' declared here") }

    static func variableNeverMutated(_ name: String) -> Message {
        warning("variable '\(name)' was never mutated; consider changing to 'let' constant")
    }

    static func variableNeverUsed(_ name: String) -> Message {
        warning(
            "initialization of variable '\(name)' was never used; consider replacing with assignment to '_' or removing it",
            group: "no-usage")
    }
    static func constantNeverUsed(_ name: String) -> Message {
        warning(
            "initialization of immutable value '\(name)' was never used; consider replacing with assignment to '_' or removing it",
            group: "no-usage")
    }

    static func variableNeverRead(_ name: String) -> Message {
        warning("variable '\(name)' was written to, but never read")
    }

    /// `var x: Int` that nothing assigns or reads (no initialization to replace, unlike `variableNeverUsed`), and a
    /// name bound by `case var …` that nothing mentions.
    static func variableDeclaredButNeverUsed(_ name: String) -> Message {
        warning("variable '\(name)' was never used; consider replacing with '_' or removing it", group: "no-usage")
    }

    /// `let x: Int` that nothing reads, assigned or not.
    static func immutableValueNeverUsed(_ name: String) -> Message {
        warning("immutable value '\(name)' was never used; consider removing it", group: "no-usage")
    }
    /// `if let x = …` / `guard let x = …` with `x` never used.
    static func conditionalBindingNeverUsed(_ name: String) -> Message {
        warning("value '\(name)' was defined but never used; consider replacing with boolean test", group: "no-usage")
    }
    /// A name bound by a pattern (`for x in`, `case .some(let x)`, `let (a, b) = …`) and never used.
    static func boundValueNeverUsed(_ name: String) -> Message {
        warning("immutable value '\(name)' was never used; consider replacing with '_' or removing it", group: "no-usage")
    }

    static func unusedCallResult(_ function: String) -> Message {
        warning("result of call to '\(function)' is unused", group: "no-usage")
    }
    /// `try? save()` as a statement, when `save()` returns something (a `()?` result is not reported).
    static var unusedOptionalTryResult: Message { warning("result of 'try?' is unused", group: "no-usage") }
    /// `count == 1` as a statement.
    static func unusedOperatorResult(_ op: String) -> Message {
        warning("result of operator '\(op)' is unused", group: "no-usage")
    }
    static func unusedInitializerResult(_ type: String) -> Message {
        warning("result of '\(type)' initializer is unused", group: "no-usage")
    }

    /// `g()` with `g` a value of function type, `Mode.idle` (an enum case is a function returning the enum).
    static func unusedFunctionValueResult(_ type: SType) -> Message {
        warning("result of call to function returning \(quoted(type)) is unused", group: "no-usage")
    }
    /// `cell.textLabel`, `x + 1 > 2 ? a : b`, `(a, b)` as a statement: the value is computed and dropped.
    static func unusedExpression(_ type: SType) -> Message {
        warning("expression of type \(quoted(type)) is unused", group: "no-usage")
    }
    /// `42`, `"title"`; `kind` is `integer`, `floating-point`, `string` or `boolean`.
    static func unusedLiteral(_ kind: String) -> Message { warning("\(kind) literal is unused", group: "no-usage") }
    /// `box.count` where `box.count` could be assigned: swiftc's words for a dropped read of a place.
    static var unusedPropertyAccess: Message { warning("property is accessed but result is unused", group: "no-usage") }
    static var unusedSubscriptAccess: Message { warning("subscript is accessed but result is unused", group: "no-usage") }
    /// `counter` (a `var`) as a statement.
    static var unusedVariable: Message { warning("variable is unused", group: "no-usage") }
    /// `reload` (a function named, never called) as a statement: swiftc's error, in the same group.
    static var functionIsUnused: Message { error("function is unused", group: "no-usage") }

    /// `let done = save()` where `save()` returns nothing (`()`, or `()?` from `try?`); `kind` is `constant` or `variable`.
    static func inferredVoidType(_ kind: String, _ name: String, _ type: SType) -> Message {
        warning("\(kind) '\(name)' inferred to have type \(quoted(type)), which may be unexpected")
    }
    static var addTypeAnnotationToSilence: Message { note("add an explicit type annotation to silence this warning") }

    /// `cell == nil` where `cell` is not optional.
    static func nonOptionalComparedToNil(_ type: SType, result: Bool) -> Message {
        warning("comparing non-optional value of type \(quoted(type)) to 'nil' always returns \(result)")
    }
    /// `count ?? 0` where `count` is not optional.
    static func nilCoalescingLeftNotOptional(_ type: SType) -> Message {
        warning("left side of nil coalescing operator '??' has non-optional type \(quoted(type)), so the right side is never used")
    }
    /// `view is UIView` of a `UIView` or a subclass.
    static var isTestAlwaysTrue: Message { warning("'is' test is always true") }
    static func conditionalCastAlwaysSucceeds(_ from: SType, _ to: SType) -> Message {
        warning("conditional cast from \(quoted(from)) to \(quoted(to)) always succeeds")
    }
    static func forcedCastToSameType(_ type: SType) -> Message {
        warning("forced cast of \(quoted(type)) to same type has no effect")
    }

    /// Reported by swiftc's SIL passes (a full compile), not by `-typecheck`.
    static var codeAfterReturn: Message { warning("code after 'return' will never be executed") }
}
