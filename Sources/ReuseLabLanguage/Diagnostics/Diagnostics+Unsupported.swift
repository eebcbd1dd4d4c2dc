/// ReuseLab's boundary (its own words, not swiftc's): valid Swift that ReuseLab does not support yet, named at the node.
extension Diagnostics {
    static func associatedTypeFormUnsupported(_ name: String, _ clause: String) -> Message {
        error("'associatedtype \(name) \(clause)' is not supported in ReuseLab yet")
    }

    static func inferredAssociatedTypeInNestedAliasUnsupported(_ type: String, _ name: String) -> Message {
        error("'\(type).\(name)' inferred from a conformance is not supported in a type alias inside a type in ReuseLab yet")
    }

    static let declarationUnsupported = error("this declaration is not supported in ReuseLab")

    static let patternUnsupported = error("this pattern is not supported in ReuseLab")

    static func directCallUnsupported(_ name: String) -> Message {
        error("ReuseLab does not support calling '\(name)' directly")
    }

    static let optionalPropertyRequirementUnsupported = error("'optional' property requirements are not supported in ReuseLab yet")

    static let inoutInFunctionValueCallUnsupported = error("'&' in a call of a function value is not supported in ReuseLab yet")

    static func constructionUnsupported(_ type: SType) -> Message {
        error("cannot construct a value of type \(quoted(type)) in ReuseLab")
    }

    static let actorsUnsupported = error("actors are not supported in ReuseLab")

    static let whereClauseSubjectUnsupported = error("'where' clauses in ReuseLab constrain generic parameters or Self")

    static func whereRequirementUnsupported(_ requirement: String) -> Message {
        error("'where \(requirement)' is not supported in ReuseLab yet")
    }

    static func extendedKindUnsupported(_ type: String) -> Message {
        error("ReuseLab can extend classes, structs, enums and protocols, not '\(type)'")
    }

    static func constrainedExtensionUnsupported(_ name: String) -> Message {
        error("'extension \(name) where …' is not supported in ReuseLab yet")
    }

    static let asyncFunctionsUnsupported = error("'async' functions are not supported in ReuseLab")

    static let onePropertyNamePerDeclaration = error("ReuseLab supports one name per property declaration")

    static let accessorUnsupported = error("this accessor is not supported in ReuseLab")

    /// Swift makes `let s: ArraySlice<Int> = [1, 2]` from the literal; ReuseLab's slices come only from arrays.
    static let arraySliceLiteralUnsupported = error("an array literal as an 'ArraySlice' is not supported in ReuseLab yet")

    static let operatorSequenceUnsupported = error("this operator sequence is not supported in ReuseLab")

    static func macroUnsupported(_ macroName: String) -> Message {
        error("'#\(macroName)' is not supported in ReuseLab yet")
    }

    static let expressionUnsupported = error("this expression is not supported in ReuseLab")

    static let interpolationFormUnsupported = error("ReuseLab supports one plain expression per interpolation")

    static let multipleSubscriptIndicesUnsupported = error("ReuseLab supports subscripts with one index")

    static let genericMethodValueUnsupported = error("generic methods used as values are not supported in ReuseLab")

    static let initializerValueUnsupported = error("initializer references as values are not supported in ReuseLab")

    static let unappliedMethodValueUnsupported = error("instance method references as values (unapplied) are not supported in ReuseLab")

    static let keyPathComponentUnsupported = error("'this key path component' is not supported in ReuseLab yet")

    static let computedLocalUnsupported = error("computed variables are not supported here in ReuseLab")

    static let lazyLocalUnsupported = error("'lazy' on a local variable is not supported in ReuseLab yet")

    static func localGenericFunctionUnsupported(_ name: String) -> Message {
        error("'func \(name)<…>' inside a function, with a generic parameter only its result names, is not supported in ReuseLab yet")
    }

    static let operatorUnsupported = error("this operator is not supported in ReuseLab")

    static func protocolWhereUnsupported(_ requirement: String) -> Message {
        error("'where \(requirement)' on a protocol is not supported in ReuseLab yet")
    }

    /// `@Clamped var volume`: ReuseLab does not read and write through a wrapper's `wrappedValue` yet.
    static func propertyWrapperUnsupported(_ wrapper: String) -> Message {
        error("property wrapper '@\(wrapper)' is not supported in ReuseLab yet")
    }

    static func featureUnsupported(_ feature: String) -> Message {
        error("'\(feature)' is not supported in ReuseLab yet")
    }

    static let statementUnsupported = error("this statement is not supported in ReuseLab")

    static let bindingFormUnsupported = error("ReuseLab supports 'if let name = value' bindings")

    static let forFormUnsupported = error("this 'for' form is not supported in ReuseLab")

    static func subscriptAccessorUnsupported(_ accessorSpecifier: String) -> Message {
        error("'\(accessorSpecifier)' in a subscript is not supported in ReuseLab yet")
    }

    static let typedThrowsUnsupported = error("'typed throws' is not supported in ReuseLab yet")

    static let throwingFunctionValuesUnsupported = error("'throwing functions as values' is not supported in ReuseLab yet")

    static let genericTypealiasInTypeUnsupported = error(
        "'typealias' with generic parameters inside a type is not supported in ReuseLab yet")

    static let protocolMetatypeUnsupported = error("'.Protocol' metatypes are not supported in ReuseLab")

    static let classCompositionUnsupported = error("class-constrained compositions (C & P) are not supported in ReuseLab")

    static let typeFormUnsupported = error("this kind of type is not supported in ReuseLab")

    static let valueGenericArgumentsUnsupported = error("value generic arguments are not supported in ReuseLab")
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
    static let ifConfigPlacementUnsupported = error("'#if' here is not supported in ReuseLab yet")
    static let labeledTupleUnsupported = error("'labeled tuples' is not supported in ReuseLab yet")
    static let throwingClosureUnsupported = error("'throwing closures' is not supported in ReuseLab yet")
    static let localObserversUnsupported = error("'willSet'/'didSet' on a local variable is not supported in ReuseLab yet")
    static let localComputedVariableUnsupported = error("computed variables are not supported here in ReuseLab")
}
