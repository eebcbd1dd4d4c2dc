import SwiftSyntax

/// Bodies of functions, accessors and initial values; top-level declarations; overrides and conformances.
extension Checker {
    static let knownModules: Set<String> = ["Swift", "UIKit", "Foundation", "Reusable", "CoreGraphics", "Dispatch"]

    /// `import Combine`: a module an app's project has (an Apple framework, a package) that ReuseLab does not.
    /// Named before any declaration is checked, so a name it lacks can say where it may come from.
    func reportUnsimulatedImports(_ items: [CodeBlockItemSyntax.Item]) {
        for item in items {
            guard case .decl(let decl) = item, let imp = decl.as(ImportDeclSyntax.self) else { continue }
            let name = imp.path.first?.name.text ?? ""
            guard !Checker.knownModules.contains(name) else { continue }
            unsimulatedImports.append(name)
            error(Diagnostics.moduleNotSimulated(name), at: imp.path)
        }
    }

    func checkTopLevelDecl(_ decl: DeclSyntax) -> [Stmt]? {
        if decl.is(ImportDeclSyntax.self) { return nil }  // see `reportUnsimulatedImports`
        if decl.is(VariableDeclSyntax.self) { return checkLocalDecl(decl) }
        flushPendingDeclarations()
        return nil
    }

    /// Queues bodies of everything declared so far; they are checked after the top-level statements.
    func flushPendingDeclarations() {
        let functions = pendingFunctions
        let variables = pendingVariables
        pendingFunctions = []
        pendingVariables = []
        for f in functions {
            if defersFunctionBodies { deferBody(of: f) } else { pendingBodies.append { self.checkFunctionBody(f) } }
        }
        for v in variables {
            if defersFunctionBodies && canDeferAccessors(of: v) {
                deferAccessors(of: v)
            } else {
                pendingBodies.append { self.checkVariable(v) }
            }
        }
    }

    func checkLocalDecl(_ decl: DeclSyntax) -> [Stmt] {
        if let v = decl.as(VariableDeclSyntax.self), rejectAsyncLet(v) { return [] }
        guard let v = decl.as(VariableDeclSyntax.self) else {
            if let f = decl.as(FunctionDeclSyntax.self), !(context.kind == .topLevel && context.scopes.count == 1) {
                return checkLocalFunction(f)
            }
            if decl.is(FunctionDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self)
                || decl.is(EnumDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
            {
                if context.kind == .topLevel && context.scopes.count == 1 { return [] }
                if let ext = decl.as(ExtensionDeclSyntax.self) {
                    error(Diagnostics.declarationOnlyAtFileScope, at: ext.extensionKeyword)
                } else {
                    checkLocalType(decl)
                }
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                if !(context.kind == .topLevel && context.scopes.count == 1) { declareLocalTypealias(alias) }
            } else if !decl.is(ImportDeclSyntax.self) {
                error(Diagnostics.declarationUnsupported, at: decl)
            }
            return []
        }
        let isLet = v.bindingSpecifier.isKeyword(.let)
        checkLazyOutsideTypes(v)
        let isGlobal = context.kind == .topLevel && context.scopes.count == 1
        if isGlobal || wrapperAttributes(v.attributes).isEmpty {
            rejectPropertyWrappers(v, isGlobal: isGlobal)
        } else if let statements = declareWrappedLocal(v) {
            return statements
        }
        var result: [Stmt] = []
        for binding in v.bindings {
            if let block = binding.accessorBlock, !block.holdsOnlyObservers {
                error(Diagnostics.computedLocalUnsupported, at: binding)
                continue
            }
            var annotated: SType? = nil
            let annotation = typeAnnotation(of: binding, in: v.bindings)
            if let t = annotation { annotated = resolveType(t.type, scope: currentTypeScope()) }
            if isLazyLocal(v), !isGlobal, let statements = declareLazyLocal(binding, annotated: annotated) {
                result.append(contentsOf: statements)
                continue
            }
            var value: Expr? = nil
            if let initial = binding.initializer?.value {
                if let a = annotated, let e = expectedSetElement(a), isUnappliedSetElement(e) {
                    // `let vowels: Set = ["a", "e"]`: the element type comes from the literal.
                    value = checkExpr(initial, expected: a)
                    annotated = value?.type
                } else if let a = annotated {
                    value = checkAllowingThrows(isThrowingFunctionType(binding.typeAnnotation!.type)) {
                        checkExpr(initial, convertingTo: a)
                    }
                } else {
                    value = checkExprKeepingOptional(initial, expected: nil)
                }
            }
            var type = annotated ?? value?.type ?? .error
            if case .nilLiteral = type {
                error(Diagnostics.nilRequiresContextualType, at: binding.initializer!.value)
                type = .error
            }
            if annotated == nil, let value, value.type.isVoid || value.type.optionalPayload?.isVoid == true, !isPrelude,
                let ident = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                let message = Diagnostics.inferredVoidType(isLet ? "constant" : "variable", ident.identifier.text, value.type)
                warning(message, at: ident, notes: [CompileNote(Diagnostics.addTypeAnnotationToSilence, at: ident)])
            }
            if value == nil && annotated == nil {
                error(Diagnostics.typeAnnotationMissing, at: binding.pattern)
            }
            if let tuplePattern = binding.pattern.as(TuplePatternSyntax.self) {
                guard case .tuple(let elements, _) = type, elements.count == tuplePattern.elements.count, let value else {
                    if !type.isError, let value = binding.initializer?.value {
                        let holes = Array(repeating: "_", count: tuplePattern.elements.count).joined(separator: ", ")
                        error(Diagnostics.cannotConvertToTuplePattern(type, holes), at: value)
                    }
                    continue
                }
                if let initial = binding.initializer?.value { _ = declaredTupleLabelsFit(tuplePattern, type, value: initial) }
                if tuplePattern.elements.contains(where: { $0.pattern.is(TuplePatternSyntax.self) }) {
                    // `let ((a, b), c) = …`: nested tuples are matched as a pattern.
                    let pattern = declareTuplePattern(tuplePattern, type: type) {
                        self.declareVariable($0, type: $1, isLet: isLet, global: isGlobal, node: $2)
                    }
                    result.append(Stmt(.bindPattern(pattern, value), loc(binding)))
                    continue
                }
                var refs: [VarRef?] = []
                for (el, t) in zip(tuplePattern.elements, elements) {
                    if let ident = el.pattern.as(IdentifierPatternSyntax.self) {
                        refs.append(declareVariable(ident.identifier.text, type: t, isLet: isLet, global: isGlobal, node: ident))
                        if !isGlobal, isLet, context.kind != .topLevel { trackBinding(ident.identifier.text, ident, .pattern) }
                    } else {
                        refs.append(nil)
                    }
                }
                result.append(Stmt(.bindTuple(refs, value), loc(binding)))
                continue
            }
            guard let ident = binding.pattern.as(IdentifierPatternSyntax.self) else {
                if binding.pattern.is(WildcardPatternSyntax.self), let value {
                    result.append(Stmt(.expression(value), loc(binding)))
                    continue
                }
                error(Diagnostics.patternUnsupported, at: binding.pattern)
                continue
            }
            let name = ident.identifier.lookupName
            let ref = declareVariable(name, type: type, isLet: isLet, global: isGlobal, node: ident)
            if isLet, binding.initializer == nil, binding.accessorBlock == nil {
                if isGlobal {
                    world.globals[name]?.awaitsValue = true
                } else {
                    context.scopes[context.scopes.count - 1][name]?.awaitsValue = true
                }
            }
            if !isGlobal, binding.accessorBlock == nil, v.modifiers.isEmpty {
                trackLocal(name, ident, isLet: isLet, binding: localBinding(binding, type: type, isLet: isLet))
            }
            if isImplicitlyUnwrapped(annotation) { markImplicitlyUnwrapped(name, ref) }
            if let block = binding.accessorBlock, case .global(let index) = ref { observeGlobal(block, index: index, type: type) }
            if let block = binding.accessorBlock, case .local = ref {
                result.append(contentsOf: observeLocal(block, name: name, type: type))
            }
            let ownership = referenceOwnership(v.modifiers, type: type, at: binding)
            if ownership != .strong {
                if isGlobal {
                    world.globals[name]?.ownership = ownership
                } else {
                    context.scopes[context.scopes.count - 1][name]?.ownership = ownership
                }
                result.append(Stmt(.bind(ref, value.map { Expr(.storeReference($0, ownership), $0.type, $0.loc) }), loc(binding)))
                continue
            }
            result.append(Stmt(.bind(ref, value), loc(binding)))
        }
        return result
    }

    func declareVariable(_ name: String, type: SType, isLet: Bool, global: Bool, node: some SyntaxProtocol) -> VarRef {
        if global {
            let index = world.globalCount
            world.globalCount += 1
            world.globals[name] = GlobalVar(index: index, type: type, isLet: isLet, declNode: Syntax(node))
            return .global(index: index)
        }
        if context.scopes.last?[name] != nil && context.kind != .topLevel {
            error(Diagnostics.invalidRedeclaration(name), at: node)
        }
        let index = context.declare(name, type: type, isLet: isLet)
        context.scopes[context.scopes.count - 1][name]?.declNode = Syntax(node)
        return .local(hops: 0, index: index)
    }

    func ensureSignature(_ fn: FuncDecl) {}

    /// A context for a member's body: `self`, `Self`, generic parameters.
    func memberContext(
        owner: NominalDecl?, home: MemberHome, isStatic: Bool, returnType: SType,
        generics: [GenericParam], fn: FuncDecl?, requirements: ExtensionRequirements? = nil
    ) -> FunctionContext {
        let ctx = FunctionContext(parent: nil, kind: .function, returnType: returnType)
        ctx.owner = owner
        ctx.funcDecl = fn
        ctx.canThrow = fn.map { $0.isThrowing || $0.isRethrowing } ?? false
        ctx.canAwait = fn?.isAsync ?? false
        ctx.isStaticContext = isStatic
        for g in generics { ctx.genericParams[g.name] = g }
        if let owner, owner.isProtocol {
            var scope = TypeScope()
            addAssociatedTypes(of: owner, to: &scope)
            for (name, p) in scope.genericParams { ctx.genericParams[name] = p }
        }
        if let owner {
            var instance: SType = owner.isClass ? .nominal(owner, owner.genericParams.map { .param($0) }) : owner.declaredType
            if case .protocolExtension(let selfParam) = home {
                instance = .param(selfParam)
                ctx.genericParams["Self"] = selfParam
            } else if owner.isProtocol {
                instance = .param(owner.selfParam)
            }
            for p in owner.genericParams { ctx.genericParams[p.name] = p }
            if let requirements = requirements ?? fn?.extensionRequirements {
                instance = constrainedSelfType(owner, requirements)
                enterConstrainedExtension(requirements, ctx)
            }
            ctx.selfType = isStatic ? .metatype(instance) : instance
            ctx.hasSelfSlot = true
            ctx.frameSize = 1
        }
        return ctx
    }

    func checkFunctionBody(_ fn: FuncDecl) {
        guard !fn.checked, let syntax = fn.syntax else { return }
        fn.checked = true
        let ctx = memberContext(
            owner: fn.owner, home: fn.home, isStatic: fn.isStatic, returnType: fn.kind == .initializer ? .void : fn.resultType,
            generics: fn.genericParams, fn: fn)
        ctx.isInitializer = fn.kind == .initializer
        let saved = context
        context = ctx
        defer {
            context = saved
            fn.selfOutlivesCall = ctx.selfCapturedByClosure
        }
        for p in fn.params where p.defaultSyntax != nil {
            if p.isAutoclosure, case .function(let ps, let result) = p.type, ps.isEmpty {
                // `@autoclosure () -> String = "text"`: the default is written as the value.
                let value = checkExpr(p.defaultSyntax!, convertingTo: result)
                p.defaultValue = Expr(.autoclosure(value), p.type, value.loc)
            } else {
                p.defaultValue = checkExpr(p.defaultSyntax!, convertingTo: p.type)
            }
        }
        for p in fn.params {
            let slot = ctx.declare(p.name, type: p.type, isLet: !p.isInout)
            if p.isImplicitlyUnwrapped { markImplicitlyUnwrapped(p.name, .local(hops: 0, index: slot)) }
        }
        if let accessor = fn.accessorBody?.as(CodeBlockItemListSyntax.self) {
            checkAccessorBody(fn, activeItems(accessor), anchor: syntax)
            fn.frameSize = ctx.frameSize
            return
        }
        // A prelude tree read from the cache left its functions' bodies out: the whole declaration has it.
        let whole = isPrelude ? DeferredBodies.shared.whole(syntax) ?? syntax : syntax
        let body: CodeBlockSyntax?
        if let f = whole.as(FunctionDeclSyntax.self) {
            body = f.body
        } else if let d = whole.as(DeinitializerDeclSyntax.self) {
            body = d.body
        } else {
            body = whole.as(InitializerDeclSyntax.self)?.body
        }
        guard let body else {
            fn.frameSize = ctx.frameSize
            return
        }
        requireDelegation(fn, body)
        let items = activeItems(body.statements)
        // A single expression is an implicit return; in a failable initializer only `nil` is one (`{ nil }`).
        if fn.kind == .initializer, fn.isFailable, items.count == 1, case .expr(let only) = items[0].item,
            only.is(NilLiteralExprSyntax.self)
        {
            fn.body = [Stmt(.ret(Expr(.nilLiteral, .nilLiteral, loc(only))), loc(only))]
        } else if let only = onlyBranchExpression(items), !fn.resultType.isVoid, fn.kind != .initializer {
            let e = checkExpr(only, convertingTo: fn.resultType) { self.returnMessage($0, $1) }
            fn.body = [Stmt(.ret(e), loc(only))]
        } else if items.count == 1, case .expr(let only) = items[0].item, !fn.resultType.isVoid, fn.kind != .initializer,
            !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self)
        {
            let e = checkExpr(only, convertingTo: fn.resultType) { self.returnMessage($0, $1) }
            fn.body = [Stmt(.ret(e), loc(only))]
        } else {
            fn.body = checkBlockItems(items)
            if !fn.resultType.isVoid && fn.kind != .initializer && !fn.resultType.isError, case .never = fn.resultType {
            } else if !fn.resultType.isVoid && fn.kind != .initializer && !fn.resultType.isError && !alwaysExits(fn.body!) {
                error(Diagnostics.missingReturn(fn.kindDescription, fn.resultType), at: body.rightBrace)
            }
        }
        fn.frameSize = ctx.frameSize
    }

    func inferPropertyType(_ v: VarDecl) {
        checkVariable(v)
    }

    /// Checks the property's initial value and accessors, and its observers unless they wait for their first
    /// use (a prelude's, see `deferAccessors`).
    func checkVariable(_ v: VarDecl, includingObservers: Bool = true) {
        guard !v.isBeingChecked else { return }
        if v.getter != nil || v.initialValue != nil { return }
        v.isBeingChecked = true
        defer { v.isBeingChecked = false }
        let diagnosticsBefore = diagnostics.count
        defer { anchorExpansionDiagnostics(of: v, from: diagnosticsBefore) }
        inferWrappedPropertyType(v)
        if let initial = v.initialSyntax {
            // A lazy initial value runs on first read, so it may use `self` and other properties.
            let ctx = memberContext(owner: v.owner, home: v.home, isStatic: !v.isLazy, returnType: .void, generics: [], fn: nil)
            ctx.hasSelfSlot = v.isLazy
            let saved = context
            context = ctx
            let e = v.type.isError ? checkExprKeepingOptional(initial, expected: nil) : checkExpr(initial, convertingTo: v.type)
            context = saved
            if v.type.isError { v.type = e.type }
            v.initialValue = e
            v.getterFrameSize = ctx.frameSize
        }
        if let getter = v.getterSyntax {
            let ctx = memberContext(
                owner: v.owner, home: v.home, isStatic: v.isStatic, returnType: v.type, generics: [], fn: nil,
                requirements: v.extensionRequirements)
            ctx.accessorMutatesSelf = accessorModifier(of: getter) == .keyword(.mutating)
            let saved = context
            context = ctx
            let items = activeItems(getter.as(CodeBlockItemListSyntax.self) ?? [])
            if items.count == 1, case .expr(let only) = items[0].item, !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self) {
                let e = checkExpr(only, convertingTo: v.type) { self.returnMessage($0, $1) }
                v.getter = [Stmt(.ret(e), loc(only))]
            } else {
                v.getter = checkBlockItems(items)
                if !alwaysExits(v.getter!), let last = items.last ?? nil {
                    error(Diagnostics.missingReturnInGetter(v.type), at: last)
                }
            }
            v.getterFrameSize = ctx.frameSize
            context = saved
        }
        if v.observers != nil && includingObservers {
            // `@Counted var taps = 0 { didSet … }`: `oldValue` has the wrapped value's type.
            if v.wrapperBacking != nil && v.type.isError { inferWrappedPropertyType(v) }
            checkObservers(of: v)
        }
        if let setter = v.setterSyntax {
            let ctx = memberContext(
                owner: v.owner, home: v.home, isStatic: v.isStatic, returnType: .void, generics: [], fn: nil,
                requirements: v.extensionRequirements)
            ctx.accessorMutatesSelf = accessorModifier(of: setter) != .keyword(.nonmutating)
            let saved = context
            context = ctx
            _ = ctx.declare(v.setterParamName, type: v.type, isLet: true)
            v.setter = checkBlockItems(Array(setter.as(CodeBlockItemListSyntax.self) ?? []))
            v.setterFrameSize = ctx.frameSize
            context = saved
        }
    }

    /// `mutating` in `mutating get`, `nonmutating` in `nonmutating set`, from an accessor's statements.
    private func accessorModifier(of statements: Syntax) -> TokenKind? {
        statements.parent?.parent?.as(AccessorDeclSyntax.self)?.modifier?.name.tokenKind
    }

    // MARK: Overrides

    func checkOverrides(_ decl: NominalDecl) {
        guard decl.isClass else { return }
        let sup = decl.superclassDecl
        for fns in decl.methods.values {
            for f in fns {
                let inherited = sup.flatMap { s in
                    s.classChain.lazy.compactMap { c in c.methods(named: f.name)?.first { self.overrides(f, $0) } }.first
                }
                if inherited == nil, f.isOverride, overridesUnsimulatedCallback(f, in: decl) { continue }
                // `override func update(with model: Weather)` of `Base<Model>`'s `update(with model: Model)`:
                // the parameter types differ in spelling, so the override answers to the inherited method's key.
                if let inherited, f.isOverride, f.witnessedKey == nil, inherited.dispatchKey != f.dispatchKey {
                    f.witnessedKey = inherited.dispatchKey
                }
                checkOverride(
                    member: f.nameNode ?? f.syntax!, isOverride: f.isOverride,
                    overridden: inherited.map {
                        (
                            $0.isStatic && !$0.isClassKeyword, $0.isFinal && !$0.isStatic,
                            $0.isStatic ? "static method" : "instance method",
                            overriddenDeclaration($0)
                        )
                    },
                    kind: "method", overrideModifier: f.syntax?.as(FunctionDeclSyntax.self)?.modifiers)
            }
        }
        for vars in decl.properties.values {
            for v in vars {
                let inherited = sup.flatMap { s in
                    s.classChain.lazy.compactMap { c in c.properties(named: v.name)?.first { $0.isStatic == v.isStatic } }.first
                }
                let node: Syntax = v.syntax ?? Syntax(decl.nameNode!)
                checkOverride(
                    member: node, isOverride: v.isOverride,
                    overridden: inherited.map {
                        (
                            $0.isStatic && !$0.isClassKeyword, $0.isFinal && !$0.isStatic, $0.isStatic ? "static property" : "property",
                            overriddenDeclaration($0)
                        )
                    },
                    kind: "property", overrideModifier: nil)
            }
        }
        for i in decl.initializers where i.isOverride {
            let exists = sup.map { initializers(of: $0).contains { $0.labels == i.labels } } ?? false
            if !exists, let node = i.nameNode { error(Diagnostics.initializerOverridesNothing, at: node) }
        }
        // A subclass that declares designated initializers must provide the required ones.
        if let sup, decl.initializers.contains(where: { !$0.isConvenience }) {
            for r in initializers(of: sup) where r.isRequired {
                if !decl.initializers.contains(where: { $0.labels == r.labels }), let (node, position) = requiredInitializerPosition(decl) {
                    let missing = Diagnostics.requiredInitializerNotProvided(r.fullName, sup.name)
                    let message = withRequiredInitializerNote(missing, r, anchor: node)
                    diagnose(CompileDiagnostic(message, at: node, position: position))
                }
            }
        }
    }

    /// Same labels and kind; a `static` method with other parameter types is an overload, not an attempt to
    /// override (`static func == (lhs: Item, rhs: Item)` in a subclass of NSObject, whose `==` takes NSObjects).
    private func overrides(_ f: FuncDecl, _ inherited: FuncDecl) -> Bool {
        guard inherited.labels == f.labels, inherited.isStatic == f.isStatic else { return false }
        guard f.isStatic, !inherited.isClassKeyword, inherited.params.count == f.params.count else { return true }
        return zip(inherited.params, f.params).allSatisfy { world.sameType($0.type, $1.type) }
    }

    private func checkOverride(
        member: Syntax, isOverride: Bool,
        overridden: (isStatic: Bool, isFinal: Bool, kind: String, declaration: OverriddenDeclaration)?,
        kind: String, overrideModifier: DeclModifierListSyntax?
    ) {
        let anchor: Syntax
        if let binding = member.as(PatternBindingSyntax.self) { anchor = Syntax(binding.pattern) } else { anchor = member }
        if let o = overridden {
            let noted: (Diagnostics.Message) -> Diagnostics.Message = {
                self.withOverriddenDeclarationNote($0, o.declaration, anchor: anchor)
            }
            if o.isStatic {
                error(noted(Diagnostics.cannotOverride(o.kind)), at: anchor)
            } else if o.isFinal {
                // swiftc names both by the overridden member's kind: "instance method overrides a 'final' instance method".
                let finalKind = o.kind.replacingOccurrences(of: "static ", with: "")
                error(noted(Diagnostics.overridesFinal(finalKind, finalKind)), at: anchor)
            } else if !isOverride {
                error(noted(Diagnostics.overrideKeywordRequired), at: anchor)
            }
        } else if isOverride {
            error(Diagnostics.overridesNothing(kind, kind), at: anchor)
        }
    }

    // MARK: Conformances

    func hasWitness(_ decl: NominalDecl, name: String, key: String, isProperty: Bool) -> Bool {
        let type = decl.declaredType
        for c in decl.classChain {
            if isProperty {
                if c.properties(named: name)?.contains(where: { $0.dispatchKey == key }) == true { return true }
            } else if c.methods(named: name)?.contains(where: { $0.dispatchKey == key }) == true {
                return true
            }
            if !isProperty && name == "init" && !c.initializers.isEmpty { return true }
        }
        for p in world.allConformances(of: decl) {
            for ext in world.protocolExtensions[ObjectIdentifier(p)] ?? [] where extensionApplies(ext, to: type) {
                if isProperty, ext.properties.contains(where: { $0.dispatchKey == key }) { return true }
                if !isProperty, ext.methods.contains(where: { $0.dispatchKey == key }) { return true }
            }
        }
        return false
    }
}
