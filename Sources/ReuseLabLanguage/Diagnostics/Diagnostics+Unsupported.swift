/// ReuseLab's boundary (its own words, not swiftc's): valid Swift that ReuseLab does not support yet, named at the node.
extension Diagnostics {
    static func associatedTypeFormUnsupported(_ name: String, _ clause: String) -> Message {
        error("'associatedtype \(name) \(clause)' is not supported in ReuseLab yet")
    }

    static func inferredAssociatedTypeInNestedAliasUnsupported(_ type: String, _ name: String) -> Message {
        error("'\(type).\(name)' inferred from a conformance is not supported in a type alias inside a type in ReuseLab yet")
    }

    /// `func pair() -> Card` above the `func top() -> String` that makes `Card` a `String`: swiftc infers it from any
    /// member; ReuseLab, from those declared before the name.
    static func associatedTypeInferredLaterUnsupported(_ type: String, _ name: String, _ proto: String) -> Message {
        error(
            "'\(type).\(name)' is inferred by the conformance to '\(proto)' from a member declared after this one, which "
                + "ReuseLab does not infer from yet: declare that member first, or write 'typealias \(name) = …' in '\(type)'")
    }

    static var declarationUnsupported: Message { error("this declaration is not supported in ReuseLab") }

    static var patternUnsupported: Message { error("this pattern is not supported in ReuseLab") }

    static func directCallUnsupported(_ name: String) -> Message {
        error("ReuseLab does not support calling '\(name)' directly")
    }

    static var optionalPropertyRequirementUnsupported: Message {
        error("'optional' property requirements are not supported in ReuseLab yet")
    }

    static var inoutInFunctionValueCallUnsupported: Message { error("'&' in a call of a function value is not supported in ReuseLab yet") }

    static func constructionUnsupported(_ type: SType) -> Message {
        error("cannot construct a value of type \(quoted(type)) in ReuseLab")
    }

    static var actorsUnsupported: Message { error("actors are not supported in ReuseLab") }

    static var whereClauseSubjectUnsupported: Message { error("'where' clauses in ReuseLab constrain generic parameters or Self") }

    static func whereRequirementUnsupported(_ requirement: String) -> Message {
        error("'where \(requirement)' is not supported in ReuseLab yet")
    }

    static func extendedKindUnsupported(_ type: String) -> Message {
        error("ReuseLab can extend classes, structs, enums and protocols, not '\(type)'")
    }

    static func constrainedExtensionUnsupported(_ name: String) -> Message {
        error("'extension \(name) where …' is not supported in ReuseLab yet")
    }

    static var onePropertyNamePerDeclaration: Message { error("ReuseLab supports one name per property declaration") }

    static var accessorUnsupported: Message { error("this accessor is not supported in ReuseLab") }

    /// Swift makes `let s: ArraySlice<Int> = [1, 2]` from the literal; ReuseLab's slices come only from arrays.
    static var arraySliceLiteralUnsupported: Message { error("an array literal as an 'ArraySlice' is not supported in ReuseLab yet") }

    static var operatorSequenceUnsupported: Message { error("this operator sequence is not supported in ReuseLab") }

    static func macroUnsupported(_ macroName: String) -> Message {
        error("'#\(macroName)' is not supported in ReuseLab yet")
    }

    static var expressionUnsupported: Message { error("this expression is not supported in ReuseLab") }

    static var interpolationFormUnsupported: Message { error("ReuseLab supports one plain expression per interpolation") }

    static var multipleSubscriptIndicesUnsupported: Message { error("ReuseLab supports subscripts with one index") }

    static var genericMethodValueUnsupported: Message { error("generic methods used as values are not supported in ReuseLab") }

    static var initializerValueUnsupported: Message { error("initializer references as values are not supported in ReuseLab") }

    static var unappliedMethodValueUnsupported: Message {
        error("instance method references as values (unapplied) are not supported in ReuseLab")
    }

    static var keyPathComponentUnsupported: Message { error("'this key path component' is not supported in ReuseLab yet") }

    static var computedLocalUnsupported: Message { error("computed variables are not supported here in ReuseLab") }

    static var lazyLocalUnsupported: Message { error("'lazy' on a local variable is not supported in ReuseLab yet") }

    static func localGenericFunctionUnsupported(_ name: String) -> Message {
        error("'func \(name)<…>' inside a function, with a generic parameter only its result names, is not supported in ReuseLab yet")
    }

    static var operatorUnsupported: Message { error("this operator is not supported in ReuseLab") }

    static func protocolWhereUnsupported(_ requirement: String) -> Message {
        error("'where \(requirement)' on a protocol is not supported in ReuseLab yet")
    }

    /// `@Clamped var volume`: ReuseLab does not read and write through a wrapper's `wrappedValue` yet.
    static func propertyWrapperUnsupported(_ wrapper: String) -> Message {
        error("property wrapper '@\(wrapper)' is not supported in ReuseLab yet")
    }

    /// A `MutableCollection` change (`c[i] = x`, `swapAt`) on a collection other than an array or a slice.
    static var mutableCollectionChangeUnsupported: Message { featureUnsupported("changing this collection through MutableCollection") }

    static func featureUnsupported(_ feature: String) -> Message {
        error("'\(feature)' is not supported in ReuseLab yet")
    }

    /// `struct Decoder<T>` in a script: Swift's own `Decoder` is hidden by it in swiftc, not in ReuseLab.
    static func typeNamedLikeLibraryTypeUnsupported(_ name: String) -> Message {
        error("a type of your own named '\(name)', as a library type is, is not supported in ReuseLab yet")
    }

    static var statementUnsupported: Message { error("this statement is not supported in ReuseLab") }

    static var bindingFormUnsupported: Message { error("ReuseLab supports 'if let name = value' bindings") }

    static var forFormUnsupported: Message { error("this 'for' form is not supported in ReuseLab") }

    static func subscriptAccessorUnsupported(_ accessorSpecifier: String) -> Message {
        error("'\(accessorSpecifier)' in a subscript is not supported in ReuseLab yet")
    }

    static var typedThrowsUnsupported: Message { error("'typed throws' is not supported in ReuseLab yet") }

    static var throwingFunctionValuesUnsupported: Message { error("'throwing functions as values' is not supported in ReuseLab yet") }

    static var genericTypealiasInTypeUnsupported: Message {
        error(
            "'typealias' with generic parameters inside a type is not supported in ReuseLab yet")
    }

    static var protocolMetatypeUnsupported: Message { error("'.Protocol' metatypes are not supported in ReuseLab") }

    static var classCompositionUnsupported: Message { error("class-constrained compositions (C & P) are not supported in ReuseLab") }

    static var typeFormUnsupported: Message { error("this kind of type is not supported in ReuseLab") }

    static var valueGenericArgumentsUnsupported: Message { error("value generic arguments are not supported in ReuseLab") }
}

/// The boundary, continued: names and forms ReuseLab declines by name.
extension Diagnostics {
    /// A name or member real UIKit has that the simulator does not model.
    static func notSimulated(_ name: String) -> Message {
        error("'\(name)' is not simulated in ReuseLab yet")
    }
    /// `import Combine`: a module an app's project has; ReuseLab has Swift, Foundation, UIKit, Dispatch and Reusable.
    static func moduleNotSimulated(_ name: String) -> Message {
        error("module '\(name)' is not simulated in ReuseLab yet: it has Swift, Foundation, UIKit, Dispatch and Reusable")
    }
    /// A name ReuseLab does not know, in a script that imports a module it does not have.
    static func nameFromUnsimulatedModule(_ name: String, _ modules: [String]) -> Message {
        let list = modules.map { "'\($0)'" }.joined(separator: ", ")
        return error("'\(name)' is not in ReuseLab's library; it may come from \(list), which ReuseLab does not simulate")
    }
    static func conditionUnsupported(_ condition: String) -> Message {
        error("'#if \(condition)' is not supported in ReuseLab yet")
    }
    static var ifConfigPlacementUnsupported: Message { error("'#if' here is not supported in ReuseLab yet") }
    static var labeledTupleUnsupported: Message { error("'labeled tuples' is not supported in ReuseLab yet") }
    static var throwingClosureUnsupported: Message { error("'throwing closures' is not supported in ReuseLab yet") }
    static var localObserversUnsupported: Message { error("'willSet'/'didSet' on a local variable is not supported in ReuseLab yet") }
    static var localComputedVariableUnsupported: Message { error("computed variables are not supported here in ReuseLab") }
}
