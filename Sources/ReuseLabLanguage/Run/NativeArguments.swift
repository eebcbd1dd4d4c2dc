import ReuseLabSimulator

/// Natives read their arguments by the names their prelude declaration gives the parameters
/// (`try c.string("identifier")`), never by position, so a declaration whose parameters are reordered or
/// renamed cannot feed a native the wrong value. A value of the wrong kind is ReuseLab's own bug: it stops
/// the run with a message that says so, rather than reading it as 0 or "".
extension NativeCall {
    /// A native setter's one parameter, as Swift names a setter's: `newValue`.
    nonisolated(unsafe) static let setterParameters = [
        ParamDecl(label: nil, name: "newValue", type: .any, defaultSyntax: nil, isVariadic: false, isInout: false)
    ]

    /// The argument given for the parameter named `name` (the declaration's internal name: `newValue` for a
    /// setter).
    func arg(_ name: String) throws -> Value {
        guard let index = parameters.firstIndex(where: { $0.name == name }) else {
            throw Trap(bug: Diagnostics.nativeHasNoParameter(key: key, parameter: name), loc: loc)
        }
        return arg(index)
    }

    func int(_ name: String) throws -> Int {
        let value = try arg(name)
        guard case .int(let i) = value.unerased else { throw mismatch(name, expected: "Int", got: value) }
        return i
    }

    /// A `Double` or `CGFloat`; an integer literal given for one arrives as an Int.
    func double(_ name: String) throws -> Double {
        let value = try arg(name)
        switch value.unerased {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: throw mismatch(name, expected: "Double", got: value)
        }
    }

    func bool(_ name: String) throws -> Bool {
        let value = try arg(name)
        guard case .bool(let b) = value.unerased else { throw mismatch(name, expected: "Bool", got: value) }
        return b
    }

    func string(_ name: String) throws -> String {
        let value = try arg(name)
        guard case .string(let s) = value.unerased.plainSubstring else { throw mismatch(name, expected: "String", got: value) }
        return s
    }

    /// A `String?`: nil when the argument is nil.
    func optionalString(_ name: String) throws -> String? {
        let value = try arg(name)
        if value.unerased.isNone { return nil }
        guard case .string(let s) = value.unerased.plainSubstring else { throw mismatch(name, expected: "String?", got: value) }
        return s
    }

    /// An array's elements, or a set's in its iteration order.
    func array(_ name: String) throws -> [Value] {
        let value = try arg(name)
        switch value.unerased {
        case .array(let elements): return elements
        case .set(let storage): return storage.elements
        default: throw mismatch(name, expected: "Array", got: value)
        }
    }

    func set(_ name: String) throws -> SetStorage {
        let value = try arg(name)
        guard case .set(let storage) = value.unerased else { throw mismatch(name, expected: "Set", got: value) }
        return storage
    }

    /// An `IndexPath`, as the Simulator's.
    func indexPath(_ name: String) throws -> SimIndexPath {
        let value = try arg(name)
        guard case .structValue(let s) = value.unerased, s.decl.name == "IndexPath", s.fields.count == 2,
            case .int(let section) = s.fields[0], case .int(let item) = s.fields[1]
        else { throw mismatch(name, expected: "IndexPath", got: value) }
        return SimIndexPath(item: item, section: section)
    }

    /// A `CGRect`, as the Simulator's `Rect`.
    func rect(_ name: String) throws -> Rect {
        let value = try arg(name)
        guard case .structValue(let r) = value.unerased, r.decl.name == "CGRect", r.fields.count == 2,
            case .structValue(let origin) = r.fields[0], case .structValue(let size) = r.fields[1],
            let x = origin.fields.first?.numericValue, let y = origin.fields.last?.numericValue,
            let width = size.fields.first?.numericValue, let height = size.fields.last?.numericValue
        else { throw mismatch(name, expected: "CGRect", got: value) }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func mismatch(_ name: String, expected: String, got value: Value) -> Trap {
        let message = Diagnostics.nativeArgumentMismatch(key: key, parameter: name, expected: expected, got: value.kindName)
        return Trap(bug: message, loc: loc)
    }
}

extension Value {
    /// A `Double`/`CGFloat`, or an `Int` (an integer literal given for one); nil for anything else.
    var numericValue: Double? {
        switch unerased {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return nil
        }
    }

    /// What kind of value this is, for ReuseLab's own messages about a native given the wrong one.
    var kindName: String {
        switch self {
        case .void: return "Void"
        case .none, .presentNil: return "nil"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .substring: return "Substring"
        case .object(let o): return o.decl.name
        case .structValue(let s): return s.decl.name
        case .enumValue(let e): return e.decl.name
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .tuple: return "a tuple"
        case .type: return "a metatype"
        case .function: return "a function"
        case .range: return "a range"
        case .opaque: return "a Simulator object"
        case .erased(let v, _): return v.kindName
        }
    }
}
