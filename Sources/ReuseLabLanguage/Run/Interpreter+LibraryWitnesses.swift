/// Protocol requirements met by the library's own types: `extension String: Titled {}` where `Titled` asks for
/// `var count: Int`, or `extension Int: Scored { var score: Int { self } }`. A String, an Int or an array is a
/// flat value at run time, not an instance that names its declaration, so dispatch through an existential or a
/// generic parameter first finds which library type the value is, then the member that witnesses the requirement.
extension Interpreter {
    /// The library type whose members answer for a built-in value: the type it was erased with (`Character`,
    /// `CGFloat`, `[Int]`), else the one its run-time shape says.
    func libraryDecl(of value: Value) -> NominalDecl? {
        switch value {
        case .erased(_, let t): return libraryDecl(of: t)
        case .int: return world.intType
        case .double: return world.doubleType
        case .bool: return world.boolType
        case .string: return world.stringType
        case .substring: return world.substringType
        case .array: return world.arrayDecl
        case .dictionary: return world.dictionaryDecl
        case .set: return world.setDecl
        case .range: return world.rangeDecl
        default: return nil
        }
    }

    func libraryDecl(of type: SType) -> NominalDecl? {
        switch type {
        case .nominal(let d, _) where d.kind == .builtin: return d
        case .array: return world.arrayDecl
        case .dictionary: return world.dictionaryDecl
        case .optional: return world.optionalDecl
        default: return nil
        }
    }

    /// The witness of a method requirement on a library type: one declared under the requirement's dispatch key
    /// (the learner's own extension), else the library member of the same name, labels and staticness (the
    /// library spells parameters generically, `hasPrefix<Prefix: StringProtocol>`, where a requirement says `String`).
    func libraryImplementation(of fn: FuncDecl, on decl: NominalDecl) -> FuncDecl {
        let found = implementation(of: fn, on: decl, declared: { $0.methods(named: fn.name) }, inExtension: { $0.methods(named: fn.name) })
        guard found.home == .requirement else { return found }
        var candidates = (decl.methods(named: fn.name) ?? []).filter { $0.home != .requirement }
        for p in world.allConformances(of: decl) {
            for ext in world.protocolExtensions[ObjectIdentifier(p)] ?? [] where extensionAppliesAtRunTime(ext, decl) {
                candidates += ext.methods(named: fn.name)
            }
        }
        candidates = candidates.filter { $0.fullName == fn.fullName && $0.isStatic == fn.isStatic }
        let exact = candidates.first { c in zip(c.params, fn.params).allSatisfy { world.sameType($0.type, $1.type) } }
        guard let witness = exact ?? candidates.first else { return found }
        caches.methods[RunCaches.MemberKey(decl, fn)] = witness
        return witness
    }

    /// The witness of a property requirement on a library type, found as `libraryImplementation` finds a method's.
    func libraryPropertyImplementation(of v: VarDecl, on decl: NominalDecl) -> VarDecl {
        let found = propertyImplementation(of: v, on: decl)
        guard found.isRequirement else { return found }
        var candidates = (decl.properties(named: v.name) ?? []).filter { !$0.isRequirement && $0.isStatic == v.isStatic }
        for p in world.allConformances(of: decl) {
            for ext in world.protocolExtensions[ObjectIdentifier(p)] ?? [] where extensionAppliesAtRunTime(ext, decl) {
                candidates += ext.properties(named: v.name).filter { $0.isStatic == v.isStatic }
            }
        }
        guard let witness = candidates.first else { return found }
        caches.properties[RunCaches.MemberKey(decl, v)] = witness
        return witness
    }
}
