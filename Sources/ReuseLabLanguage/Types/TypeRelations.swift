import Synchronization

/// Conformance, subtyping and sameness of static types: the questions the checker asks about types.
extension TypeWorld {
    /// A protocol and every protocol it inherits from.
    func protocolClosure(_ p: NominalDecl) -> [NominalDecl] {
        let generation = TypeRelationsGeneration.current
        if let known = p.protocolClosureWorkedOut, known.generation == generation { return known.protocols }
        var result: [NominalDecl] = []
        var stack = [p]
        while let next = stack.popLast() {
            if result.contains(where: { $0 === next }) { continue }
            result.append(next)
            stack.append(contentsOf: next.conformances)
        }
        p.protocolClosureWorkedOut = (generation, result)
        return result
    }

    /// Every protocol a nominal type conforms to, through its superclasses and protocol inheritance, and the
    /// implicit `Hashable` (with `Equatable`) of an enum whose cases carry no payload. This is the one place
    /// that rule lives: dictionary keys, set elements, `==`, generic arguments and member lookup
    /// (`hashValue`, `hash(into:)`) all ask here.
    func allConformances(of decl: NominalDecl) -> [NominalDecl] {
        // The world's `Hashable` too: a script may declare a type of that name.
        let generation = TypeRelationsGeneration.current
        let hashable = types["Hashable"]
        if let known = decl.conformancesWorkedOut, known.generation == generation, known.hashable === hashable {
            return known.protocols
        }
        var result: [NominalDecl] = []
        var declared = decl.classChain.flatMap(\.conformances)
        if isImplicitlyHashable(decl), let hashable, hashable.fromPrelude { declared.append(hashable) }
        for p in declared {
            for q in protocolClosure(p) where !result.contains(where: { $0 === q }) {
                result.append(q)
            }
        }
        // The generation read before: a change made while this was worked out (a pending enum's cases
        // declared) leaves it out of date, to be worked out again.
        decl.conformancesWorkedOut = (generation, hashable, result)
        return result
    }

    /// An enum whose cases carry no payload is Equatable and Hashable without saying so, as in Swift.
    private func isImplicitlyHashable(_ d: NominalDecl) -> Bool {
        d.kind == .enumType && d.caseOrder.allSatisfy { $0.payload.isEmpty }
    }

    func isClassBound(_ p: NominalDecl) -> Bool {
        protocolClosure(p).contains { $0.isClassBound || $0 === anyObject }
    }

    func conforms(_ type: SType, to proto: NominalDecl) -> Bool {
        switch type {
        case .error, .never: return true
        case .nominal(let d, _):
            if proto === anyObject { return d.isClass }
            if d === proto { return true }
            if d.isProtocol { return protocolClosure(d).contains { $0 === proto } }
            if d.kind == .builtin && (builtinConforms(d, to: proto) || conformsByLibrary(type, to: proto)) { return true }
            return allConformances(of: d).contains { $0 === proto }
        case .param(let p):
            if proto === anyObject {
                return p.superclassBound != nil || p.protocols.contains { isClassBound($0) }
                    || (p.selfOf.map { $0.isClass || isClassBound($0) } ?? false)
            }
            if let s = p.superclassBound, conforms(s, to: proto) { return true }
            if let owner = p.selfOf, conforms(owner.declaredType, to: proto) { return true }
            return p.protocols.contains { protocolClosure($0).contains { $0 === proto } }
        case .existential(let ps):
            if proto === anyObject { return ps.contains { isClassBound($0) } }
            return ps.contains { protocolClosure($0).contains { $0 === proto } }
        case .array, .optional, .dictionary:
            if conformsByLibrary(type, to: proto) { return true }
            // `extension Array: Titled {}`: the learner's conformance, declared on the library's `Array`.
            let decl: NominalDecl
            switch type {
            case .array: decl = arrayDecl
            case .dictionary: decl = dictionaryDecl
            default: decl = optionalDecl
            }
            return allConformances(of: decl).contains { $0 === proto }
        default:
            return false
        }
    }

    /// The class a type is known to be, if any: a class, a constrained parameter's bound.
    func classDecl(of type: SType) -> NominalDecl? {
        switch type {
        case .nominal(let d, _) where d.isClass: return d
        case .param(let p):
            if let s = p.superclassBound { return classDecl(of: s) }
            if let owner = p.selfOf, owner.isClass { return owner }
            return nil
        default: return nil
        }
    }

    func sameType(_ a: SType, _ b: SType) -> Bool {
        switch (a, b) {
        case (.error, _), (_, .error): return true
        case (.nominal(let d1, let a1), .nominal(let d2, let a2)):
            return d1 === d2 && a1.count == a2.count && zip(a1, a2).allSatisfy { sameType($0, $1) }
        case (.param(let p1), .param(let p2)): return p1 === p2
        case (.optional(let x), .optional(let y)), (.array(let x), .array(let y)), (.metatype(let x), .metatype(let y)):
            return sameType(x, y)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)): return sameType(k1, k2) && sameType(v1, v2)
        case (.tuple(let x, let l1), .tuple(let y, let l2)):
            return x.count == y.count && (l1 ?? []) == (l2 ?? []) && zip(x, y).allSatisfy { sameType($0, $1) }
        case (.function(let p1, let r1), .function(let p2, let r2)):
            return p1.count == p2.count && zip(p1, p2).allSatisfy { sameType($0, $1) } && sameType(r1, r2)
        case (.existential(let x), .existential(let y)):
            return x.count == y.count && x.allSatisfy { p in y.contains { $0 === p } }
        case (.nilLiteral, .nilLiteral), (.never, .never): return true
        default: return false
        }
    }

    /// Whether a value of type `from` can be used where `to` is expected (implicit conversions only).
    func isConvertible(_ from: SType, to: SType) -> Bool { isConvertible(from, to: to, bridgingCGFloat: true) }

    /// `bridgingCGFloat`: whether a `CGFloat` may become a `Double` and back, which Swift 5.5 allows for a value
    /// itself (and a value made optional), never for the elements of an array or an optional's payload.
    private func isConvertible(_ from: SType, to: SType, bridgingCGFloat: Bool) -> Bool {
        switch (from, to) {
        case (.error, _), (_, .error), (.never, _): return true
        default: break
        }
        if sameType(from, to) { return true }
        if case .existential(let ps) = to, ps.isEmpty { return true }
        if bridgingCGFloat && isCGFloatDoubleConversion(from, to) { return true }
        switch (from, to) {
        case (.nilLiteral, .optional): return true
        case (.optional(let x), .optional(let y)): return isConvertible(x, to: y, bridgingCGFloat: false)
        case (.optional, _), (.nilLiteral, _): return false
        case (_, .optional(let y)): return isConvertible(from, to: y, bridgingCGFloat: bridgingCGFloat)
        case (_, .existential(let ps)):
            if case .existential(let qs) = from {
                return ps.allSatisfy { p in
                    qs.contains { protocolClosure($0).contains { $0 === p } } || (p === anyObject && qs.contains { isClassBound($0) })
                }
            }
            return ps.allSatisfy { conforms(from, to: $0) }
        case (.nominal(let d1, _), .nominal(let d2, _)) where d1.isClass && d2.isClass:
            return d1.isSubclass(of: d2)
        case (_, .param(let q)) where q.isOpaqueCollection:
            return fitsOpaqueCollection(from, q)
        case (.param(let p), _):
            if let s = p.superclassBound, isConvertible(s, to: to) { return true }
            if let owner = p.selfOf, owner.isClass, isConvertible(owner.declaredType, to: to) { return true }
            return false
        case (.metatype(let x), .metatype(let y)):
            if case .existential(let ps) = y {
                if case .existential = x { return isConvertible(x, to: y) }
                return ps.allSatisfy { conforms(x, to: $0) }
            }
            return isConvertible(x, to: y, bridgingCGFloat: false)
        case (.array(let x), .array(let y)): return isConvertible(x, to: y, bridgingCGFloat: false)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return sameType(k1, k2) && isConvertible(v1, to: v2, bridgingCGFloat: false)
        case (.tuple(let x, let l1), .tuple(let y, let l2)):
            // Labels may be added or dropped, not changed: `(Int, Int)` and `(x: Int, y: Int)` convert both ways.
            let labelsFit = l1 == nil || l2 == nil || l1 == l2
            return x.count == y.count && labelsFit && zip(x, y).allSatisfy { isConvertible($0, to: $1, bridgingCGFloat: false) }
        case (.function(let p1, let r1), .function(let p2, let r2)):
            return p1.count == p2.count && zip(p2, p1).allSatisfy { isConvertible($0, to: $1, bridgingCGFloat: false) }
                && (r2.isVoid || isConvertible(r1, to: r2, bridgingCGFloat: false))
        default: return false
        }
    }

    /// `CGFloat` to `Double` or back: the implicit conversion SE-0307 added.
    func isCGFloatDoubleConversion(_ from: SType, _ to: SType) -> Bool {
        guard case .nominal(let a, _) = from, case .nominal(let b, _) = to else { return false }
        return (a === cgFloatType && b === doubleType) || (a === doubleType && b === cgFloatType)
    }

    /// The type a literal or expression defaults to when nothing else is known.
    func isNumeric(_ t: SType) -> Bool {
        if case .nominal(let d, _) = t { return d === intType || isFloatingPoint(d) }
        return false
    }
}

extension TypeWorld {
    /// The library's scalars conform to the library's protocols without declaring it in the prelude: Int,
    /// Double, String, Character, Substring and String.Index are Equatable, Hashable and Comparable; Bool is
    /// Equatable and Hashable only.
    func builtinConforms(_ d: NominalDecl, to proto: NominalDecl) -> Bool {
        guard proto.fromPrelude else { return false }
        let scalars = [intType, doubleType, cgFloatType, floatType, stringType, characterType, substringType, stringIndexType]
        switch proto.name {
        case "Equatable", "Hashable": return scalars.contains { $0 === d } || d === boolType
        case "Comparable": return scalars.contains { $0 === d }
        default: return false
        }
    }
}

/// Counts changes to what `allConformances(of:)` and the answers kept beside it read (a type's superclass,
/// conformances, enum cases and a protocol's associated types, on any type, in any world), so that its answer can be kept until one happens: declaring, an entry's
/// extensions, a rollback and an undo all change those through their setters. A process-wide atomic
/// counter, as worlds live on more than one thread (a session's, the tests').
enum TypeRelationsGeneration {
    private static let counter = Atomic<Int>(0)

    static var current: Int { counter.load(ordering: .relaxed) }

    static func advance() { counter.add(1, ordering: .relaxed) }
}
