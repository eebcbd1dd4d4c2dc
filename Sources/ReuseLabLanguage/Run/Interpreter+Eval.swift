import ReuseLabSimulator

/// Expressions.
extension Interpreter {
    /// `x op y` of the operands' values; `expr` is the operation (its location and static type).
    func binary(_ op: BinaryOp, _ x: Value, _ y: Value, _ expr: Expr) throws -> Value {
        if case .int(let i) = x, case .int(let j) = y, let result = try integerBinary(op, i, j, loc: expr.loc) { return result }
        switch op {
        case .equal: return .bool(valuesEqual(x, y))
        case .notEqual: return .bool(!valuesEqual(x, y))
        case .identical: return .bool(identical(x, y))
        case .notIdentical: return .bool(!identical(x, y))
        case .less, .lessEqual, .greater, .greaterEqual: return .bool(try ordered(op, x, y, loc: expr.loc))
        default:
            let result = try arithmetic(op, x, y, loc: expr.loc)
            // A `Float` is a double at run time: each operation rounds to single precision, as Swift's does.
            return expr.type.nominalDecl === world.floatType ? result.singlePrecision : result
        }
    }

    func eval(_ expr: Expr, _ frame: Frame) throws -> Value {
        switch expr.kind {
        case .intLiteral(let i): return .int(i)
        case .doubleLiteral(let d): return .double(d)
        case .boolLiteral(let b): return .bool(b)
        case .stringLiteral(let s): return .string(s)
        case .nilLiteral: return .none
        case .interpolation(let pieces):
            var s = ""
            for p in pieces {
                switch p {
                case .text(let t): s += t
                case .value(let e): s += try describe(eval(e, frame), as: resolve(e.type, frame), frame: frame)
                }
            }
            return .string(s)
        case .variable(let ref): return load(ref, frame)
        case .typeValue(let t): return .type(resolve(t, frame))
        case .dynamicType(let e):
            let v = try eval(e, frame)
            let s = resolve(e.type, frame)
            // Optionals are flat at run time, so only the static type says a value is an Optional<Wrapped>.
            if case .optional = s { return .type(s) }
            return .type(dynamicType(of: v, static: s))
        case .inoutArgument(let place): return try read(place, frame)
        case .lazyLocalRead(let place): return try read(place, frame)
        case .lazyUnset: return Value.lazyUnset
        case .loadReference(let e): return try loadReference(eval(e, frame), loc: expr.loc)
        case .storeReference(let e, let ownership): return storeReference(try eval(e, frame), ownership: ownership)
        case .erase(let e, let t):
            let v = try eval(e, frame)
            let from = resolve(t, frame)
            // For `[Int?]` as `[Any]`, `t` is the element type: each element is erased.
            switch (expr.type, v) {
            case (.array, .array(let a)): return .array(a.map { .erased($0, from) })
            case (.dictionary, .dictionary(let d, let order)): return .dictionary(d.mapValues { .erased($0, from) }, order: order)
            default: return .erased(v, from)
            }
        case .property(let receiver, let v, let dispatch):
            let base = try eval(receiver, frame)
            let typeArguments =
                v.owner?.genericParams.isEmpty == false ? typeArgumentBindings(for: v, receiverType: receiver.type, frame) : [:]
            return try getProperty(v, of: base, dispatch: dispatch, loc: expr.loc, typeArguments: typeArguments)
        case .lazyValueTypeRead(let place, let v): return try readLazy(v, through: place, frame, loc: expr.loc)
        case .staticProperty(let receiver, let v, let dispatch):
            let base = try eval(receiver, frame)
            return try getStaticProperty(v, on: base.asType ?? resolve(receiver.type, frame), dispatch: dispatch, loc: expr.loc)
        case .tupleElement(let e, let i):
            if case .tuple(let parts) = try eval(e, frame), i < parts.count { return parts[i] }
            return .none
        case .call(let callee, let args, let bindings, _):
            let result = try evalCall(callee, args: args, bindings: bindings, expr: expr, frame: frame)
            // The callee's locals were released as it returned: their `deinit`s run before the caller goes on.
            if !deinits.pending.isEmpty { try drainDeinits() }
            return result
        case .enumCase(let c, let owner):
            if c.payload.isEmpty { return .enumValue(EnumValue(decl: owner, caseDecl: c, payload: [])) }
            return .function(Callable(.enumCase(c, owner)))
        case .tryOptional(let e): return try evalTryOptional(e, frame)
        case .tryForce(let e): return try evalTryForce(e, frame, loc: expr.loc)
        case .ifValue(let conditions, let then, let otherwise):
            return try eval(test(conditions, frame) ? then : otherwise, frame)
        case .switchValue(let subject, let cases):
            return try evalSwitchValue(subject, cases, frame)
        case .throwValue(let e): throw ThrownError(value: try eval(e, frame), loc: expr.loc)
        case .fallthroughValue: return .void
        case .autoclosure(let e): return .function(Callable(.native { interpreter, _ in try interpreter.eval(e, frame) }))
        case .closure(let c):
            if c.captures.isEmpty { return .function(Callable(.closure(c, frame))) }
            let captured = Frame(size: c.captures.count, parent: frame)
            for (i, e) in c.captures.enumerated() { captured.slots[i] = try eval(e, frame) }
            return .function(Callable(.closure(c, captured)))
        case .functionRef(let fn, let receiver, let bindings):
            if let receiver {
                let r = try eval(receiver, frame)
                let target = try implementation(of: fn, for: r, dispatch: .dynamic)
                if target === fn && fn.isOptionalRequirement { return .none }  // an optional requirement left out
                return .function(Callable(.boundMethod(target, r), bindings: bindings.mapValues { resolve($0, frame) }))
            }
            return .function(Callable(.function(fn)))
        case .assign(let lv, let value):
            let v = try eval(value, frame)
            try assign(lv, v, frame)
            return .void
        case .compoundAssign(let op, let lv, let value):
            let rhs = try eval(value, frame)
            try compoundAssign(op, lv, rhs, frame, loc: expr.loc, single: value.type.nominalDecl === world.floatType)
            return .void
        case .binary(let op, let a, let b):
            let x = try eval(a, frame)
            let y = try eval(b, frame)
            return try binary(op, x, y, expr)
        case .not(let e): return .bool(!(try eval(e, frame).checkedBool()))
        case .negate(let e):
            let v = try eval(e, frame)
            if case .double(let d) = v { return .double(-d) }
            let (r, o) = 0.subtractingReportingOverflow(try v.checkedInt())
            if o { throw overflow(expr.loc) }
            return .int(r)
        case .and(let a, let b): return .bool(try eval(a, frame).checkedBool() && eval(b, frame).checkedBool())
        case .or(let a, let b): return .bool(try eval(a, frame).checkedBool() || eval(b, frame).checkedBool())
        case .ternary(let c, let a, let b): return try eval(c, frame).checkedBool() ? eval(a, frame) : eval(b, frame)
        case .nilCoalescing(let a, let b):
            let v = try eval(a, frame)
            return v.isNone ? try eval(b, frame) : v.unwrappedOnce
        case .forceUnwrap(let e):
            let v = try eval(e, frame)
            if v.isNone { throw fatal(Diagnostics.unwrappedNil, at: expr.loc) }
            return v.unwrappedOnce
        case .implicitUnwrap(let e):
            let v = try eval(e, frame)
            if v.isNone { throw fatal(Diagnostics.implicitlyUnwrappedNil, at: expr.loc) }
            return v.unwrappedOnce
        case .optionalChain(let e):
            do { return try eval(e, frame) } catch Jump.optionalChainNil { return .none }
        case .bindOptional(let e):
            let v = try eval(e, frame)
            if v.isNone { throw Jump.optionalChainNil }
            return v.unwrappedOnce
        case .cast(let e, let target, let kind):
            var v = try eval(e, frame)
            let t = resolve(target, frame)
            let ok = isInstance(v, of: t)
            // A cast out of `Any` yields the value inside, unless it stays an existential.
            if ok, case .erased(let inner, _) = v, !t.isExistential { v = inner }
            switch kind {
            case .check: return .bool(ok)
            case .conditional:
                // `nil as? T?` succeeds: the result is a present optional holding nil.
                if ok, v.isNone, case .optional = t { return .presentNil }
                return ok ? v : .none
            case .force:
                if ok { return v }
                throw castFailure(v, static: resolve(e.type, frame), to: t, loc: expr.loc)
            }
        case .arrayLiteral(let elements): return .array(try elements.map { try eval($0, frame) })
        case .setLiteral(let elements): return makeSet(try elements.map { try eval($0, frame) })
        case .dictionaryLiteral(let pairs):
            var d: [DictionaryKey: Value] = [:]
            var order: [DictionaryKey] = []
            for (k, v) in pairs {
                guard let key = dictionaryKey(try eval(k, frame)) else { continue }
                if d[key] == nil { order.append(key) }
                d[key] = try eval(v, frame)
            }
            return .dictionary(d, order: order)
        case .tupleLiteral(let elements): return .tuple(try elements.map { try eval($0, frame) })
        case .subscriptGet(let base, let index):
            let b = try eval(base, frame)
            let i = try eval(index, frame)
            // `s[a...b]`: Swift checks `b` as an index first, then the range it makes (Natives+StringIndex.swift).
            if case .range(_, let upper) = i, index.type.nominalDecl === world.closedRangeDecl {
                switch b {
                case .string(let s): try checkClosedUpperBound(upper - 1, of: s, start: 0, isSubstring: false, loc: expr.loc)
                case .substring(let s, let start):
                    try checkClosedUpperBound(upper - 1, of: s, start: start, isSubstring: true, loc: expr.loc)
                default: break
                }
            }
            return try subscriptValue(b, i, loc: expr.loc)
        case .range(let a, let b, let closed):
            let lo = try eval(a, frame).checkedInt()
            let hi = try eval(b, frame).checkedInt()
            if closed ? lo > hi : lo > hi { throw fatal(Diagnostics.rangeBoundsReversed, at: expr.loc) }
            return .range(lo, closed ? (hi == Int.max ? hi : hi + 1) : hi)
        case .print(let items, let separator, let terminator):
            // Swift evaluates every argument before it describes any: `print(cache, cache.touch(2))` shows the
            // cache as `touch` left it.
            let values = try items.map { try eval($0, frame) }
            let sep = try separator.map { try eval($0, frame).checkedString() } ?? " "
            let term = try terminator.map { try eval($0, frame).checkedString() } ?? "\n"
            var parts: [String] = []
            for (item, value) in zip(items, values) { parts.append(try describe(value, as: resolve(item.type, frame), frame: frame)) }
            output(parts.joined(separator: sep) + term)
            return .void
        case .stringDescribing(let e):
            return .string(try describe(eval(e, frame), as: resolve(e.type, frame), frame: frame))
        }
    }

    func dictionaryKey(_ v: Value) -> DictionaryKey? {
        switch v {
        case .int(let i): return .int(i)
        case .string(let s), .substring(let s, _): return .string(s)
        case .bool(let b): return .bool(b)
        case .structValue, .enumValue, .tuple, .double, .object:
            return .value(hasCustomHashing(v) ? customHashedKey(v) : HashedValue(v))
        case .range: return .value(HashedValue(v))
        case .erased(let inner, _): return dictionaryKey(inner)
        default: return nil
        }
    }

    func subscriptValue(_ b: Value, _ i: Value, loc: SourceLoc) throws -> Value {
        switch b {
        case .array(let a):
            let index = try i.checkedInt()
            guard index >= 0 && index < a.count else { throw fatal(Diagnostics.indexOutOfRange, at: loc) }
            return a[index]
        case .dictionary(let d, _):
            guard let k = dictionaryKey(i) else { return .none }
            return d[k] ?? .none
        case .string(let s): return try stringAtIndex(s, i, loc: loc)
        case .substring(let s, let start): return try substringAtIndex(s, start: start, i, loc: loc)
        default: return .none
        }
    }

    /// Overflow is not a `fatalError`: the compiler plants a trap instruction, which the debugger and crash
    /// reports name "Swift runtime failure: arithmetic overflow" (no "Fatal error:" line, no file and line).
    func overflow(_ loc: SourceLoc) -> Trap {
        fatal(Diagnostics.arithmeticOverflow, at: loc)
    }

    func arithmetic(_ op: BinaryOp, _ x: Value, _ y: Value, loc: SourceLoc) throws -> Value {
        switch (x.plainSubstring, y.plainSubstring) {
        case (.int(let a), .int(let b)):
            let r: (Int, Bool)
            switch op {
            case .add: r = a.addingReportingOverflow(b)
            case .subtract: r = a.subtractingReportingOverflow(b)
            case .multiply: r = a.multipliedReportingOverflow(by: b)
            case .divide, .remainder: return .int(try integerDivision(op, a, b, loc: loc))
            default: return .none
            }
            if r.1 { throw overflow(loc) }
            return .int(r.0)
        case (.string(let a), .string(let b)):
            let n = a.utf8.count + b.utf8.count
            try ensureRoom(forBytes: n, loc: loc, growing: n)
            return .string(a + b)
        case (.array(let a), .array(let b)):
            try ensureRoom(forElements: a.count + b.count, loc: loc, growing: a.count + b.count)
            return .array(a + b)
        default:
            let a = try x.checkedDouble()
            let b = try y.checkedDouble()
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
            default: return .none
            }
        }
    }

    func compare(_ op: BinaryOp, _ x: Value, _ y: Value) -> Bool {
        // Tuples compare element by element: the first pair that differs decides.
        if case .tuple(let a) = x, case .tuple(let b) = y {
            for (p, q) in zip(a, b) where !valuesEqual(p, q) { return compare(op, p, q) }
            return op == .lessEqual || op == .greaterEqual
        }
        let less: Bool
        let equal: Bool
        switch (x.plainSubstring, y.plainSubstring) {
        case (.int(let a), .int(let b)):
            less = a < b
            equal = a == b
        case (.string(let a), .string(let b)):
            less = a < b
            equal = a == b
        case (.enumValue(let a), .enumValue(let b)):
            less = caseIndex(a) < caseIndex(b)
            equal = a.caseDecl === b.caseDecl
        default:
            // An Int and a Double meet here only from literals; NaN (no order) for what the checker refused.
            // Answered by the operator itself: with a NaN every one of them is false, which `less` and
            // `equal` cannot say (`!less && !equal` made `.nan > 1` true).
            let (a, b) = (x.numericValue ?? .nan, y.numericValue ?? .nan)
            switch op {
            case .less: return a < b
            case .lessEqual: return a <= b
            case .greater: return a > b
            default: return a >= b
            }
        }
        switch op {
        case .less: return less
        case .lessEqual: return less || equal
        case .greater: return !less && !equal
        default: return !less
        }
    }

    func identical(_ x: Value, _ y: Value) -> Bool {
        switch (x, y) {
        case (.object(let a), .object(let b)): return a === b
        case (.none, .none): return true
        default: return false
        }
    }

    func valuesEqual(_ x: Value, _ y: Value) -> Bool {
        switch (x, y) {
        case (.none, .none), (.void, .void): return true
        case (.none, _), (_, .none): return false
        case (.int(let a), .int(let b)): return a == b
        case (.double, _), (_, .double): return x.numericValue.map { $0 == y.numericValue } ?? false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.substring, _), (_, .substring): return valuesEqual(x.plainSubstring, y.plainSubstring)
        case (.object(let a), .object(let b)): return customEqual(x, y, a.decl) ?? (a === b)
        case (.structValue(let a), .structValue(let b)):
            if let custom = customEqual(x, y, a.decl) { return custom }
            return a.decl === b.decl && zip(a.fields, b.fields).allSatisfy { valuesEqual($0, $1) }
        case (.enumValue(let a), .enumValue(let b)):
            if let custom = customEqual(x, y, a.decl) { return custom }
            return a.caseDecl === b.caseDecl && zip(a.payload, b.payload).allSatisfy { valuesEqual($0, $1) }
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { valuesEqual($0, $1) }
        case (.tuple(let a), .tuple(let b)): return a.count == b.count && zip(a, b).allSatisfy { valuesEqual($0, $1) }
        case (.set(let a), .set(let b)): return setsEqual(a, b)
        case (.type(let a), .type(let b)): return world.sameType(a, b)
        case (.range(let a, let b), .range(let c, let d)): return a == c && b == d
        default: return false
        }
    }

    // MARK: Types at run time

    func dynamicType(of v: Value, static s: SType) -> SType {
        switch v {
        // An Optional's dynamic type is `Optional<Wrapped>` as written; anything else may be a subclass.
        case .erased(let inner, let t): return t.optionalPayload != nil ? t : dynamicType(of: inner, static: t)
        case .object(let o): return o.decl.genericParams.isEmpty ? .nominal(o.decl, []) : s.unwrappedFully
        case .structValue(let sv): return sv.decl.genericParams.isEmpty ? .nominal(sv.decl, []) : s
        case .enumValue(let ev): return ev.decl.genericParams.isEmpty ? .nominal(ev.decl, []) : s
        case .int: return world.int
        case .double:
            // A `CGFloat` and a `Float` are doubles at run time: the static type tells them apart.
            if case .nominal(let d, _) = s.unwrappedFully, world.isFloatingPoint(d) { return s.unwrappedFully }
            return world.double
        case .bool: return world.bool
        case .string, .substring:
            // A `Character` and a `Substring` are strings at run time: the static type tells them apart.
            if case .nominal(let d, _) = s.unwrappedFully, d === world.characterType || d === world.substringType {
                return s.unwrappedFully
            }
            return world.string
        case .type(let t): return .metatype(t)
        case .none: return s
        default:
            if case .existential = s { return s }
            return s
        }
    }

    func isInstance(_ v: Value, of target: SType) -> Bool {
        if case .erased(let inner, let t) = v {
            // `Any` holding `Optional(3)` is an `Int?` and, unwrapped, an `Int`; holding nil, only an `Int?`.
            if case .existential(let ps) = target, ps.isEmpty { return true }
            return world.isConvertible(t, to: target) || isInstance(inner, of: target)
        }
        switch target {
        case .existential(let ps):
            if ps.isEmpty { return !v.isNone }
            if v.isNone { return false }
            var t = dynamicType(of: v, static: .any)
            if case .existential = t {
                // A generic class or struct seen through another existential: its declaration decides conformance.
                switch v {
                case .object(let o): t = .nominal(o.decl, [])
                case .structValue(let s): t = .nominal(s.decl, [])
                default: return false
                }
            }
            return ps.allSatisfy { world.conforms(t, to: $0) }
        case .optional(let w): return v.isNone || isInstance(v, of: w)
        case .nominal(let d, _):
            switch v {
            case .object(let o): return o.decl.isSubclass(of: d)
            case .structValue(let s): return s.decl === d
            case .enumValue(let e): return e.decl === d
            case .int: return d === world.intType
            case .double: return world.isFloatingPoint(d)
            case .bool: return d === world.boolType
            case .string: return d === world.stringType
            case .substring: return d === world.substringType
            default: return false
            }
        case .metatype(let inner):
            guard case .type(let t) = v else { return false }
            if case .existential(let ps) = inner { return ps.allSatisfy { world.conforms(t, to: $0) } }
            return world.isConvertible(t, to: inner)
        case .array(let e):
            guard case .array(let a) = v else { return false }
            return a.allSatisfy { isInstance($0, of: e) }
        case .error: return true
        default: return false
        }
    }

    /// `Could not cast value of type 'main.TitleCell' (0x…) to 'main.ImageCell' (0x…).`
    func castFailure(_ v: Value, static s: SType, to target: SType, loc: SourceLoc) -> Trap {
        if v.isNone {
            return fatal(Diagnostics.unwrappedNil, at: loc)
        }
        let from = dynamicType(of: v, static: s)
        let message = Diagnostics.castFailed(
            from: castName(from), fromAddress: typeAddress(from), to: castName(target), toAddress: typeAddress(target))
        return fatal(message, at: loc)
    }

    /// A type as the runtime names it in a failed cast: module-qualified, with its type arguments
    /// (`Swift.Int`, `Swift.Optional<Swift.String>`, `main.Box<Swift.Int>`); UIKit's Objective-C classes by
    /// their bare names (`UITableViewCell`), as the Objective-C runtime knows them.
    func castName(_ t: SType) -> String {
        if case .nominal(let d, _) = t, d.fromPrelude, d.isClass, d.name.hasPrefix("UI") || d.name.hasPrefix("NS") {
            return t.description
        }
        return reflectingName(t)
    }

    /// Swift classes are module-qualified in runtime messages; UIKit's Objective-C classes are not.
    /// The module is always `main`: a script's real module name depends on how it is built (`swiftc x.swift -o x`
    /// makes module `x`, `swiftc my-cell.swift` and `swift -` make `main`, since the output name is not an
    /// identifier), and `main` is what the golden scripts' kebab-case names and the REPL-like `swift -` give.
    func runtimeName(_ t: SType) -> String {
        if case .nominal(let d, _) = t, !d.fromPrelude { return "main." + d.qualifiedName }
        return t.description
    }

    func typeAddress(_ t: SType) -> String {
        var h: UInt64 = 1_469_598_103_934_665_603
        for b in castName(t).utf8 { h = (h ^ UInt64(b)) &* 1_099_511_628_211 }
        return "0x" + String(0x5555_0000_0000 + (h % 0x1_0000_0000) * 8, radix: 16)
    }
}
