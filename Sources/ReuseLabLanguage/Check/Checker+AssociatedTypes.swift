import SwiftSyntax

/// Protocols with associated types (`associatedtype Item`) and generic code over them (`C.Item`,
/// `where C.Item == String`). An associated type is a generic parameter of the protocol; a conforming type
/// fixes it with `typealias Item = …` or by the types of its witnesses, and member lookup substitutes it.
extension Checker {
    func declareAssociatedTypes(_ decl: NominalDecl, _ syntax: DeclGroupSyntax) {
        for member in syntax.memberBlock.members.elementsInOrder {
            guard let a = member.decl.as(AssociatedTypeDeclSyntax.self) else { continue }
            let param = GenericParam(name: a.name.text)
            param.associatedOf = decl
            decl.associatedTypes[param.name] = param
        }
        // Constraints (`associatedtype Cell: UITableViewCell`) may name other associated types: a second pass.
        for member in syntax.memberBlock.members.elementsInOrder {
            guard let a = member.decl.as(AssociatedTypeDeclSyntax.self), let param = decl.associatedTypes[a.name.text] else { continue }
            var scope = TypeScope(enclosing: decl)
            addAssociatedTypes(of: decl, to: &scope)
            for inherited in (a.inheritanceClause?.inheritedTypes).elementsOrNone { constrain(param, by: inherited.type, scope: scope) }
            if let initializer = a.initializer {
                error(Diagnostics.associatedTypeFormUnsupported(a.name.text, initializer.trimmedDescription), at: initializer)
            }
            if let clause = a.genericWhereClause {
                error(Diagnostics.associatedTypeFormUnsupported(a.name.text, clause.trimmedDescription), at: clause)
            }
        }
    }

    /// The associated types of `decl` and of the protocols it refines, by name, into a type scope.
    func addAssociatedTypes(of decl: NominalDecl, to scope: inout TypeScope) {
        for p in world.protocolClosure(decl) {
            for (name, param) in p.associatedTypes where scope.genericParams[name] == nil { scope.genericParams[name] = param }
        }
    }

    /// `C.Item` for a generic parameter `C: Container`: what a `where` clause fixed it to, else the associated type.
    func associatedType(named name: String, of g: GenericParam) -> SType? {
        if g.collectionProtocol != nil { return name == "Element" ? world.collectionElement(of: g) : nil }
        if let fixed = g.sameTypes[name] { return fixed }
        if let existing = g.memberTypes[name] { return .param(existing) }
        var protocols = g.protocols
        if let owner = g.selfOf, owner.isProtocol { protocols.append(owner) }
        for p in protocols {
            for q in world.protocolClosure(p) {
                guard let a = q.associatedTypes[name] else { continue }
                // A protocol's own `Self.Item` is the associated type itself.
                if g.selfOf != nil || g.name == "Self" { return .param(a) }
                let member = GenericParam(name: g.name + "." + name, superclassBound: a.superclassBound, protocols: a.protocols)
                member.associatedOf = a.associatedOf
                g.memberTypes[name] = member
                return .param(member)
            }
        }
        return nil
    }

    /// `where C.Item == String`: true when understood and applied.
    func applySameType(_ req: SameTypeRequirementSyntax, scope: TypeScope) -> Bool {
        guard let left = req.leftType.as(TypeSyntax.self), let member = left.as(MemberTypeSyntax.self),
            case .param(let g) = resolveType(member.baseType, scope: scope),
            associatedType(named: member.name.text, of: g) != nil,
            let right = req.rightType.as(TypeSyntax.self)
        else { return false }
        g.sameTypes[member.name.text] = resolveType(right, scope: scope)
        return true
    }

    /// What `selfType` fixes the associated types of `p` to, for member lookup.
    func bindAssociatedTypes(of p: NominalDecl, for selfType: SType, into subst: inout [ObjectIdentifier: SType]) {
        for q in world.protocolClosure(p) {
            for (name, param) in q.associatedTypes {
                if let bound = associatedBinding(name, for: selfType) { subst[ObjectIdentifier(param)] = bound }
            }
        }
    }

    /// `C.Item` once `C` is bound to a concrete type at a call: what that type fixes `Item` to.
    func bindMemberTypes(of generics: [GenericParam], _ bindings: inout [ObjectIdentifier: SType]) {
        for g in generics {
            guard let bound = bindings[ObjectIdentifier(g)] else { continue }
            // `f(items) as Any`: an existential the context offered is no reason for `C.Element`, the argument's
            // elements are (swiftc binds the parameter from the argument).
            if g.collectionProtocol != nil, let member = g.memberTypes["Element"], case .existential? = bindings[ObjectIdentifier(member)],
                let element = world.sequenceElement(of: bound), !element.isError
            {
                bindings[ObjectIdentifier(member)] = element
            }
            for (name, member) in g.memberTypes where bindings[ObjectIdentifier(member)] == nil {
                if let t = associatedBinding(name, for: bound) {
                    bindings[ObjectIdentifier(member)] = t
                } else if g.collectionProtocol != nil, name == "Element", let element = world.sequenceElement(of: bound) {
                    bindings[ObjectIdentifier(member)] = element
                }
            }
        }
    }

    func associatedBinding(_ name: String, for selfType: SType) -> SType? {
        switch selfType {
        case .nominal(let d, let args):
            for c in d.classChain {
                if let alias = c.typealiases[name] {
                    var map: [ObjectIdentifier: SType] = [:]
                    for (gp, a) in zip(c.genericParams, args) { map[ObjectIdentifier(gp)] = a }
                    return alias.substituting(map)
                }
            }
            return nil
        case .param(let g):
            // A protocol extension's `Self` whose `where` clause fixes the associated type.
            if g.name == "Self", let fixed = g.sameTypes[name] { return fixed }
            if g.selfOf != nil || g.name == "Self" { return nil }
            if let member = associatedType(named: name, of: g) { return member }
            if let bound = g.superclassBound { return associatedBinding(name, for: bound) }
            return nil
        default:
            return nil
        }
    }

    /// `struct Names: Container { var items: [String] }` fixes `Item` to `String`: associated types not given
    /// by a typealias are read off the witnesses of the requirements that mention them.
    /// The member names `inferAssociatedTypes` and `markWitnesses` look up in `decl`.
    func namesInferenceReads(of decl: NominalDecl) -> [String] {
        var names: [String] = []
        for conformance in world.allConformances(of: decl) {
            for p in world.protocolClosure(conformance) where !p.associatedTypes.isEmpty {
                names += p.methods.keys
                names += p.properties.keys
            }
        }
        return names
    }

    func inferAssociatedTypes(_ decl: NominalDecl) {
        for conformance in world.allConformances(of: decl) {
            for p in world.protocolClosure(conformance) where !p.associatedTypes.isEmpty {
                markWitnesses(of: p, in: decl)
                let missing = p.associatedTypes.values.filter { decl.typealiases[$0.name] == nil }
                guard !missing.isEmpty else { continue }
                var found: [ObjectIdentifier: SType] = [:]
                for reqs in p.properties.values {
                    for r in reqs {
                        guard let witness = decl.properties(named: r.name)?.first, !witness.type.isError else { continue }
                        matchAssociated(r.type, witness.type, &found)
                    }
                }
                for reqs in p.methods.values {
                    for r in reqs {
                        guard let witness = decl.methods(named: r.name)?.first(where: { $0.labels == r.labels }) else { continue }
                        for (a, b) in zip(r.params, witness.params) { matchAssociated(a.type, b.type, &found) }
                        matchAssociated(r.resultType, witness.resultType, &found)
                    }
                }
                for a in missing { if let t = found[ObjectIdentifier(a)] { decl.typealiases[a.name] = t } }
            }
        }
    }

    /// Methods whose parameters are written with the associated types' concrete types witness the requirement.
    private func markWitnesses(of p: NominalDecl, in decl: NominalDecl) {
        for reqs in p.methods.values {
            for r in reqs where r.params.contains(where: { mentionsAssociatedType($0.type) }) {
                for w in decl.methods(named: r.name) ?? [] where w.labels == r.labels && w.isStatic == r.isStatic && w.witnessedKey == nil {
                    w.witnessedKey = r.dispatchKey
                }
            }
        }
    }

    private func mentionsAssociatedType(_ t: SType) -> Bool {
        switch t {
        case .param(let p): return p.associatedOf != nil
        case .optional(let w), .array(let w), .metatype(let w): return mentionsAssociatedType(w)
        case .dictionary(let k, let v): return mentionsAssociatedType(k) || mentionsAssociatedType(v)
        case .tuple(let e, _): return e.contains(where: mentionsAssociatedType)
        case .function(let ps, let r): return ps.contains(where: mentionsAssociatedType) || mentionsAssociatedType(r)
        case .nominal(_, let args): return args.contains(where: mentionsAssociatedType)
        default: return false
        }
    }

    /// Walks a requirement's type beside its witness's, recording what each associated type stands for.
    private func matchAssociated(_ requirement: SType, _ witness: SType, _ found: inout [ObjectIdentifier: SType]) {
        switch (requirement, witness) {
        case (.param(let p), _) where p.associatedOf != nil:
            if found[ObjectIdentifier(p)] == nil { found[ObjectIdentifier(p)] = witness }
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)), (.metatype(let a), .metatype(let b)):
            matchAssociated(a, b, &found)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            matchAssociated(k1, k2, &found)
            matchAssociated(v1, v2, &found)
        case (.function(let p1, let r1), .function(let p2, let r2)) where p1.count == p2.count:
            for (a, b) in zip(p1, p2) { matchAssociated(a, b, &found) }
            matchAssociated(r1, r2, &found)
        case (.nominal(let d1, let a1), .nominal(let d2, let a2)) where d1 === d2:
            for (a, b) in zip(a1, a2) { matchAssociated(a, b, &found) }
        default:
            break
        }
    }
}

extension Checker {
    /// A value type, or a protocol extension's `Self` that may be one: changing its property goes through
    /// the place that holds it, so a `mutating` protocol-extension method changes the caller's struct.
    func mayBeValueType(_ type: SType) -> Bool {
        switch type {
        case .nominal(let d, _): return d.isValueType
        case .param(let p):
            if p.selfOf != nil || p.superclassBound != nil { return false }
            return p.name == "Self" && !p.protocols.contains { world.isClassBound($0) }
        default: return false
        }
    }
}

extension Checker {
    /// `Task.ID` named before the checker has inferred it, by a type declared in the same entry (a property
    /// `var tasks: [Task.ID: Task]`, a method's parameter, or the superclass
    /// `UITableViewDiffableDataSource<Section, Task.ID>`): read the witness of the requirement that fixes it.
    /// From its declaration when members are declared; before that, from its syntax (a type annotation, or an
    /// initializer that calls a type: `let id = UUID()`). The answer is kept, so the later inference agrees.
    func associatedTypeInferredEarly(_ name: String, of decl: NominalDecl) -> SType? {
        guard !decl.isProtocol, !decl.fromPrelude else { return nil }
        // Before its header is resolved (a type declared further down), its inheritance clause says it all.
        let declared = decl.conformances.isEmpty ? protocolsNamed(in: decl) : world.allConformances(of: decl)
        let protocols = declared.filter { $0.associatedTypes[name] != nil }
        guard !protocols.isEmpty else { return nil }
        if !decl.properties.isEmpty || !decl.methods.isEmpty {
            inferAssociatedTypes(decl)
            // A witness whose type is still to be inferred from its initial value (`let id = UUID()`) is
            // read from its syntax below.
            if let inferred = decl.typealiases[name] { return inferred }
        }
        for p in protocols {
            guard let associated = p.associatedTypes[name] else { continue }
            for requirement in p.properties.values.joined() {
                guard case .param(let g) = requirement.type, g === associated,
                    let witness = witnessType(of: requirement.name, in: decl)
                else { continue }
                decl.typealiases[name] = witness
                return witness
            }
        }
        return nil
    }

    /// The protocols `decl`'s inheritance clause names, and the protocols they refine.
    private func protocolsNamed(in decl: NominalDecl) -> [NominalDecl] {
        let inherited = (decl.syntax?.declGroup?.inheritanceClause?.inheritedTypes).elementsOrNone
        return inherited.compactMap { typeNamedQuietly($0.type) }.filter(\.isProtocol).flatMap { world.protocolClosure($0) }
    }

    /// The type a stored property of `decl` is written with, or made by (`= UUID()`, `= 0`, `= ""`).
    private func witnessType(of property: String, in decl: NominalDecl) -> SType? {
        guard let group = decl.syntax?.declGroup else { return nil }
        for member in writtenMemberDecls(of: group) {
            guard let v = member.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                if let annotation = binding.typeAnnotation {
                    let type = resolveType(annotation.type, scope: typeScope(for: decl))
                    return type.isError ? nil : type
                }
                guard let value = binding.initializer?.value else { return nil }
                if value.is(IntegerLiteralExprSyntax.self) { return world.int }
                if value.is(StringLiteralExprSyntax.self) { return world.string }
                if let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
                    let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                    callee.baseName.text.first?.isUppercase == true,
                    let made = world.types[callee.baseName.text], !made.isProtocol, made.genericParams.isEmpty
                {
                    return .nominal(made, [])
                }
                return nil
            }
        }
        return nil
    }
}
