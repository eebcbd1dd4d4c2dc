import SwiftSyntax

/// Property wrappers on a function's local variables (Swift 5.4+): `@Clamped(0...10) var volume = 12`
/// declares a hidden local `_volume` holding `Clamped(wrappedValue: 12, 0...10)`; every use of `volume` reads
/// or writes `_volume.wrappedValue` (`_volume.wrappedValue.wrappedValue` for two wrappers), and `$volume` is
/// `_volume.projectedValue`. The expansion is Swift source placed where the attribute is, as for properties
/// (`Checker+PropertyWrappers.swift`). swiftc does not warn about an unused or never-changed wrapped local.
extension Checker {
    /// The statements declaring a wrapped local, or nil when the declaration goes on as a plain variable (after
    /// swiftc's error for `let`, `lazy`, `weak`, or ReuseLab's boundary).
    func declareWrappedLocal(_ v: VariableDeclSyntax) -> [Stmt]? {
        let found = wrapperAttributes(v.attributes)
        guard let first = found.first else { return nil }
        guard v.bindings.count == 1, let binding = v.bindings.first, let ident = binding.pattern.as(IdentifierPatternSyntax.self) else {
            // swiftc's error; the variables go on unwrapped.
            error(Diagnostics.propertyWrapperOnSeveralVariables, at: first.syntax)
            hideWrapperNames(v, owner: nil)
            return nil
        }
        if let block = binding.accessorBlock, !block.holdsOnlyObservers {
            error(Diagnostics.propertyWrapperOnComputed, at: first.syntax)
            hideWrapperNames(v, owner: nil)
            declareBehindBoundary(ident.identifier.text)
            return []
        }
        let name = ident.identifier.text
        if v.bindingSpecifier.isKeyword(.let) {
            error(Diagnostics.propertyWrapperOnLet, at: first.syntax)
            return nil
        }
        let isLazy = v.modifiers.contains { $0.name.isKeyword(.lazy) }
        let ownership: ReferenceOwnership =
            v.modifiers.contains { $0.name.isKeyword(.weak) }
            ? .weak : v.modifiers.contains { $0.name.isKeyword(.unowned) } ? .unowned : .strong
        if let conflict = wrapperConflict(lazy: isLazy, ownership: ownership) {
            error(Diagnostics.propertyWrapperCannotAlsoBe(name, conflict), at: ident)
            return nil
        }
        var wrappers: [(attribute: AttributeSyntax, decl: NominalDecl)] = []
        for (syntax, wrapperName) in found {
            guard let wrapper = localWrapperType(named: wrapperName), !wrapper.fromPrelude else {
                reportWrapperNotRun(syntax, wrapperName, found: localWrapperType(named: wrapperName))
                hideWrapperNames(v, owner: nil)
                return nil
            }
            guard isPropertyWrapperType(wrapper) else {
                let notes = wrapper.nameNode.map { [CompileNote(Diagnostics.declaredHere(wrapper.name), at: $0)] } ?? []
                error(Diagnostics.typeCannotBeAttribute(kindWord(wrapper), wrapper.name), at: syntax, notes: notes)
                return nil
            }
            // A wrapper without `wrappedValue` is reported at its own declaration.
            guard wrapper.properties(named: "wrappedValue")?.contains(where: { !$0.isStatic }) == true else {
                hideWrapperNames(v, owner: nil)
                return nil
            }
            wrappers.append((syntax, wrapper))
        }
        if composedWrappersMismatch(wrappers) {
            hideWrapperNames(v, owner: nil)
            return nil
        }
        guard let innermost = wrappers.last?.decl, let make = localWrapperMake(found.map(\.syntax), innermost, binding) else {
            error(Diagnostics.propertyWrapperWithoutInitialValueUnsupported(first.name), at: first.syntax)
            hideWrapperNames(v, owner: nil)
            return nil
        }
        let storageName = "_" + name
        guard let storage = syntheticTree("var \(storageName) = \(make)", at: first.syntax).statements.first,
            case .decl(let storageDecl) = storage.item
        else { return nil }
        let start = diagnostics.count
        let statements = checkLocalDecl(storageDecl)
        forgetUsage(of: storageName)
        for i in start..<diagnostics.count where diagnostics[i].node.root.id != first.syntax.root.id {
            diagnostics[i] = diagnostics[i].moved(to: first.syntax)
        }
        let access = storageName + String(repeating: ".wrappedValue", count: wrappers.count)
        declareWrappedName(name, access: access, at: ident)
        if wrappers[0].decl.properties["projectedValue"]?.contains(where: { !$0.isStatic }) == true {
            declareWrappedName("$" + name, access: storageName + ".projectedValue", at: ident)
        }
        // `{ willSet … didSet … }`: observers around every set through the wrapper.
        if let block = binding.accessorBlock, let type = context.lookupLocal(name)?.type {
            return statements + observeLocal(block, name: name, type: type)
        }
        return statements
    }

    /// `Clamped(wrappedValue: (12), 0...10)` for a local with an initial value; `Tally()` or `Setting(key: "k")`
    /// for one without, made by one wrapper that needs no `wrappedValue`; nil for what ReuseLab does not make.
    private func localWrapperMake(_ attributes: [AttributeSyntax], _ innermost: NominalDecl, _ binding: PatternBindingSyntax) -> String? {
        let annotation = binding.typeAnnotation?.type.trimmedDescription
        if let initial = binding.initializer?.value {
            let typed = annotation.flatMap { innermost.genericParams.isEmpty ? nil : " as " + $0 } ?? ""
            let made = wrapperMaking(attributes, typed: typed)
            return made.prefix + initial.trimmedDescription + made.suffix
        }
        guard attributes.count == 1, let attribute = attributes.first, wrapperMadeWithoutWrappedValue(innermost) else { return nil }
        let spelling = wrapperSpelling(attribute, innermost, binding)
        return spelling + "(" + wrapperArguments(attribute) + ")"
    }

    /// A wrapper type seen from a function: nested in the enclosing type, or declared at the top level.
    private func localWrapperType(named name: String) -> NominalDecl? {
        if let enclosing = currentTypeScope().enclosing, let nested = nestedType(named: name, in: enclosing) { return nested }
        return world.types[name]
    }

    /// `volume` (or `$volume`) as a name whose every use is the wrapper access it stands for.
    private func declareWrappedName(_ name: String, access: String, at ident: IdentifierPatternSyntax) {
        let type = syntheticExpression(access, at: ident).map { checkExpr($0, expected: nil).type } ?? .error
        forgetUsage(of: "_" + name.drop { $0 == "$" })
        _ = declareVariable(name, type: type, isLet: false, global: false, node: ident)
        context.scopes[context.scopes.count - 1][name]?.wrapperAccess = access
    }

    /// The hidden storage is no variable the learner wrote: swiftc has no warning about it.
    private func forgetUsage(of name: String) {
        guard let usage = context.scopes[context.scopes.count - 1][name]?.usage else { return }
        localUsages = localUsages.filter { $0.value !== usage }
        context.scopes[context.scopes.count - 1][name]?.usage = nil
    }

    /// A use of a wrapped local, read or written through its wrapper.
    func wrappedLocalAccess(_ access: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        syntheticExpression(access, at: node)
    }
}
