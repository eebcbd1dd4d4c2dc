/// An entry's declarations become visible only if the whole entry checks: before checking, the session
/// takes a snapshot of everything an entry can add to (top-level names, and the members, conformances and
/// aliases of every existing type, which extensions change in place); a failed entry restores it.
/// Dictionaries and arrays are copied on write, so a snapshot costs a few retains per type.
struct TypeWorldSnapshot {
    fileprivate struct Members {
        let decl: NominalDecl
        /// Methods, initializers, properties and aliases; nil while a prelude type's are still pending.
        let members: NominalDecl.MembersAsDeclared?
        let conformances: [NominalDecl]
        let nestedTypes: [String: NominalDecl]
        let isClassBound: Bool
        let dispatchCache: [String: AnyObject]
    }

    let types: [String: NominalDecl]
    fileprivate let typealiases: [String: SType]
    fileprivate let functions: TopLevelFunctions
    fileprivate let globals: [String: GlobalVar]
    fileprivate let protocolExtensions: [ObjectIdentifier: [ProtocolExtension]]
    fileprivate let members: [Members]
}

extension TypeWorld {
    func snapshot() -> TypeWorldSnapshot {
        var members: [TypeWorldSnapshot.Members] = []
        var pending = Array(types.values) + [anyObject]
        while let decl = pending.popLast() {
            members.append(
                .init(
                    decl: decl, members: decl.membersIfDeclared, conformances: decl.conformances, nestedTypes: decl.nestedTypes,
                    isClassBound: decl.isClassBound, dispatchCache: decl.dispatchCache))
            pending.append(contentsOf: decl.nestedTypes.values)
        }
        return TypeWorldSnapshot(
            types: types, typealiases: typealiases, functions: functions, globals: globals,
            protocolExtensions: protocolExtensions, members: members)
    }

    func restore(_ s: TypeWorldSnapshot) {
        types = s.types
        typealiases = s.typealiases
        functions = s.functions
        globals = s.globals
        protocolExtensions = s.protocolExtensions
        for m in s.members {
            m.decl.restoreMembers(m.members)
            m.decl.conformances = m.conformances
            m.decl.nestedTypes = m.nestedTypes
            m.decl.isClassBound = m.isClassBound
            m.decl.dispatchCache = m.dispatchCache
        }
    }
}
