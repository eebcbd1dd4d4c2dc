import SwiftSyntax

/// Constrained extensions of generic types, as app code writes them: `extension Array where Element: Equatable`,
/// `extension Dictionary where Key == String`, `extension Optional where Wrapped == String`, and the standard
/// library's collection protocols (`extension Collection { subscript(safe i: Index) -> Element? }`,
/// `extension Sequence where Element: Hashable`).
///
/// The extension sees copies of the type's generic parameters carrying its constraints (or the concrete type
/// a same-type requirement fixes); member lookup binds the copies to the receiver's arguments and leaves a
/// member out when they do not meet its requirements, keeping swiftc's words for the "has no member" that
/// would follow. ReuseLab has no `Sequence`/`Collection` protocols: their extensions are declared on `Array`
/// (with `Index` as `Int`), and used on another collection they get ReuseLab's own boundary.
extension Checker {
    static let collectionProtocolNames: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// `extension Collection …` written by the learner: the protocol's name, else nil.
    func collectionProtocolExtended(_ ext: ExtensionDeclSyntax) -> String? {
        guard !isPrelude, let name = ext.extendedType.as(IdentifierTypeSyntax.self)?.name.text,
            Checker.collectionProtocolNames.contains(name), world.types[name] == nil
        else { return nil }
        return name
    }

    /// The scope of a constrained extension's members, and the requirements to record on them.
    func constrainedExtension(_ ext: ExtensionDeclSyntax, of decl: NominalDecl, protocolName: String?) -> (TypeScope, ExtensionRequirements)
    {
        let requirements = ExtensionRequirements(
            extendedName: protocolName ?? decl.name, isProtocolExtension: protocolName != nil,
            originals: decl.genericParams)
        requirements.declaredInLibrary = isPrelude
        if !isPrelude { requirements.extensionKeyword = ext.extensionKeyword }
        var scope = typeScope(for: decl)
        for p in requirements.params { scope.genericParams[p.name] = p }
        if protocolName != nil, let element = requirements.params.first {
            requirements.fixedNames["Index"] = world.int
            // A member's `SubSequence` is what an array's slicing members give.
            if let slice = world.types["ArraySlice"], slice.fromPrelude {
                requirements.fixedNames["SubSequence"] = slice.applied(to: [.param(element)])
            }
            // `Iterator.Element`, the spelling of Swift 3 that library code still uses, is `Element`.
            let iterator = GenericParam(name: "Iterator")
            iterator.memberTypes["Element"] = element
            requirements.fixedNames["Iterator"] = .param(iterator)
            scope.fixedTypes = requirements.fixedNames
        }
        let errorsBefore = diagnostics.count
        defer { requirements.whereClauseFailed = diagnostics.count > errorsBefore }
        for req in (ext.genericWhereClause?.requirements).elementsOrNone {
            switch req.requirement {
            case .conformanceRequirement(let c):
                if case .param(let p) = resolveType(c.leftType, scope: scope), requirements.params.contains(where: { $0 === p }) {
                    constrain(p, by: c.rightType, scope: scope)
                    continue
                }
            case .sameTypeRequirement(let same):
                if let left = same.leftType.as(TypeSyntax.self), let right = same.rightType.as(TypeSyntax.self),
                    case .param(let p) = resolveType(left, scope: scope),
                    let index = requirements.params.firstIndex(where: { $0 === p })
                {
                    let fixed = resolveType(right, scope: scope)
                    requirements.fixed[index] = fixed
                    requirements.fixedNames[p.name] = fixed
                    scope.fixedTypes[p.name] = fixed
                    continue
                }
            default:
                break
            }
            error(Diagnostics.whereRequirementUnsupported(req.requirement.trimmedDescription), at: req)
        }
        return (scope, requirements)
    }

    /// Marks the members an extension declared (those `decl` did not have before) with its requirements.
    /// A where clause already reported (`where Wrapped: Collection` names a protocol ReuseLab lacks) leaves the
    /// bodies unchecked: what they would say follows from that error.
    func markConstrainedMembers(of decl: NominalDecl, declaredSince before: Set<ObjectIdentifier>, _ requirements: ExtensionRequirements) {
        let skipBodies = requirements.whereClauseFailed
        for f in decl.methods.values.joined() where !before.contains(ObjectIdentifier(f)) {
            f.extensionRequirements = requirements
            f.subscriptSetter?.extensionRequirements = requirements
            if skipBodies {
                f.checked = true
                f.subscriptSetter?.checked = true
            }
        }
        for f in decl.initializers where !before.contains(ObjectIdentifier(f)) {
            f.extensionRequirements = requirements
            if skipBodies { f.checked = true }
        }
        for v in decl.properties.values.joined() where !before.contains(ObjectIdentifier(v)) {
            v.extensionRequirements = requirements
            if skipBodies {
                v.getter = []
                v.setter = []
            }
        }
    }

    func memberIdentities(of decl: NominalDecl) -> Set<ObjectIdentifier> {
        var ids = Set<ObjectIdentifier>()
        for f in decl.methods.values.joined() { ids.insert(ObjectIdentifier(f)) }
        for f in decl.initializers { ids.insert(ObjectIdentifier(f)) }
        for v in decl.properties.values.joined() { ids.insert(ObjectIdentifier(v)) }
        return ids
    }

    /// `self` inside a constrained extension: `[Item]` in `extension Array where Element == Item`.
    func constrainedSelfType(_ owner: NominalDecl, _ requirements: ExtensionRequirements) -> SType {
        let args = requirements.arguments
        if owner === world.optionalDecl, args.count == 1 { return .optional(args[0]) }
        if owner === world.dictionaryDecl, args.count == 2 { return .dictionary(args[0], args[1]) }
        return owner.applied(to: args)
    }

    func enterConstrainedExtension(_ requirements: ExtensionRequirements, _ ctx: FunctionContext) {
        for p in requirements.params { ctx.genericParams[p.name] = p }
        for (name, type) in requirements.fixedNames { ctx.fixedTypes[name] = type }
    }

    /// The substitutions for a member found on a type with arguments `args`: the extension's parameters bound
    /// to them, or nil when they do not meet the extension's requirements (the reason is kept for the
    /// "no member" message that follows).
    func constrainedMemberSubst(
        _ requirements: ExtensionRequirements?, _ subst: [ObjectIdentifier: SType], args: [SType],
        name: String, receiver: SType, describe member: () -> String
    ) -> [ObjectIdentifier: SType]? {
        guard let requirements else { return subst }
        guard args.count == requirements.params.count else { return subst }
        var result = subst
        for (i, copy) in requirements.params.enumerated() {
            let arg = args[i]
            result[ObjectIdentifier(copy)] = arg
            if arg.isError { continue }
            let original = requirements.originals[i]
            var failure: Diagnostics.Message?
            if let fixed = requirements.fixed[i], !world.sameType(arg, fixed) {
                failure = Diagnostics.extensionRequirementSameType(member(), arg, fixed)
            } else if let p = copy.protocols.first(where: { p in !original.protocols.contains { $0 === p } && !world.conforms(arg, to: p) })
            {
                failure = Diagnostics.extensionRequirementConform(member(), arg, p.name)
                if requirements.declaredInLibrary {
                    let parameter = requirements.isProtocolExtension ? "Self.\(original.name)" : original.name
                    failure = failure?.withLibraryNote(
                        Diagnostics.whereParameterIs(parameter, Diagnostics.quoted(arg)), at: "Swift.\(requirements.extendedName)")
                }
            } else if let name = copy.collectionProtocol, original.collectionProtocol == nil,
                unmetCollectionRequirement(copy, boundTo: arg) != nil
            {
                failure = Diagnostics.extensionRequirementConform(member(), arg, name)
            } else if original.superclassBound == nil, let bound = copy.superclassBound, !world.isConvertible(arg, to: bound) {
                failure = Diagnostics.extensionRequirementInherit(member(), arg, bound)
            }
            if var failure {
                if let keyword = requirements.extensionKeyword {
                    let parameter = requirements.isProtocolExtension ? "Self.\(original.name)" : original.name
                    failure = failure.withNote(Diagnostics.whereParameterIs(parameter, Diagnostics.quoted(arg)), at: keyword)
                }
                unmetExtensionRequirements[name] = (receiver, failure)
                return nil
            }
        }
        return result
    }

    /// swiftc's opening for a member of a constrained extension: `referencing instance method 'f()' on 'Array'`,
    /// `property 'titles'`.
    func constrainedMemberDescription(_ kind: FoundMember.Kind, _ requirements: ExtensionRequirements?) -> String {
        let on = requirements?.extendedName
        switch kind {
        case .method(let f) where f.name == "subscript": return Diagnostics.referencingMember("subscript", f.fullName, on: on)
        case .method(let f):
            return Diagnostics.referencingMember(f.kindDescription, f.kind == .initializer ? f.fullName : f.diagnosticName, on: on)
        case .property(let v): return Diagnostics.describedDeclaration(v.kindDescription, v.name)
        default: return ""
        }
    }

    /// What a lookup that found nothing should say: a member left out by unmet requirements, or one of an
    /// `extension Collection` used on a collection other than an array.
    func constrainedExtensionMessage(_ name: String, in type: SType) -> Diagnostics.Message? {
        if let unmet = unmetExtensionRequirements[name],
            world.sameType(unmet.receiver, type) || world.sameType(unmet.receiver, type.unwrappedFully)
        {
            return unmet.message
        }
        let array = world.arrayDecl
        let members =
            (array.methods(named: name) ?? []).map(\.extensionRequirements)
            + (array.properties(named: name) ?? []).map(\.extensionRequirements)
        guard let protocolRequirements = members.compactMap({ $0 }).first(where: \.isProtocolExtension) else { return nil }
        switch type.unwrappedFully {
        case .dictionary: break
        case .nominal(let d, _)
        where [world.stringType, world.setDecl, world.rangeDecl, world.closedRangeDecl, world.substringType].contains(where: { $0 === d }):
            break
        default: return nil
        }
        return Diagnostics.collectionExtensionOnType(protocolRequirements.extendedName, type.unwrappedFully)
    }
}

extension Checker {
    /// `rows[safe: 3]` where the extension declaring `subscript(safe:)` does not apply to `rows`: swiftc's words
    /// at the bracket.
    func unmetSubscriptRequirement(_ base: Expr, _ sub: SubscriptCallExprSyntax) -> Expr? {
        guard let unmet = unmetExtensionRequirements["subscript"], world.sameType(unmet.receiver, base.type) else { return nil }
        error(unmet.message, at: sub.leftSquare)
        return errorExpr(sub)
    }
}

extension Checker {
    /// `[item].count(of: item)` where `count(of:)` comes from an extension that does not apply: the lookup
    /// found only the property `count`, but swiftc names the method's unmet requirement.
    func reportUnmetMethodRequirement(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let unmet = unmetExtensionRequirements[member.declName.baseName.text]
        else { return false }
        error(unmet.message, at: member.declName)
        return true
    }
}

/// A constrained extension's scope and requirements, worked out when its first members are declared and kept for
/// the rest, which a prelude declares a name at a time.
final class ConstrainedExtensionScope {
    var workedOut: (TypeScope, ExtensionRequirements)?
}
