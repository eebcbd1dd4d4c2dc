import SwiftSyntax

/// Every declaration known to a session: the prelude's and the learner's. It outlives one entry, so
/// declarations persist in the REPL.
final class TypeWorld {
    var types: [String: NominalDecl] = [:]
    /// Library types a script's own top-level type of the same name hides (`struct Task`, `enum Result`), as swiftc
    /// lets it: the library's own code, checked when its unit loads, still means them.
    var shadowedPreludeTypes: [String: NominalDecl] = [:]
    var typealiases: [String: SType] = [:]
    /// `typealias Handler<T> = (T) -> Void`: the alias's own parameters, which its target in `typealiases`
    /// mentions and a use (`Handler<Int>`) replaces.
    var typealiasParams: [String: [GenericParam]] = [:]
    /// The learner's generic alias's name, where swiftc notes it is declared.
    var typealiasNameNodes: [String: TokenSyntax] = [:]
    /// Read a name's functions with `functions(named:)`: a prelude's wait for their first lookup.
    var functions = TopLevelFunctions()
    var globals: [String: GlobalVar] = [:]
    var globalCount = 0
    /// Observers of global variables (`var score = 0 { didSet { … } }`), by global index.
    var globalObservers: [Int: PropertyObservers] = [:]
    /// Extension members and conformances of protocols, by protocol.
    var protocolExtensions: [ObjectIdentifier: [ProtocolExtension]] = [:]
    var importedModules: Set<String> = ["Swift", "UIKit", "Foundation"]
    /// The operators learners' types declare methods for (`static func <`): others skip looking for one.
    var userOperatorMethods: Set<String> = []

    let intType: NominalDecl
    let doubleType: NominalDecl
    /// `CGFloat` and `Float`: distinct types as swiftc sees them, `Value.double` at run time (a `Float` is
    /// rounded to single precision where it is made; see `Checker+FloatingPoint.swift`).
    let cgFloatType: NominalDecl
    let floatType: NominalDecl
    let boolType: NominalDecl
    let stringType: NominalDecl
    let anyObject: NominalDecl
    let arrayDecl: NominalDecl
    /// What `[Key: Value]` finds its members in (the prelude's `extension Dictionary`).
    let dictionaryDecl: NominalDecl
    /// `a..<b` and `a...b` of Ints: distinct types, one run-time value (`Value.range`, upper bound excluded).
    let rangeDecl: NominalDecl
    let closedRangeDecl: NominalDecl
    /// A `Character` and a `Substring` are strings at run time (`Value.string`); the checker keeps the types apart.
    let characterType: NominalDecl
    let substringType: NominalDecl
    /// What an `Optional` finds its own members in (`map`, `flatMap`); `T?` itself stays `SType.optional`.
    let optionalDecl: NominalDecl
    /// `Set<Element>`: a dictionary of its elements at run time (see `Natives+Set.swift`).
    let setDecl: NominalDecl
    /// `String.Index`: at run time the number of Characters before the position (`Value.int`), so index
    /// ranges are `Value.range`s and indices compare as Ints (see `Natives+StringIndex.swift`).
    let stringIndexType: NominalDecl

    init() {
        intType = NominalDecl(name: "Int", kind: .builtin)
        doubleType = NominalDecl(name: "Double", kind: .builtin)
        cgFloatType = NominalDecl(name: "CGFloat", kind: .builtin)
        floatType = NominalDecl(name: "Float", kind: .builtin)
        boolType = NominalDecl(name: "Bool", kind: .builtin)
        stringType = NominalDecl(name: "String", kind: .builtin)
        anyObject = NominalDecl(name: "AnyObject", kind: .protocolType)
        anyObject.isClassBound = true
        arrayDecl = NominalDecl(name: "Array", kind: .builtin)
        arrayDecl.genericParams = [GenericParam(name: "Element")]
        arrayDecl.isArray = true
        dictionaryDecl = NominalDecl(name: "Dictionary", kind: .builtin)
        dictionaryDecl.genericParams = [GenericParam(name: "Key"), GenericParam(name: "Value")]
        rangeDecl = NominalDecl(name: "Range", kind: .builtin)
        closedRangeDecl = NominalDecl(name: "ClosedRange", kind: .builtin)
        for r in [rangeDecl, closedRangeDecl] { r.genericParams = [GenericParam(name: "Bound")] }
        characterType = NominalDecl(name: "Character", kind: .builtin)
        substringType = NominalDecl(name: "Substring", kind: .builtin)
        optionalDecl = NominalDecl(name: "Optional", kind: .builtin)
        optionalDecl.genericParams = [GenericParam(name: "Wrapped")]
        setDecl = NominalDecl(name: "Set", kind: .builtin)
        setDecl.genericParams = [GenericParam(name: "Element")]
        for t in [
            intType, doubleType, cgFloatType, floatType, boolType, stringType, arrayDecl, dictionaryDecl, rangeDecl, closedRangeDecl,
            characterType, substringType, optionalDecl, setDecl,
        ] {
            types[t.name] = t
            t.fromPrelude = true
        }
        anyObject.fromPrelude = true
        // Named as swiftc spells it in messages; found as `String.Index` through String's nested types.
        stringIndexType = NominalDecl(name: "String.Index", kind: .builtin)
        stringIndexType.fromPrelude = true
        stringType.nestedTypes["Index"] = stringIndexType
        typealiases["AnyObject"] = .existential([anyObject])
        typealiases["Any"] = .any
        typealiases["AnyClass"] = .metatype(.existential([anyObject]))
        typealiases["Void"] = .void
        typealiases["TimeInterval"] = .nominal(doubleType, [])
        typealiases["Never"] = .never
    }

    var int: SType { .nominal(intType, []) }
    var double: SType { .nominal(doubleType, []) }
    var cgFloat: SType { .nominal(cgFloatType, []) }

    /// `Double`, `CGFloat` or `Float`: the types a number literal may become besides `Int`.
    func isFloatingPoint(_ d: NominalDecl) -> Bool { d === doubleType || d === cgFloatType || d === floatType }
    func isFloatingPoint(_ t: SType) -> Bool {
        if case .nominal(let d, _) = t.unwrappedFully { return isFloatingPoint(d) }
        return false
    }
    var bool: SType { .nominal(boolType, []) }
    var string: SType { .nominal(stringType, []) }
    var range: SType { .nominal(rangeDecl, [int]) }
    var closedRange: SType { .nominal(closedRangeDecl, [int]) }
    var character: SType { .nominal(characterType, []) }
    var substring: SType { .nominal(substringType, []) }
    var stringIndex: SType { .nominal(stringIndexType, []) }
}

struct GlobalVar {
    let index: Int
    let type: SType
    let isLet: Bool
    let declNode: Syntax?
    var ownership: ReferenceOwnership = .strong
    /// Declared `T!`.
    var isImplicitlyUnwrapped = false
    /// A top-level `let x: Int` declared without a value (see `Checker+DeferredLet.swift`).
    var awaitsValue = false
}

/// Members added by `extension P where …` to protocol P.
/// A prelude's have their members declared on first use, as types do (`Checker+PreludeMembersOnFirstUse.swift`):
/// the tables are reached only through accessors that run the pending declaration first, and a lookup by name
/// (`methods(named:)`, `properties(named:)`) declares the group's initializers and that name's members alone.
final class ProtocolExtension {
    let proto: NominalDecl
    let selfParam: GenericParam
    /// A script's `extension` keyword, where swiftc's `where 'Self.Item' = …` note points.
    var extensionKeyword: TokenSyntax?
    private var declaredMethods: [FuncDecl] = []
    private var declaredProperties: [VarDecl] = []
    private var declaredInitializers: [FuncDecl] = []
    private var pendingGroup: PendingMemberGroup?
    /// Names a lookup has declared since the group was queued: asked again, they have nothing to do.
    private var pendingNamesDeclared: Set<String> = []
    private var isDeclaringPendingMembers = false

    init(proto: NominalDecl, selfParam: GenericParam) {
        self.proto = proto
        self.selfParam = selfParam
    }

    func declareMembersOnFirstUse(_ group: PendingMemberGroup) { pendingGroup = group }

    var hasPendingMembers: Bool { pendingGroup != nil }

    @inline(__always)
    private func declareMembersIfPending() {
        guard let group = pendingGroup, !isDeclaringPendingMembers else { return }
        pendingGroup = nil
        group.declareEverything()?()
    }

    /// The initializers (the group's core), then the members named `name` (none for nil).
    private func declarePendingMembers(named name: String?) {
        guard let group = pendingGroup, !isDeclaringPendingMembers else { return }
        if let name, pendingNamesDeclared.contains(name) { return }
        isDeclaringPendingMembers = true
        let checks = [group.declareCore(), name.flatMap { group.declareDeferred(named: $0) }].compactMap { $0 }
        if group.isDone { pendingGroup = nil }
        if let name { pendingNamesDeclared.insert(name) }
        isDeclaringPendingMembers = false
        for check in checks { check() }
    }

    /// At teardown: a declaration never run is dropped, not run.
    func dropPendingMembers() { pendingGroup = nil }

    /// The methods (and subscripts) named `name`, with only those of a prelude's pending group declared.
    func methods(named name: String) -> [FuncDecl] {
        declarePendingMembers(named: name)
        return declaredMethods.filter { $0.name == name }
    }

    /// The properties named `name`, declared as `methods(named:)` declares methods.
    func properties(named name: String) -> [VarDecl] {
        declarePendingMembers(named: name)
        return declaredProperties.filter { $0.name == name }
    }

    var methods: [FuncDecl] {
        get {
            declareMembersIfPending()
            return declaredMethods
        }
        _modify {
            declareMembersIfPending()
            yield &declaredMethods
        }
    }
    var properties: [VarDecl] {
        get {
            declareMembersIfPending()
            return declaredProperties
        }
        _modify {
            declareMembersIfPending()
            yield &declaredProperties
        }
    }
    var initializers: [FuncDecl] {
        get {
            declarePendingMembers(named: nil)
            return declaredInitializers
        }
        _modify {
            declareMembersIfPending()
            yield &declaredInitializers
        }
    }
}
