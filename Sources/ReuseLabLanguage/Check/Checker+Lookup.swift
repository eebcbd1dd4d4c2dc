import SwiftSyntax

/// A member found by name on a type, with the substitutions that make its signature concrete.
struct FoundMember {
    enum Kind {
        case method(FuncDecl)
        case property(VarDecl)
        case enumCase(EnumCaseDecl, NominalDecl)
        case type(NominalDecl)
    }
    let kind: Kind
    var subst: [ObjectIdentifier: SType]
}

extension Checker {
    /// Members called `name` on `base` (instance members, or static ones when `isStatic`), most specific first.
    /// Protocol-extension defaults are left out when the type has a member with the same signature.
    func lookupMembers(_ name: String, in base: SType, isStatic: Bool) -> [FoundMember] {
        var found: [FoundMember] = []
        // A lookup finds a few members, a few dozen at most (`String`'s initializers): an array searched in order
        // costs less than hashing each key into a set (a `run` of a corpus script: 46.1 to 45.6 M instructions).
        var keys: [String] = []
        func add(_ kind: FoundMember.Kind, _ subst: [ObjectIdentifier: SType], key: String?) {
            if let key {
                if keys.contains(key) { return }
                keys.append(key)
            }
            found.append(FoundMember(kind: kind, subst: subst))
        }
        func addFrom(_ decl: NominalDecl, args: [SType], selfType: SType) {
            var subst: [ObjectIdentifier: SType] = [ObjectIdentifier(decl.selfParam): selfType]
            for (p, a) in zip(decl.genericParams, args) { subst[ObjectIdentifier(p)] = a }
            bindMemberTypes(of: decl.genericParams, &subst)  // `[Cell.Model]` in `Box<Cell>` read as `Box<TitleCell>`
            // A constrained extension's member only where the arguments meet its requirements.
            func addConstrained(_ kind: FoundMember.Kind, _ requirements: ExtensionRequirements?, key: String?) {
                guard
                    let s = constrainedMemberSubst(
                        requirements, subst, args: args, name: name, receiver: selfType,
                        describe: { constrainedMemberDescription(kind, requirements) })
                else { return }
                add(kind, s, key: key)
            }
            for c in decl.classChain {
                subst[ObjectIdentifier(c.selfParam)] = selfType
                // Two methods of one type with one signature differ by their result (Array's `suffix` making a
                // slice, and Sequence's an array): overloads, not an override, so both are found.
                var keysHere: [String] = []
                for f in c.methods(named: name) ?? [] where f.isStatic == isStatic {
                    let isFirst = !keysHere.contains(f.dispatchKey)
                    if isFirst { keysHere.append(f.dispatchKey) }
                    let key = isFirst ? f.dispatchKey : f.dispatchKey + " -> \(f.resultType)"
                    addConstrained(.method(f), f.extensionRequirements, key: key)
                }
                for v in c.properties(named: name) ?? [] where v.isStatic == isStatic {
                    addConstrained(.property(v), v.extensionRequirements, key: v.dispatchKey)
                }
                if isStatic, let ec = c.cases[name] { add(.enumCase(ec, c), subst, key: "case " + name) }
                if isStatic, let n = c.nestedTypes[name] { add(.type(n), subst, key: "type " + name) }
                if name == "init" && isStatic { for i in c.initializers { addConstrained(.method(i), i.extensionRequirements, key: nil) } }
                bindSuperclassArguments(of: c, into: &subst)
            }
        }
        // A type conforms to many protocols and few declare the name: the members are gathered first, and the
        // associated types bound (each protocol's inherited ones worked out) only for a protocol that has some.
        func addProtocolMembers(_ protocols: [NominalDecl], selfType: SType) {
            for p in protocols {
                let methods = (p.methods(named: name) ?? []).filter { $0.isStatic == isStatic }
                let properties = (p.properties(named: name) ?? []).filter { $0.isStatic == isStatic }
                // An extension's initializers are read only where it applies (reading them declares all its members).
                let findsInitializers = name == "init" && isStatic
                let extensions = (world.protocolExtensions[ObjectIdentifier(p)] ?? []).map { ext in
                    (
                        ext, methods: ext.methods(named: name).filter { $0.isStatic == isStatic },
                        properties: ext.properties(named: name).filter { $0.isStatic == isStatic }
                    )
                }.filter { findsInitializers || !$0.methods.isEmpty || !$0.properties.isEmpty }
                if methods.isEmpty && properties.isEmpty && extensions.isEmpty { continue }
                var subst: [ObjectIdentifier: SType] = [ObjectIdentifier(p.selfParam): selfType]
                bindAssociatedTypes(of: p, for: selfType, into: &subst)
                for f in methods { add(.method(f), subst, key: f.dispatchKey) }
                for v in properties { add(.property(v), subst, key: v.dispatchKey) }
                for (ext, methods, properties) in extensions {
                    guard extensionApplies(ext, to: selfType) else {
                        noteUnmetAssociatedSameType(ext, selfType, name: name, isStatic: isStatic)
                        continue
                    }
                    subst[ObjectIdentifier(ext.selfParam)] = selfType
                    for f in methods { add(.method(f), subst, key: f.dispatchKey) }
                    for v in properties { add(.property(v), subst, key: v.dispatchKey) }
                    if findsInitializers { for i in ext.initializers { add(.method(i), subst, key: nil) } }
                }
            }
        }
        switch base {
        case .nominal(let d, let args):
            addFrom(d, args: args, selfType: base)
            if d.isProtocol, let sup = superclassConstraint(of: [d]), case .nominal(let c, let a) = sup {
                addFrom(c, args: a, selfType: base)
            }
            if d.isProtocol {
                addProtocolMembers(world.protocolClosure(d), selfType: base)
            } else {
                addProtocolMembers(world.allConformances(of: d), selfType: base)
            }
        case .array(let element):
            addFrom(world.arrayDecl, args: [element], selfType: base)
        case .dictionary(let key, let value):
            addFrom(world.dictionaryDecl, args: [key, value], selfType: base)
        case .optional(let wrapped):
            addFrom(world.optionalDecl, args: [wrapped], selfType: base)
        case .param(let p):
            if let bound = p.superclassBound, case .nominal(let d, let args) = bound { addFrom(d, args: args, selfType: base) }
            if let owner = p.selfOf {
                if owner.isProtocol {
                    addProtocolMembers(world.protocolClosure(owner), selfType: base)
                } else {
                    addFrom(owner, args: owner.genericParams.map { .param($0) }, selfType: base)
                    addProtocolMembers(world.allConformances(of: owner), selfType: base)
                }
            }
            if p.superclassBound == nil, let sup = superclassConstraint(of: p.protocols), case .nominal(let c, let a) = sup {
                addFrom(c, args: a, selfType: base)
            }
            var protocols: [NominalDecl] = []
            for q in p.protocols { protocols.append(contentsOf: world.protocolClosure(q)) }
            if let bound = p.superclassBound?.nominalDecl { protocols.append(contentsOf: world.allConformances(of: bound)) }
            addProtocolMembers(protocols, selfType: base)
        case .existential(let ps):
            if let sup = superclassConstraint(of: ps), case .nominal(let c, let a) = sup { addFrom(c, args: a, selfType: base) }
            var protocols: [NominalDecl] = []
            for q in ps { protocols.append(contentsOf: world.protocolClosure(q)) }
            addProtocolMembers(protocols, selfType: base)
        default:
            break
        }
        return found
    }

    /// `class Titled: UITableViewDiffableDataSource<Int, Setting>` binds the superclass's generic parameters, so
    /// inherited members read `Setting` where they were declared with `ItemIdentifierType`.
    func bindSuperclassArguments(of decl: NominalDecl, into subst: inout [ObjectIdentifier: SType]) {
        guard case .nominal(let superDecl, let superArgs)? = decl.superclass else { return }
        let bound = subst
        for (p, a) in zip(superDecl.genericParams, superArgs) { subst[ObjectIdentifier(p)] = a.substituting(bound) }
    }

    /// Whether `extension P where Self: …` applies to `type`.
    func extensionApplies(_ ext: ProtocolExtension, to type: SType) -> Bool {
        if case .existential(let ps) = type {
            // The protocol's own class constraint (`protocol P: UIView`) is no extra constraint.
            let ownBound =
                ext.selfParam.superclassBound != nil
                && ext.selfParam.superclassBound?.nominalDecl === superclassConstraint(of: ps)?.nominalDecl
            return ext.selfParam.constraintCount - (ownBound ? 1 : 0) <= 1
        }
        for p in ext.selfParam.protocols where !world.conforms(type, to: p) { return false }
        if let bound = ext.selfParam.superclassBound, !world.isConvertible(type, to: bound) { return false }
        return fixesAssociatedTypes(ext, type)
    }

    /// How a chosen member is dispatched at run time.
    func dispatch(for member: FoundMember.Kind, on base: SType) -> Dispatch {
        switch member {
        case .method(let f):
            if f.kind == .initializer { return .direct }
            return dispatch(
                home: f.home, owner: f.owner, isFinal: f.isFinal && !f.isClassKeyword, key: f.dispatchKey,
                isStaticNonClass: f.isStatic && !f.isClassKeyword)
        case .property(let v):
            return dispatch(
                home: v.home, owner: v.owner, isFinal: v.isFinal && !v.isClassKeyword, key: v.dispatchKey,
                isStaticNonClass: v.isStatic && !v.isClassKeyword)
        default:
            return .direct
        }
    }

    private func dispatch(home: MemberHome, owner: NominalDecl?, isFinal: Bool, key: String, isStaticNonClass: Bool) -> Dispatch {
        switch home {
        case .requirement: return .dynamic
        case .protocolExtension:
            guard let owner else { return .direct }
            let isRequirement = world.protocolClosure(owner).contains { p in
                (p.methods.values.joined().contains { $0.dispatchKey == key })
                    || (p.properties.values.joined().contains { $0.dispatchKey == key })
            }
            return isRequirement ? .dynamic : .direct
        case .type:
            guard let owner, owner.isClass, !owner.isFinal, !isFinal, !isStaticNonClass else { return .direct }
            return .dynamic
        }
    }
}
