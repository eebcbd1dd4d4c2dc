import SwiftSyntax

/// A generic parameter (`T`), or the `Self` of a protocol, protocol extension or class.
final class GenericParam {
    let name: String
    /// `T: UITableViewCell`: the class the parameter must inherit from.
    var superclassBound: SType?
    /// `T: Reusable & NibLoadable`, plus what `where` clauses add.
    var protocols: [NominalDecl] = []
    /// Set for a protocol's or class's `Self`: the type it stands for when nothing more is known.
    // Back-references are `unowned`, not `weak`: one weak reference gives an object a side table for life,
    // which makes every retain and release of it (every struct value carrying its decl) take a slow path.
    // Owners hold their members, so a member never outlives its owner.
    unowned var selfOf: NominalDecl?

    init(name: String, superclassBound: SType? = nil, protocols: [NominalDecl] = []) {
        self.name = name
        self.superclassBound = superclassBound
        self.protocols = protocols
    }

    var constraintCount: Int { protocols.count + (superclassBound == nil ? 0 : 1) }

    /// For a protocol's `associatedtype`: the protocol.
    unowned var associatedOf: NominalDecl?
    /// `where C.Item == String` on a generic parameter `C`: the associated types it fixes, by name.
    var sameTypes: [String: SType] = [:]
    /// `C.Item` for this parameter `C`: a parameter of its own, bound when `C` is.
    var memberTypes: [String: GenericParam] = [:]
    /// `C.Index` of a parameter constrained to `Collection`, used in its function's body (Checker+CollectionIndices.swift).
    var collectionIndex: GenericParam?
    /// `<S: Sequence>` while ReuseLab lacks the constraint: the boundary was reported at the constraint, so
    /// members and `where` requirements of `S` are let through silently (see Checker+BoundaryConstraints.swift).
    var isBehindBoundary = false
    /// `<S: Sequence>`, `some Collection<Int>`: the collection protocol it is constrained to (ReuseLab has no such
    /// protocol declared; see Checker+CollectionConstraints.swift).
    var collectionProtocol: String?
    /// Every collection protocol it is constrained to (`MutableCollection & BidirectionalCollection`).
    var collectionProtocols: Set<String> = []
    /// `some Sequence<Int>` as a result or `any Collection<String>`: stands for whatever conforming value it is given.
    var isOpaqueCollection = false
}

/// Where a member was declared, which decides how it is dispatched.
enum MemberHome: Equatable {
    static func == (a: MemberHome, b: MemberHome) -> Bool {
        switch (a, b) {
        case (.type, .type), (.requirement, .requirement): return true
        case (.protocolExtension(let x), .protocolExtension(let y)): return x === y
        default: return false
        }
    }

    /// Inside the type's own body or an extension of that concrete type.
    case type
    /// A requirement in a protocol body: dispatched to the conforming type's witness.
    case requirement
    /// A protocol extension (maybe constrained): the default, statically chosen unless it witnesses a requirement.
    case protocolExtension(selfParam: GenericParam)
}

/// A parameter of a function or initializer.
final class ParamDecl {
    let label: String?
    let name: String
    var type: SType
    let defaultSyntax: ExprSyntax?
    var defaultValue: Expr?
    let isVariadic: Bool
    let isInout: Bool
    /// `@autoclosure () -> T`: the argument is written as a `T` and evaluated only when the callee calls it.
    var isAutoclosure = false
    /// Declared `T!`.
    var isImplicitlyUnwrapped = false
    /// Written `(…) throws -> …`: a closure given for it may throw (see `Checker+ThrowingClosures.swift`).
    var isThrowingFunction = false
    /// Written `(…) async -> …`: a closure given for it may await.
    var isAsyncFunction = false
    /// A function type whose first parameter is `inout` (`(inout R, Element) -> Void`): SType has no
    /// `inout`, so the closure written here learns it from this flag.
    var closureTakesInoutFirst = false
    /// `@escaping`, or an optional function type: a closure given here may outlive the call.
    var isEscaping = false

    init(label: String?, name: String, type: SType, defaultSyntax: ExprSyntax?, isVariadic: Bool, isInout: Bool) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultSyntax = defaultSyntax
        self.isVariadic = isVariadic
        self.isInout = isInout
    }
}

/// A function, method or initializer.
/// What run-time dispatch needs of a member: where it was declared and the key overrides share.
protocol DispatchableMember: AnyObject {
    var home: MemberHome { get }
    var dispatchKey: String { get }
}

final class FuncDecl: DispatchableMember {
    enum Kind { case function, method, initializer }
    /// A witness whose parameter types are a requirement's associated types (`configure(with: String)` for
    /// `configure(with: Model)`) takes the requirement's key, so dispatch finds it.
    var witnessedKey: String?
    let name: String
    let kind: Kind
    var params: [ParamDecl] = [] { didSet { keptDispatchKey = nil } }
    var resultType: SType = .void
    var genericParams: [GenericParam] = [] { didSet { keptDispatchKey = nil } }
    var isStatic = false { didSet { keptDispatchKey = nil } }
    /// `dispatchKey` once worked out: a member lookup reads the key of each overload it finds (six for an
    /// array's `insert`), and writing the parameters' types out each time made a tenth of a call's check.
    /// What the key is made from is settled when the declaration is made, before a lookup can find it; the
    /// setters above drop it in case. (A witnessed key is not made from these: it is answered before this one.)
    private var keptDispatchKey: String?
    /// `class func`: a type method subclasses may override.
    var isClassKeyword = false
    var isOverride = false
    var isFinal = false
    /// `@objc optional func` in a protocol: conformers may leave it out, and it is called as `p.f?(…)`.
    var isOptionalRequirement = false
    var isMutating = false
    var isConvenience = false
    var isRequired = false
    var isFailable = false
    /// `init!` or a result written `T!`: a call's result is read as `T` where `T` is needed (see `Checker.implicitlyUnwrapped`).
    var resultIsImplicitlyUnwrapped = false
    /// `throws`: a call needs `try`. `rethrows`: a call throws when a closure or function given for one of
    /// its throwing-function parameters does.
    var isThrowing = false
    var isRethrowing = false
    /// `async`: a call needs `await`, in a context that may suspend (see `Checker+Concurrency.swift`).
    var isAsync = false
    /// A subscript accessor's statements (the body is not a function's code block).
    var accessorBody: Syntax?
    /// A subscript's getter: its setter, if it has one.
    var subscriptSetter: FuncDecl?
    /// Some parameter is `inout`: calls hand its final value back (see `Interpreter.lastInoutValues`).
    var hasInoutParams = false
    /// Declared by a prelude (the Swift, UIKit or Reusable module ReuseLab writes in Swift).
    var isFromPrelude = false
    /// `@_mirroredOptional` in a prelude: an optional protocol method Swift imports into a UIKit class (so a
    /// subclass writes `override`), which UIKit treats as missing unless a subclass overrides it.
    var isMirroredOptional = false
    unowned var owner: NominalDecl?
    var home: MemberHome = .type
    /// `@_native` in a prelude: the key of the native (Swift code of the host) that is the body; see `NativeKey`.
    var native: String?
    var syntax: Syntax?
    let nameNode: Syntax?
    var body: [Stmt]? {
        // The closures made from the old body must not run for the new one.
        didSet {
            compiledBodyCache = nil
            typedBodyState = .unknown
        }
    }
    var frameSize = 0
    /// A plain function's body as closures, made on its first call (see `Interpreter+CompiledBodies.swift`).
    var compiledBodyCache: CompiledBody?
    /// The body over machine words, when it uses only `Int`, `Double` and `Bool` (see `TypedTier.swift`).
    var typedBodyState = TypedBodyState.unknown
    /// Whether it is an initializer that only stores its parameters (see `FieldStoringInitializer`).
    var fieldStoringShape = FieldStoringInitializer.unknown
    /// A closure made in the body reads `self` strongly, so the call's frame must keep it after the call.
    /// When false, `self` leaves the frame as the call returns: a `[weak self]` closure then holds only a
    /// weak reference, as in Swift.
    var selfOutlivesCall = true
    var isBeingChecked = false
    /// Declared in a constrained extension (`extension Array where Element: Equatable`).
    var extensionRequirements: ExtensionRequirements?
    /// Set when the body was checked: false when the function's declaration had an error.
    var checked = false
    /// A prelude body not checked yet: checked when first needed (see `Checker+LazyPreludeBodies.swift`).
    var uncheckedBody: (() -> Void)?

    /// Checks a prelude body left for first use; the interpreter asks before it reads the body, the frame
    /// size or a default argument.
    @inline(__always)
    func checkBodyIfPending() {
        guard let check = uncheckedBody else { return }
        uncheckedBody = nil
        check()
    }

    init(name: String, kind: Kind, nameNode: Syntax?) {
        self.name = name
        self.kind = kind
        self.nameNode = nameNode
    }

    var labels: [String?] { params.map(\.label) }

    /// `register(_:forCellReuseIdentifier:)`, or just `register` when every label is `_`, as swiftc prints it.
    var diagnosticName: String {
        let base = kind == .initializer ? "init" : name
        if params.isEmpty { return base + "()" }
        if params.allSatisfy({ $0.label == nil }) && kind != .initializer { return base }
        return base + "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    var fullName: String {
        let base = kind == .initializer ? "init" : name
        return base + "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// What swiftc calls it: "instance method", "static method", "initializer", "global function".
    var kindDescription: String {
        switch kind {
        case .initializer: return "initializer"
        case .function: return "global function"
        case .method: return isStatic ? (isClassKeyword ? "class method" : "static method") : "instance method"
        }
    }

    /// Key used to find an override or witness: name, labels and staticness.
    var dispatchKey: String {
        if let witnessedKey { return witnessedKey }
        if let keptDispatchKey { return keptDispatchKey }
        let key =
            (isStatic ? "static " : "") + fullName
            + params.map { $0.type.containsParams ? "T" : $0.type.description }.joined(separator: ",")
            // `append<S: Sequence>(contentsOf: S)` beside `append(contentsOf: [Element])`: two overloads.
            + genericParams.map { g in (g.protocols.map(\.name) + [g.collectionProtocol].compactMap { $0 }).joined(separator: "&") }
            .joined(separator: ";")
        keptDispatchKey = key
        return key
    }
}

/// A stored or computed property.
final class VarDecl: DispatchableMember {
    let name: String
    var type: SType
    /// `weak var` and `unowned let` keep no strong reference: stored in a `ReferenceBox`.
    var ownership: ReferenceOwnership = .strong
    var isStatic = false
    var isClassKeyword = false
    var isLet = false
    var isOverride = false
    var isFinal = false
    /// Declared `T!`: an optional read as `T` where `T` is needed.
    var isImplicitlyUnwrapped = false
    unowned var owner: NominalDecl?
    var home: MemberHome = .type
    var native: String?
    let syntax: Syntax?
    /// Stored: its initial value; computed: its accessors.
    var initialSyntax: ExprSyntax?
    var getterSyntax: Syntax?
    var setterSyntax: Syntax?
    var setterParamName = "newValue"
    /// The checked initial value and accessors: read through `initialValue`, `getter`… (below), which
    /// check a prelude property's accessors on first use.
    fileprivate var checkedInitialValue: Expr?
    fileprivate var checkedGetter: [Stmt]?
    fileprivate var checkedGetterFrameSize = 0
    fileprivate var checkedSetter: [Stmt]?
    fileprivate var checkedSetterFrameSize = 0
    /// A prelude property's initial value and accessors, not checked yet (see `Checker+LazyPreludeBodies.swift`).
    var uncheckedAccessors: (() -> Void)?
    var hasSetter = false
    /// `willSet`/`didSet`: see `PropertyObservers`.
    var observers: PropertyObservers?
    /// `lazy var`: the initial value is computed on first read, with `self` (see `Interpreter+Lazy`).
    var isLazy = false
    /// `mutating get`: reading the property changes the struct that holds it, as a `lazy var`'s first read does.
    var hasMutatingGetter = false
    var isComputed: Bool { getterSyntax != nil || (native != nil && !isStoredNative) }
    var isStoredNative = false
    /// Index in an instance's field array (instance stored properties).
    var fieldIndex = -1
    /// Declared in a constrained extension (`extension Optional where Wrapped == String`).
    var extensionRequirements: ExtensionRequirements?
    /// Static stored properties are lazily initialised, as Swift globals are.
    var staticInitialising = false
    var isBeingChecked = false
    /// A property wrapper's expansion (see `Checker+PropertyWrappers.swift`): the wrapped property and its
    /// `$` projection read through `wrapperBacking`, the `_name` storage holding the wrapper.
    var wrapperBacking: VarDecl?
    var wrapperAttribute: AttributeSyntax?
    var isWrapperStorage = false
    var isWrapperProjection = false
    /// On the storage of a wrapper that can be made from a value: the property it wraps, and the source around
    /// that value (`Lowercased(wrappedValue: (` … `) as String)`) that makes the wrapper for the memberwise
    /// initializer's argument and for an initializer's first assignment.
    weak var wrappedProperty: VarDecl?
    var wrapperMake: (prefix: String, suffix: String)?

    init(name: String, type: SType, syntax: Syntax?) {
        self.name = name
        self.type = type
        self.syntax = syntax
    }

    var isSettable: Bool { !isLet && (!isComputed || hasSetter) }
    /// Declared in a protocol body: it has no storage of its own.
    var isRequirement: Bool {
        if case .requirement = home { return true }
        return false
    }
    /// A `let` with an initial value is already set, so the memberwise initializer has no parameter for it.
    var isMemberwiseParameter: Bool { !(isLet && initialSyntax != nil) && (!isWrapperStorage || wrapperMake != nil) }
    var dispatchKey: String { (isStatic ? "static " : "") + "var " + name }
    var kindDescription: String { isStatic ? (isClassKeyword ? "class property" : "static property") : "property" }
}

/// Reading a checked accessor first checks it if its prelude left it for first use.
extension VarDecl {
    @inline(__always)
    func checkAccessorsIfPending() {
        guard let check = uncheckedAccessors else { return }
        uncheckedAccessors = nil
        check()
    }

    var initialValue: Expr? {
        get {
            checkAccessorsIfPending()
            return checkedInitialValue
        }
        set { checkedInitialValue = newValue }
    }
    var getter: [Stmt]? {
        get {
            checkAccessorsIfPending()
            return checkedGetter
        }
        set { checkedGetter = newValue }
    }
    var getterFrameSize: Int {
        get {
            checkAccessorsIfPending()
            return checkedGetterFrameSize
        }
        set { checkedGetterFrameSize = newValue }
    }
    var setter: [Stmt]? {
        get {
            checkAccessorsIfPending()
            return checkedSetter
        }
        set { checkedSetter = newValue }
    }
    var setterFrameSize: Int {
        get {
            checkAccessorsIfPending()
            return checkedSetterFrameSize
        }
        set { checkedSetterFrameSize = newValue }
    }
}

/// An enum case: `case nib(NSObject.Type)`.
final class EnumCaseDecl {
    let name: String
    var payload: [(label: String?, type: SType)]
    /// Each payload's default value as written (`case leading(displayed: DisplayedState = .always)`), or nil.
    var payloadDefaults: [ExprSyntax?] = []
    unowned var owner: NominalDecl?
    let index: Int
    /// `indirect case`: the payload may hold the enum itself.
    var isIndirect = false
    /// In an enum with a raw type: the case's raw value, written or implicit.
    var rawValue: Value?
    /// The learner's case, where swiftc's notes about its raw value point (`raw value previously used here`).
    var element: EnumCaseElementSyntax?

    init(name: String, payload: [(label: String?, type: SType)], index: Int) {
        self.name = name
        self.payload = payload
        self.index = index
    }
}

/// A class, struct, enum, protocol or builtin type.
final class NominalDecl {
    enum Kind { case classType, structType, enumType, protocolType, builtin }
    let name: String
    let kind: Kind
    var genericParams: [GenericParam] = []
    var superclass: SType? { didSet { TypeRelationsGeneration.advance() } }
    /// Protocols this type declares (in its body's inheritance clause or an extension), or a protocol's parents.
    var conformances: [NominalDecl] = [] { didSet { TypeRelationsGeneration.advance() } }
    /// `TypeWorld.allConformances(of:)` as last worked out, with what it was worked out from: asked for every
    /// type name written in a member and every member looked up, it was a twentieth of a UIKit script's run
    /// when worked out each time.
    var conformancesWorkedOut: (generation: Int, hashable: NominalDecl?, protocols: [NominalDecl])?
    /// `TypeWorld.protocolClosure(_:)` as last worked out: asked for every protocol a type conforms to at each
    /// member lookup (2,100 times for a cell-reuse script), when a protocol's parents rarely change.
    var protocolClosureWorkedOut: (generation: Int, protocols: [NominalDecl])?
    var isClassBound = false
    var isFinal = false
    /// `private` or `fileprivate`: its run-time name carries a file discriminator.
    var isFilePrivate = false
    // Members are read and written through accessors (below) that first declare a prelude type's members
    // left for first use (see `Checker+PreludeMembersOnFirstUse.swift`).
    private var declaredMethods: [String: [FuncDecl]] = [:]
    private var declaredInitializers: [FuncDecl] = []
    private var declaredProperties: [String: [VarDecl]] = [:]
    private var declaredCases: [String: EnumCaseDecl] = [:]
    private var declaredCaseOrder: [EnumCaseDecl] = [] { didSet { TypeRelationsGeneration.advance() } }
    var nestedTypes: [String: NominalDecl] = [:] { didSet { MemberTypeNames.add(nestedTypes.keys) } }
    /// Written ones are declared with the header; those a conformance infers, with the members.
    private var declaredTypealiases: [String: SType] = [:] { didSet { MemberTypeNames.add(declaredTypealiases.keys) } }
    unowned var parent: NominalDecl?
    /// A protocol's `Self`, or a class's dynamic `Self`.
    let selfParam: GenericParam
    var syntax: Syntax?
    var nameNode: Syntax?
    var fromPrelude = false
    /// A class rejected with "class 'X' has no initializers": nothing can make one, so swiftc's calls of its
    /// initializers say it has no accessible initializers.
    var lacksInitializers = false
    /// This type's own instance stored properties, in declaration order.
    private var declaredStoredProperties: [VarDecl] = []
    /// Every instance field including the superclasses', computed when the type is complete.
    private var declaredFieldCount = 0
    private var declaredFieldsLaidOut = false
    /// The run-time class of a native UIKit type (`UITableView` owns a Simulator table).
    var nativeRole: String?
    /// `enum Suit: String`: the raw type of an enum with raw values.
    var rawType: SType?
    /// A protocol's `associatedtype`s, by name.
    var associatedTypes: [String: GenericParam] = [:] {
        didSet {
            TypeRelationsGeneration.advance()
            MemberTypeNames.add(associatedTypes.keys)
        }
    }
    /// `protocol CellFromNib: UICollectionViewCell` or `where Self: UIView`: the class every conforming type inherits from.
    var superclassConstraint: SType?
    /// A class's own `deinit`.
    private var declaredDeinitializer: FuncDecl?
    /// Whether freeing an instance runs interpreted code: a `deinit` here or in a superclass.
    private var declaredRunsDeinit = false
    /// A prelude type's member declarations not run yet, in the order an eager load runs them.
    private var pendingMemberGroups: [PendingMemberGroup] = []
    /// Set while pending members are being declared: what the declarations ask of this type, they get from
    /// the tables as they stand, as in an eager load.
    private var isDeclaringPendingMembers = false
    /// What lookups by name have declared since the last group was queued: asked again, they have nothing to do.
    private var pendingCoreDeclared = false
    private var pendingNamesDeclared: Set<String> = []
    /// Whether a first use has declared any of its pending members (what a start asks of the preludes' types).
    private(set) var hasDeclaredMembersOnFirstUse = false
    /// See `associatedTypeNamesOfConformances`.
    private var associatedTypeNamesWorkedOut: (generation: Int, names: Set<String>)?
    /// A prelude type's members as its declarations left them, for a rollback to a world where they were pending.
    private var membersAsDeclared: MembersAsDeclared?
    /// Where freed instances wait for their `deinit` to run (set by the interpreter that allocates them).
    weak var deinitQueue: DeinitQueue?
    /// Implementations found for a dispatch key, per dynamic type (filled at run time).
    var dispatchCache: [String: AnyObject] = [:]

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
        self.selfParam = GenericParam(name: "Self")
        selfParam.selfOf = self
    }

    var isClass: Bool { kind == .classType }
    var isProtocol: Bool { kind == .protocolType }
    var isValueType: Bool { kind == .structType || kind == .enumType || kind == .builtin }

    var superclassDecl: NominalDecl? { superclass?.nominalDecl }

    /// `self` and every superclass, nearest first (walked, not collected: type names and member lookups ask
    /// for it all the time).
    var classChain: ClassChain { ClassChain(start: self) }

    func isSubclass(of other: NominalDecl) -> Bool {
        classChain.contains { $0 === other }
    }

    /// `Array<Int>` is the same type as `[Int]`: the builtin Array is always spelled with the sugar case.
    var isArray = false

    /// The type with its own generic parameters as arguments: `CellRegistration<Cell, Item>`.
    var declaredType: SType { applied(to: genericParams.map { .param($0) }) }

    func applied(to args: [SType]) -> SType {
        if isArray, args.count == 1 { return .array(args[0]) }
        return .nominal(self, args)
    }

    /// The name as `String(describing:)` prints it: the innermost name only.
    var qualifiedName: String {
        if let p = parent { return p.qualifiedName + "." + name }
        return name
    }

    func addMethod(_ f: FuncDecl) { methods[f.name, default: []].append(f) }
    func addProperty(_ v: VarDecl) { properties[v.name, default: []].append(v) }
}

/// How a stored property or variable refers to the object in it.
enum ReferenceOwnership { case strong, weak, unowned }

/// A prelude type's members are declared when something first asks for them, as swiftc loads a module's
/// members lazily (see `Checker+PreludeMembersOnFirstUse.swift`). Every member table is reached through
/// these accessors, which first run the type's pending declarations, so nothing can read a table before
/// it is complete, and a type's members never depend on when they were first asked for.
extension NominalDecl {
    /// What a rollback puts back when the snapshot was taken while the members were pending.
    struct MembersAsDeclared {
        fileprivate let methods: [String: [FuncDecl]]
        fileprivate let initializers: [FuncDecl]
        fileprivate let properties: [String: [VarDecl]]
        fileprivate let typealiases: [String: SType]
    }

    /// Queues a declaration of members (its own, an extension's, the completion after them) for first use.
    func declareMembersOnFirstUse(_ group: PendingMemberGroup) {
        pendingMemberGroups.append(group)
        pendingCoreDeclared = false
        pendingNamesDeclared = []
    }

    var hasPendingMembers: Bool { !pendingMemberGroups.isEmpty }

    /// Declares every pending member (for a table read whole, and before anything is added to one).
    @inline(__always)
    func declareMembersIfPending() {
        if !pendingMemberGroups.isEmpty, !isDeclaringPendingMembers { runPendingMemberDeclarations() }
    }

    /// Declares what a lookup of `name` among the methods and properties needs: the core, then that name's members.
    @inline(__always)
    func declarePendingMembers(named name: String) {
        if !pendingMemberGroups.isEmpty, !isDeclaringPendingMembers, !pendingNamesDeclared.contains(name) {
            runPendingMemberDeclarations(named: name)
        }
    }

    /// Declares the core: what every table but the methods and properties holds, and the layout.
    @inline(__always)
    func declarePendingCore() {
        if !pendingMemberGroups.isEmpty, !isDeclaringPendingMembers, !pendingCoreDeclared {
            runPendingMemberDeclarations(named: nil)
        }
    }

    private func runPendingMemberDeclarations() {
        hasDeclaredMembersOnFirstUse = true
        // Taken off first: a declaration that reads this type's own tables sees them as an eager load would.
        var checks: [() -> Void] = []
        while !pendingMemberGroups.isEmpty {
            let groups = pendingMemberGroups
            pendingMemberGroups = []
            for group in groups { group.declareEverything().map { checks.append($0) } }
        }
        for check in checks { check() }
        keepMembersAsDeclared()
    }

    /// The core (once per group), then the deferred members named `name` (none for nil).
    private func runPendingMemberDeclarations(named name: String?) {
        guard declaresMembersByName else { return runPendingMemberDeclarations() }
        hasDeclaredMembersOnFirstUse = true
        isDeclaringPendingMembers = true
        var checks: [() -> Void] = []
        for (index, group) in pendingMemberGroups.enumerated() {
            switch group.step {
            case .completion:
                // What an eager load had declared when it completed the type: the groups before it.
                for name in group.namesReadFirst?() ?? [] {
                    for earlier in pendingMemberGroups[..<index] where earlier.step == .members {
                        earlier.declareDeferred(named: name).map { checks.append($0) }
                    }
                }
                group.declareEverything().map { checks.append($0) }
            case .members: group.declareCore().map { checks.append($0) }
            }
        }
        if let name {
            for group in pendingMemberGroups where group.step == .members {
                group.declareDeferred(named: name).map { checks.append($0) }
            }
        }
        pendingMemberGroups.removeAll { $0.step != .members || $0.isDone }
        pendingCoreDeclared = true
        if let name { pendingNamesDeclared.insert(name) }
        isDeclaringPendingMembers = false
        // Run once this type's tables hold what was asked for: a check may look up another of its names.
        for check in checks { check() }
        if pendingMemberGroups.isEmpty { keepMembersAsDeclared() }
    }

    private func keepMembersAsDeclared() {
        membersAsDeclared = MembersAsDeclared(
            methods: declaredMethods, initializers: declaredInitializers, properties: declaredProperties,
            typealiases: declaredTypealiases)
    }

    /// A class, a struct or a library type (`Int`, `String`): an enum's synthesized members depend on every member
    /// before them, so an enum declares everything at once, as a protocol does. (A completion infers associated types
    /// from the names it reads, declared first; a constrained extension marks the members each lookup declares.)
    private var declaresMembersByName: Bool {
        kind != .enumType && kind != .protocolType
    }

    /// For a snapshot: the tables an entry can change, or nil while they are pending (nothing changed them yet).
    var membersIfDeclared: MembersAsDeclared? {
        hasPendingMembers
            ? nil
            : MembersAsDeclared(
                methods: declaredMethods, initializers: declaredInitializers, properties: declaredProperties,
                typealiases: declaredTypealiases)
    }

    /// Puts back what a snapshot took, or, when the members were pending then, what the preludes declared.
    func restoreMembers(_ members: MembersAsDeclared?) {
        guard let members = members ?? (hasPendingMembers ? nil : membersAsDeclared) else { return }
        declaredMethods = members.methods
        declaredInitializers = members.initializers
        declaredProperties = members.properties
        declaredTypealiases = members.typealiases
    }

    /// At teardown: declarations never run are dropped, not run.
    func dropPendingMembers() {
        pendingMemberGroups = []
        membersAsDeclared = nil
    }

    /// `typealias` member `name`, as `typealiases[name]`, without declaring pending members when they cannot
    /// change the answer: a name no protocol it conforms to has as an associated type is a written alias or none
    /// (resolving `Int` in a subclass of `UITableViewCell` asks every class up the chain).
    func memberTypealias(named name: String) -> SType? {
        if hasPendingMembers, !conformsToProtocol(withAssociatedType: name) { return declaredTypealiases[name] }
        return typealiases[name]
    }

    /// Whether a completed type may infer an alias of this name (see `Checker.inferAssociatedTypes`).
    private func conformsToProtocol(withAssociatedType name: String) -> Bool {
        associatedTypeNamesOfConformances.contains(name)
    }

    /// The associated types of every protocol this type and its superclasses conform to, kept until a type
    /// relation changes: resolving each type name written in a member asks it of every enclosing class.
    private var associatedTypeNamesOfConformances: Set<String> {
        let generation = TypeRelationsGeneration.current
        if let known = associatedTypeNamesWorkedOut, known.generation == generation { return known.names }
        var names = Set<String>()
        var seen = Set<ObjectIdentifier>()
        var protocols = classChain.flatMap(\.conformances)
        while let p = protocols.popLast() {
            guard seen.insert(ObjectIdentifier(p)).inserted else { continue }
            names.formUnion(p.associatedTypes.keys)
            protocols.append(contentsOf: p.conformances)
        }
        associatedTypeNamesWorkedOut = (generation, names)
        return names
    }

    /// The methods, subscripts and operators named `name`, with only those of a prelude type's pending members
    /// declared (see `PendingMemberGroup`).
    func methods(named name: String) -> [FuncDecl]? {
        declarePendingMembers(named: name)
        return declaredMethods[name]
    }

    /// The properties named `name`, declared as `methods(named:)` declares methods.
    func properties(named name: String) -> [VarDecl]? {
        declarePendingMembers(named: name)
        return declaredProperties[name]
    }

    // Whole tables, and every change to one, declare every pending member; the core's tables, the core alone.
    // (A script adds no stored property, field or deinit to a prelude type, but may add initializers and aliases.)
    var methods: [String: [FuncDecl]] {
        get {
            declareMembersIfPending()
            return declaredMethods
        }
        _modify {
            declareMembersIfPending()
            yield &declaredMethods
        }
    }
    var initializers: [FuncDecl] {
        get {
            declarePendingCore()
            return declaredInitializers
        }
        _modify {
            declareMembersIfPending()
            yield &declaredInitializers
        }
    }
    var properties: [String: [VarDecl]] {
        get {
            declareMembersIfPending()
            return declaredProperties
        }
        _modify {
            declareMembersIfPending()
            yield &declaredProperties
        }
    }
    var cases: [String: EnumCaseDecl] {
        get {
            declarePendingCore()
            return declaredCases
        }
        _modify {
            declareMembersIfPending()
            yield &declaredCases
        }
    }
    var caseOrder: [EnumCaseDecl] {
        get {
            declarePendingCore()
            return declaredCaseOrder
        }
        _modify {
            declareMembersIfPending()
            yield &declaredCaseOrder
        }
    }
    var typealiases: [String: SType] {
        get {
            declarePendingCore()
            return declaredTypealiases
        }
        _modify {
            declareMembersIfPending()
            yield &declaredTypealiases
        }
    }
    var storedProperties: [VarDecl] {
        get {
            declarePendingCore()
            return declaredStoredProperties
        }
        _modify {
            declarePendingCore()
            yield &declaredStoredProperties
        }
    }
    var fieldCount: Int {
        get {
            declarePendingCore()
            return declaredFieldCount
        }
        set {
            declarePendingCore()
            declaredFieldCount = newValue
        }
    }
    var fieldsLaidOut: Bool {
        get {
            declarePendingCore()
            return declaredFieldsLaidOut
        }
        set {
            declarePendingCore()
            declaredFieldsLaidOut = newValue
        }
    }
    var deinitializer: FuncDecl? {
        get {
            declarePendingCore()
            return declaredDeinitializer
        }
        set {
            declarePendingCore()
            declaredDeinitializer = newValue
        }
    }
    var runsDeinit: Bool {
        get {
            declarePendingCore()
            return declaredRunsDeinit
        }
        set {
            declarePendingCore()
            declaredRunsDeinit = newValue
        }
    }
}
