/// An entry's declarations become visible only if the whole entry checks: before checking, the session
/// takes a snapshot of everything an entry can add to (top-level names, and the members, conformances and
/// aliases of every existing type, which extensions change in place); a failed entry restores it.
/// Dictionaries and arrays are copied on write, so a snapshot costs a few retains per type.
struct TypeWorldSnapshot {
    fileprivate struct Members {
        let decl: NominalDecl
        let methods: [String: [FuncDecl]]
        let initializers: [FuncDecl]
        let properties: [String: [VarDecl]]
        let conformances: [NominalDecl]
        let typealiases: [String: SType]
        let nestedTypes: [String: NominalDecl]
        let isClassBound: Bool
        let dispatchCache: [String: AnyObject]
    }

    let types: [String: NominalDecl]
    fileprivate let typealiases: [String: SType]
    fileprivate let functions: [String: [FuncDecl]]
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
                    decl: decl, methods: decl.methods, initializers: decl.initializers, properties: decl.properties,
                    conformances: decl.conformances, typealiases: decl.typealiases, nestedTypes: decl.nestedTypes,
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
            m.decl.methods = m.methods
            m.decl.initializers = m.initializers
            m.decl.properties = m.properties
            m.decl.conformances = m.conformances
            m.decl.typealiases = m.typealiases
            m.decl.nestedTypes = m.nestedTypes
            m.decl.isClassBound = m.isClassBound
            m.decl.dispatchCache = m.dispatchCache
        }
    }
}
