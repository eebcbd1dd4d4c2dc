import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Property wrappers on the properties of structs and classes (`@Clamped(range: 0...10) var volume = 3`),
/// as Swift expands them: a private stored `_volume` holding the wrapper, made with
/// `Clamped(wrappedValue: 3, range: 0...10)` (or the attribute's arguments alone, or `Clamped()`, when the
/// property has no initial value); `volume` read and written through `_volume.wrappedValue`; `$volume` is
/// `_volume.projectedValue` when the wrapper has one. The expansion is written as Swift source, parsed, and
/// placed where the attribute is, so a problem in it is reported at the attribute.
/// Wrappers on local variables are in `Checker+LocalPropertyWrappers.swift`; on a script's globals swiftc
/// itself refuses them. Attributes that are not wrappers (UIKit's `@IBOutlet`, `@objc`,
/// `@MainActor`, `@available` …) stay inert.
extension Checker {
    /// Capitalised attributes that are not property wrappers: Interface Builder's, Objective-C's and the main actor.
    static let attributesThatAreNotWrappers: Set<String> = [
        "IBOutlet", "IBInspectable", "IBAction", "IBSegueAction", "IBDesignable", "GKInspectable", "NSManaged",
        "NSCopying", "MainActor", "UIApplicationMain", "NSApplicationMain", "Sendable",
    ]

    /// Reports the first property wrapper among a variable's attributes, once, at the attribute; the variable's
    /// `_name` and `$name` are declared with the error type, so their uses raise nothing more.
    func rejectPropertyWrappers(_ v: VariableDeclSyntax, owner: NominalDecl? = nil, isGlobal: Bool = false) {
        guard let attribute = wrapperAttributes(v.attributes).first else { return }
        // swiftc itself refuses wrappers on a script's globals.
        let message = isGlobal ? Diagnostics.propertyWrapperInTopLevelCode : Diagnostics.propertyWrapperUnsupported(attribute.name)
        error(message, at: attribute.syntax)
        hideWrapperNames(v, owner: owner)
    }

    func hideWrapperNames(_ v: VariableDeclSyntax, owner: NominalDecl?) {
        let names = v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        for name in names {
            for hidden in ["_" + name, "$" + name] {
                if let owner {
                    let placeholder = VarDecl(name: hidden, type: .error, syntax: nil)
                    placeholder.owner = owner
                    owner.addProperty(placeholder)
                } else {
                    declareBehindBoundary(hidden)
                }
            }
        }
    }

    func wrapperAttributes(_ attributes: AttributeListSyntax) -> [(syntax: AttributeSyntax, name: String)] {
        attributes.compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self),
                let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                name.first?.isUppercase == true, !Checker.attributesThatAreNotWrappers.contains(name)
            else { return nil }
            return (attribute, name)
        }
    }

    /// Whether a type declaration carries `@propertyWrapper`.
    func isPropertyWrapperType(_ decl: NominalDecl) -> Bool {
        guard let group = decl.syntax?.declGroup else { return false }
        return group.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
        }
    }

    /// A wrapper type must have an instance `wrappedValue` (swiftc reports it at the type's name).
    func checkPropertyWrapperType(_ decl: NominalDecl) {
        guard isPropertyWrapperType(decl), let name = decl.nameNode else { return }
        let hasWrappedValue = decl.properties(named: "wrappedValue")?.contains { !$0.isStatic } ?? false
        if !hasWrappedValue { error(Diagnostics.propertyWrapperWithoutWrappedValue(decl.name), at: name) }
    }

    /// At declaration: a property of a type with a wrapper attribute is marked for expansion once every
    /// type's members are known (`expandPropertyWrappers(in:)`); the mistakes swiftc sees in the declaration
    /// alone are reported here.
    func markPropertyWrapper(_ variable: VarDecl, _ v: VariableDeclSyntax, _ binding: PatternBindingSyntax, home: MemberHome) {
        let found = wrapperAttributes(v.attributes)
        guard let first = found.first else { return }
        if v.bindings.count > 1 {
            // swiftc's error, once for the declaration; the properties go on unwrapped.
            if binding.id == v.bindings.first?.id { error(Diagnostics.propertyWrapperOnSeveralVariables, at: first.syntax) }
            hideWrapperNames(v, owner: variable.owner)
            return
        }
        if variable.isClassKeyword {
            // swiftc: a wrapped `class var` is a class stored property (`Checker+Declarations.swift` says so).
            if binding.accessorBlock.map({ !$0.holdsOnlyObservers }) ?? false {
                error(Diagnostics.propertyWrapperOnComputed, at: first.syntax)
            }
            hideWrapperNames(v, owner: variable.owner)
            return
        }
        guard home == .type, variable.owner != nil else {
            rejectPropertyWrappers(v, owner: variable.owner)
            return
        }
        if binding.accessorBlock.map({ !$0.holdsOnlyObservers }) ?? false {
            error(Diagnostics.propertyWrapperOnComputed, at: first.syntax)
        } else if variable.isLet {
            error(Diagnostics.propertyWrapperOnLet, at: first.syntax)
        } else if let conflict = wrapperConflict(lazy: variable.isLazy, ownership: variable.ownership) {
            error(Diagnostics.propertyWrapperCannotAlsoBe(variable.name, conflict), at: binding.pattern)
            hideWrapperNames(v, owner: variable.owner)
        } else {
            variable.wrapperAttribute = first.syntax
        }
    }

    /// A wrapper attribute naming no type of the script is swiftc's "unknown attribute" (a misspelling), unless a
    /// module ReuseLab does not simulate may declare it (`@Published` after `import Combine`): then ReuseLab's boundary.
    func reportWrapperNotRun(_ syntax: AttributeSyntax, _ name: String, found: NominalDecl?) {
        if found == nil && unsimulatedImports.isEmpty {
            error(Diagnostics.unknownAttribute(name), at: syntax.attributeName)
        } else {
            error(Diagnostics.propertyWrapperUnsupported(name), at: syntax)
        }
    }

    /// The modifier swiftc refuses beside a wrapper (`lazy`, `weak`, `unowned`), if there is one.
    func wrapperConflict(lazy: Bool, ownership: ReferenceOwnership) -> String? {
        if lazy { return "lazy" }
        switch ownership {
        case .strong: return nil
        case .weak: return "weak"
        case .unowned: return "unowned"
        }
    }

    /// Expands the wrapped stored properties of a type: each becomes computed, its `_name` storage takes its
    /// place among the stored properties, and `_name` and `$name` join the type's members.
    func expandPropertyWrappers(in decl: NominalDecl) {
        for (index, variable) in decl.storedProperties.enumerated()
        where variable.wrapperAttribute != nil && variable.wrapperBacking == nil {
            guard let declared = expandPropertyWrapper(variable, owner: decl), let backing = declared.first else {
                variable.wrapperAttribute = nil
                continue
            }
            decl.storedProperties[index] = backing
            // The storage takes the property's field, if the fields were laid out already.
            backing.fieldIndex = variable.fieldIndex
            variable.fieldIndex = -1
            for extra in declared {
                decl.addProperty(extra)
                pendingVariables.append(extra)
            }
        }
        // `@Lowercased static var theme = "DARK"`: the storage is a static property too.
        let statics = decl.properties.values.joined().filter { $0.isStatic && $0.wrapperAttribute != nil && $0.wrapperBacking == nil }
        for variable in statics.sorted(by: { $0.name < $1.name }) {
            guard let declared = expandPropertyWrapper(variable, owner: decl) else {
                variable.wrapperAttribute = nil
                continue
            }
            for extra in declared {
                extra.isStatic = true
                decl.addProperty(extra)
                pendingVariables.append(extra)
            }
        }
    }

    /// Turns `variable` into the computed property that reads and writes the wrapper, and returns the backing
    /// storage and the projection (`$name`) to declare beside it; nil after an error.
    private func expandPropertyWrapper(_ variable: VarDecl, owner: NominalDecl) -> [VarDecl]? {
        guard let attribute = variable.wrapperAttribute,
            let binding = variable.syntax?.as(PatternBindingSyntax.self),
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return nil }
        // `@Logged @Trimmed var title = ""`: the outermost wrapper holds the next one, as Swift composes them.
        var wrappers: [(attribute: AttributeSyntax, decl: NominalDecl)] = []
        for (syntax, name) in wrapperAttributes(declaration.attributes) {
            guard let wrapper = owner.nestedTypes[name] ?? world.types[name], !wrapper.fromPrelude else {
                reportWrapperNotRun(syntax, name, found: owner.nestedTypes[name] ?? world.types[name])
                // `@Published var title`: `vm.$title` is part of this one boundary.
                hideWrapperNames(declaration, owner: owner)
                return nil
            }
            guard isPropertyWrapperType(wrapper) else {
                let notes = wrapper.nameNode.map { [CompileNote(Diagnostics.declaredHere(wrapper.name), at: $0)] } ?? []
                error(Diagnostics.typeCannotBeAttribute(kindWord(wrapper), wrapper.name), at: syntax, notes: notes)
                return nil
            }
            guard wrapper.properties(named: "wrappedValue")?.contains(where: { !$0.isStatic }) == true else { return nil }
            wrappers.append((syntax, wrapper))
        }
        guard let wrapper = wrappers.last?.decl, !composedWrappersMismatch(wrappers) else { return nil }
        let wrapperName = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? wrapper.name
        let arguments = wrapperArguments(attribute)
        // A generic wrapper learns its type from the annotation, as `Logged<Double>` does from `: Double = 3`.
        let typed = binding.typeAnnotation.flatMap { !wrapper.genericParams.isEmpty ? " as " + $0.type.trimmedDescription : nil } ?? ""
        let madeFromValue = wrapperMadeFromWrappedValue(wrapper)
        let composedMake = wrapperMaking(wrappers.map(\.attribute), typed: typed)
        var initializedLater = false
        var laterType = SType.error
        var make = self.wrapperSpelling(attribute, wrapper, binding) + "(" + arguments + ")"
        if let initial = binding.initializer?.value {
            make = composedMake.prefix + initial.trimmedDescription + composedMake.suffix
        } else if wrappers.count > 1 {
            error(Diagnostics.propertyWrapperWithoutInitialValueUnsupported(wrapperName), at: attribute)
            hideWrapperNames(declaration, owner: owner)
            return nil
        } else if madeFromValue && arguments.isEmpty && !variable.isStatic, let storageType = storageType(of: wrapper, wrapping: variable) {
            // `@Lowercased var handle: String`: the memberwise initializer's argument or an initializer's first
            // assignment makes the wrapper (`Lowercased(wrappedValue: handle)`).
            initializedLater = true
            laterType = storageType
        } else if !wrapperMadeWithoutWrappedValue(wrapper) && arguments.isEmpty {
            error(Diagnostics.propertyWrapperWithoutInitialValueUnsupported(wrapperName), at: attribute)
            hideWrapperNames(declaration, owner: owner)
            return nil
        }
        // With attribute arguments and no initializer that takes them alone, swiftc's own error about the
        // wrapper's initializer (`missing argument for parameter 'wrappedValue'`) comes from checking the make.
        let backing = VarDecl(name: "_" + variable.name, type: laterType, syntax: variable.syntax)
        backing.owner = variable.owner
        backing.home = variable.home
        backing.initialSyntax = initializedLater ? nil : syntheticExpression(make, at: attribute)
        if madeFromValue && (initializedLater || binding.initializer != nil) {
            backing.wrappedProperty = variable
            backing.wrapperMake = composedMake
        }
        backing.wrapperAttribute = attribute
        backing.isWrapperStorage = true

        variable.wrapperBacking = backing
        variable.wrapperAttribute = attribute
        // Its type may have been inferred from the initial value already: the wrapper decides it now.
        variable.initialSyntax = nil
        variable.initialValue = nil
        if binding.typeAnnotation == nil { variable.type = .error }
        let access = "_\(variable.name)" + String(repeating: ".wrappedValue", count: wrappers.count)
        variable.getterSyntax = Syntax(syntheticStatements(access, at: attribute))
        variable.hasSetter = true
        variable.setterSyntax = Syntax(syntheticStatements(access + " = newValue", at: attribute))
        variable.setterParamName = "newValue"
        var declared = [backing]
        let outermost = wrappers[0].decl
        if outermost.properties(named: "projectedValue")?.contains(where: { !$0.isStatic }) == true {
            let projection = VarDecl(name: "$" + variable.name, type: .error, syntax: variable.syntax)
            projection.owner = variable.owner
            projection.home = variable.home
            projection.wrapperBacking = backing
            projection.wrapperAttribute = attribute
            projection.isWrapperProjection = true
            projection.getterSyntax = Syntax(syntheticStatements("_\(variable.name).projectedValue", at: attribute))
            let setter = outermost.properties(named: "projectedValue")?.contains { $0.isSettable } ?? false
            if setter {
                projection.hasSetter = true
                projection.setterSyntax = Syntax(
                    syntheticStatements("_\(variable.name).projectedValue = newValue", at: attribute))
            }
            declared.append(projection)
        }
        return declared
    }

    /// `Settings(rows: 5)` for a wrapped `rows` whose wrapper cannot be made from a value
    /// (`@Setting(key: "rows") var rows: Int`): not run yet. `reported` when the wrapper cannot be made without a
    /// value at all, which swiftc's error at the attribute said already.
    func memberwiseArgumentForWrappedProperty(_ d: NominalDecl, args: [CallArgument]) -> (
        argument: Syntax, wrapper: String, reported: Bool
    )? {
        for arg in args {
            guard let label = arg.label,
                let wrapped = d.properties(named: label)?.first(where: { $0.wrapperBacking != nil && !$0.isWrapperProjection }),
                wrapped.wrapperBacking?.wrapperMake == nil,
                let name = wrapped.wrapperAttribute?.attributeName.trimmedDescription
            else { continue }
            let wrapper = wrapped.wrapperAttribute.flatMap { $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text }
                .flatMap { d.nestedTypes[$0] ?? world.types[$0] }
            return (Syntax(arg.node), name, wrapper.map { !wrapperMadeWithoutWrappedValue($0) } ?? false)
        }
        return nil
    }

    /// The memberwise initializer's arguments for wrapped properties become their wrappers:
    /// `Profile(handle: "ADA")` stores `Lowercased(wrappedValue: ("ADA"))` in `_handle`.
    func wrapMemberwiseArguments(_ made: Expr, _ d: NominalDecl, args: [CallArgument]) -> Expr {
        guard case .call(let callee, let checked, let bindings, let variadicFrom) = made.kind, case .memberwise = callee,
            !made.type.isError
        else { return made }
        let settable = d.storedProperties.filter(\.isMemberwiseParameter)
        guard settable.count == checked.count, settable.contains(where: { $0.wrapperMake != nil }) else { return made }
        var wrapped = checked
        for (i, storage) in settable.enumerated() {
            guard let make = storage.wrapperMake, let property = storage.wrappedProperty, checked[i] != nil,
                let argument = args.first(where: { $0.label == property.name })
            else { continue }
            wrapped[i] = checkExpr(wrapperMaking(make, around: argument.expr), expected: nil)
        }
        return Expr(.call(callee, args: wrapped, bindings: bindings, variadicFrom: variadicFrom), made.type, made.loc)
    }

    /// `self.handle = handle` in an initializer of the type that declares `@Lowercased var handle: String`
    /// with no initial value: the assignment makes the wrapper, as Swift's definite initialization does.
    func wrappedPropertyInitialization(_ infix: InfixOperatorExprSyntax) -> Expr? {
        guard context.kind != .closure, let ctx = methodContext, ctx.isInitializer, let owner = ctx.owner else { return nil }
        let name: String
        if let reference = infix.leftOperand.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if context.lookupLocal(name) != nil { return nil }
        } else if let member = infix.leftOperand.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true
        {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let property = owner.properties(named: name)?.first(where: { $0.wrapperBacking != nil && !$0.isWrapperProjection }),
            let storage = property.wrapperBacking, storage.initialSyntax == nil
        else { return nil }
        // (Once the wrapper exists, an assignment in the initializer is a set, observers included, as in Swift.)
        guard let make = storage.wrapperMake, let target = syntheticExpression("self." + storage.name, at: infix.leftOperand),
            let (place, _) = lvalue(target)
        else { return nil }
        let value = checkExpr(wrapperMaking(make, around: infix.rightOperand), expected: nil)
        return Expr(.assign(place, value), .void, loc(infix))
    }

    /// The wrapper's name as the storage is made without a value: `Stored<Int>` for `@Stored(key: "k") var count: Int?`
    /// when `Stored<Value>`'s `wrappedValue` is a `Value?`, since Swift infers the parameters from the variable's type.
    func wrapperSpelling(_ attribute: AttributeSyntax, _ wrapper: NominalDecl, _ binding: PatternBindingSyntax) -> String {
        let written = attribute.attributeName.trimmedDescription
        guard !wrapper.genericParams.isEmpty, attribute.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil,
            let annotation = binding.typeAnnotation?.type,
            let declared = wrapper.properties(named: "wrappedValue")?.first(where: { !$0.isStatic })?.syntax?
                .as(PatternBindingSyntax.self)?.typeAnnotation?.type
        else { return written }
        var found: [String: String] = [:]
        matchGenericParameters(declared, annotation, parameters: Set(wrapper.genericParams.map(\.name)), into: &found)
        let arguments = wrapper.genericParams.map { found[$0.name] }
        guard arguments.allSatisfy({ $0 != nil }) else { return written }
        return written + "<" + arguments.map { $0! }.joined(separator: ", ") + ">"
    }

    /// Binds the generic parameters named in `declared` (`[Key: Value]?`) to the parts of `actual` in their places.
    private func matchGenericParameters(
        _ declared: TypeSyntax, _ actual: TypeSyntax, parameters: Set<String>, into found: inout [String: String]
    ) {
        if let name = declared.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil, parameters.contains(name.name.text) {
            found[name.name.text] = found[name.name.text] ?? actual.trimmedDescription
            return
        }
        let pairs: [(TypeSyntax, TypeSyntax)]
        if let d = declared.as(OptionalTypeSyntax.self), let a = actual.as(OptionalTypeSyntax.self) {
            pairs = [(d.wrappedType, a.wrappedType)]
        } else if let d = declared.as(OptionalTypeSyntax.self), let a = actual.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            pairs = [(d.wrappedType, a.wrappedType)]
        } else if let d = declared.as(ArrayTypeSyntax.self), let a = actual.as(ArrayTypeSyntax.self) {
            pairs = [(d.element, a.element)]
        } else if let d = declared.as(DictionaryTypeSyntax.self), let a = actual.as(DictionaryTypeSyntax.self) {
            pairs = [(d.key, a.key), (d.value, a.value)]
        } else if let d = declared.as(IdentifierTypeSyntax.self), let a = actual.as(IdentifierTypeSyntax.self), d.name.text == a.name.text,
            let dArgs = d.genericArgumentClause?.arguments, let aArgs = a.genericArgumentClause?.arguments, dArgs.count == aArgs.count
        {
            pairs = zip(dArgs, aArgs).compactMap { d, a in
                guard case .type(let dt) = d.argument, case .type(let at) = a.argument else { return nil }
                return (dt, at)
            }
        } else {
            pairs = []
        }
        for (d, a) in pairs { matchGenericParameters(d, a, parameters: parameters, into: &found) }
    }

    /// `@Uppercased @Trimmed var name`: an outer wrapper whose `wrappedValue` has a fixed type cannot hold the inner
    /// wrapper; swiftc's two errors, at the inner attribute's name.
    func composedWrappersMismatch(_ wrappers: [(attribute: AttributeSyntax, decl: NominalDecl)]) -> Bool {
        for (outer, inner) in zip(wrappers, wrappers.dropFirst()) {
            guard let wrapped = outer.decl.properties(named: "wrappedValue")?.first(where: { !$0.isStatic }) else { continue }
            let type = propertyType(wrapped, subst: [:])
            if type.isError || type.containsParams || type.nominalDecl === inner.decl { continue }
            error(Diagnostics.cannotConvertToSpecified(inner.decl.declaredType, type), at: inner.attribute.attributeName)
            error(Diagnostics.composedWrapperMismatch(inner.decl.declaredType, outer.decl.name, type), at: inner.attribute.attributeName)
            return true
        }
        return false
    }

    /// The attribute's arguments as written (`0...10` of `@Clamped(0...10)`), or "".
    func wrapperArguments(_ attribute: AttributeSyntax) -> String {
        attribute.arguments?.as(LabeledExprListSyntax.self).map { $0.trimmedDescription } ?? ""
    }

    /// The source that makes the wrappers of `@A(a) @B(b) var x = value` around the value, outermost first:
    /// `A(wrappedValue: B(wrappedValue: (` and `) as T, b), a)` (`as T` for a generic innermost wrapper of an
    /// annotated variable).
    func wrapperMaking(_ attributes: [AttributeSyntax], typed: String) -> (prefix: String, suffix: String) {
        var prefix = ""
        var suffix = ")" + typed
        for attribute in attributes {
            prefix += attribute.attributeName.trimmedDescription + "(wrappedValue: "
        }
        prefix += "("
        for attribute in attributes.reversed() {
            let arguments = wrapperArguments(attribute)
            suffix += (arguments.isEmpty ? "" : ", " + arguments) + ")"
        }
        return (prefix, suffix)
    }

    /// The wrapper made around a value written by the learner, parsed so that the value keeps its own location.
    private func wrapperMaking(_ make: (prefix: String, suffix: String), around value: ExprSyntax) -> ExprSyntax {
        let offset = value.positionAfterSkippingLeadingTrivia.utf8Offset - make.prefix.utf8.count
        let text = String(repeating: " ", count: max(offset, 0)) + make.prefix + value.trimmedDescription + make.suffix
        let parsed = OperatorTable.standardOperators.foldAll(Parser.parse(source: text)) { _ in }
        guard let item = parsed.as(SourceFileSyntax.self)?.statements.first, case .expr(let e) = item.item else { return value }
        return e
    }

    /// The storage's type when no initial value shows it: the wrapper, or a generic wrapper whose `wrappedValue` is
    /// its one parameter specialized with the annotation (`@Counted var score: Int` stores a `Counted<Int>`).
    private func storageType(of wrapper: NominalDecl, wrapping variable: VarDecl) -> SType? {
        guard !variable.type.isError else { return nil }
        if wrapper.genericParams.isEmpty { return .nominal(wrapper, []) }
        guard wrapper.genericParams.count == 1, let parameter = wrapper.genericParams.first,
            let wrapped = wrapper.properties(named: "wrappedValue")?.first(where: { !$0.isStatic }),
            case .param(let p) = wrapped.type, p === parameter
        else { return nil }
        return .nominal(wrapper, [variable.type])
    }

    /// An initializer of the wrapper whose first parameter is `wrappedValue` (written, or the implicit memberwise
    /// one of a wrapper whose other stored properties all have initial values).
    private func wrapperMadeFromWrappedValue(_ wrapper: NominalDecl) -> Bool {
        if wrapper.initializers.isEmpty {
            return wrapper.kind == .structType
                && wrapper.storedProperties.contains { $0.name == "wrappedValue" && $0.initialSyntax == nil }
                && wrapper.storedProperties.allSatisfy { $0.name == "wrappedValue" || $0.initialSyntax != nil }
        }
        return wrapper.initializers.contains { $0.labels.first == "wrappedValue" }
    }

    /// An initializer of the wrapper without a `wrappedValue` parameter (`init()`, `init(key:)`), or defaults
    /// for every stored property (the implicit `init()`).
    func wrapperMadeWithoutWrappedValue(_ wrapper: NominalDecl) -> Bool {
        if wrapper.initializers.isEmpty {
            return wrapper.storedProperties.allSatisfy { $0.name != "wrappedValue" || $0.initialSyntax != nil }
        }
        return wrapper.initializers.contains { !$0.labels.contains("wrappedValue") }
    }

    /// The type of a wrapped property with no annotation (`@Logged var rows = 0`), or of `$rows`: the
    /// wrapper's `wrappedValue` (or `projectedValue`) as the backing storage's type makes it.
    func inferWrappedPropertyType(_ v: VarDecl) {
        guard v.type.isError, let backing = v.wrapperBacking else { return }
        _ = propertyType(backing, subst: [:])
        // `@Logged @Trimmed var title`: the value is two `wrappedValue`s deep.
        let declaration = v.syntax?.parent?.parent?.as(VariableDeclSyntax.self)
        let depth = v.isWrapperProjection ? 1 : max(declaration.map { wrapperAttributes($0.attributes).count } ?? 1, 1)
        var type = backing.type
        for level in 0..<depth {
            let member = v.isWrapperProjection && level == 0 ? "projectedValue" : "wrappedValue"
            guard !type.isError, let found = lookupMembers(member, in: type, isStatic: false).first,
                case .property(let inner) = found.kind
            else { return }
            type = propertyType(inner, subst: found.subst)
        }
        v.type = type
    }

    /// Diagnostics raised while checking a wrapper's expansion are moved to the attribute they came from.
    func anchorExpansionDiagnostics(of v: VarDecl, from start: Int) {
        guard let attribute = v.wrapperAttribute, start < diagnostics.count else { return }
        for i in start..<diagnostics.count where diagnostics[i].node.root.id != attribute.root.id {
            diagnostics[i] = diagnostics[i].moved(to: attribute)
        }
    }

    /// Source written by ReuseLab, parsed so that it starts where `node` starts: its locations fall on the
    /// learner's line.
    func syntheticTree(_ text: String, at node: some SyntaxProtocol) -> SourceFileSyntax {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let parsed = Parser.parse(source: String(repeating: " ", count: offset) + text)
        return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }

    func syntheticExpression(_ text: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        guard let item = syntheticTree(text, at: node).statements.first, case .expr(let e) = item.item else { return nil }
        return e
    }

    private func syntheticStatements(_ text: String, at node: some SyntaxProtocol) -> CodeBlockItemListSyntax {
        syntheticTree(text, at: node).statements
    }
}
